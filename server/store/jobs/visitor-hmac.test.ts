import { createHmac, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { networkText, type Network } from "../../../core/insights/visit";
import { VisitorHmac } from "./visitor-hmac";

const reference = (key: string, message: string) => {
  const digest = createHmac("sha256", key).update(message).digest();
  return { high: digest.readUInt32BE(0), low: digest.readUInt32BE(4) };
};

/** The IPv4 /24 a.b.c as clientNetwork names it. */
const ipv4 = (a: number, b: number, c: number) => (a * 256 + b) * 256 + c;

describe("VisitorHmac", () => {
  it("is HMAC-SHA256 of site, network and family, for keys shorter and longer than a block and messages of any length", () => {
    const keys = [
      randomBytes(32).toString("base64url"),
      "",
      "k",
      "x".repeat(64),
      "y".repeat(65),
      "ünïcödé-sält",
      randomBytes(200).toString("hex"),
    ];
    const visitors: [string, Network, string][] = [
      ["https://counsel.example", ipv4(203, 0, 113), "firefox"],
      ["https://counsel.example", ipv4(0, 0, 0), "edge"],
      ["https://counsel.example", ipv4(255, 255, 255), "samsung"],
      ["https://counsel.example", ipv4(10, 99, 9), "opera"],
      ["", ipv4(1, 20, 100), ""],
      ["https://ação.example", "2001:db8:1:2::/64", "safari"],
      ["https://counsel.example", "unknown", "other"],
      // Messages of 255, 256 and 257 bytes, then one of over 1,400.
      ["m".repeat(233), ipv4(203, 0, 113), "chrome"],
      ["m".repeat(234), ipv4(203, 0, 113), "chrome"],
      ["m".repeat(235), ipv4(203, 0, 113), "chrome"],
      ["é".repeat(700), "2001:db8::/64", "é".repeat(30)],
      ["https://counsel.example", ipv4(203, 0, 113), "chrome"],
    ];
    for (const key of keys) {
      const hmac = new VisitorHmac(key);
      for (const [site, network, family] of [...visitors, ...visitors]) {
        const message = `${site}\n${networkText(network)}\n${family}`;
        expect(
          hmac.key64(site, network, family),
          `${key} ${message.length}`,
        ).toEqual(reference(key, message));
      }
    }
  });
});
