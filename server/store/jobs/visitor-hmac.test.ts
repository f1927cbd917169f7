import { createHmac, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { VisitorHmac } from "./visitor-hmac";

const reference = (key: string, message: string) => {
  const digest = createHmac("sha256", key).update(message).digest();
  return { high: digest.readUInt32BE(0), low: digest.readUInt32BE(4) };
};

describe("VisitorHmac", () => {
  it("is HMAC-SHA256, for keys shorter and longer than a block and messages of any length", () => {
    const keys = [
      randomBytes(32).toString("base64url"),
      "",
      "k",
      "x".repeat(64),
      "y".repeat(65),
      "ünïcödé-sält",
      randomBytes(200).toString("hex"),
    ];
    const messages = [
      "https://counsel.example\n203.0.113.0/24\nfirefox",
      "",
      "ação\n2001:db8:1:2::/64\nsafari",
      "m".repeat(255),
      "m".repeat(256),
      "m".repeat(257),
      "é".repeat(700),
      "https://counsel.example\n203.0.113.0/24\nchrome",
    ];
    for (const key of keys) {
      const hmac = new VisitorHmac(key);
      for (const message of [...messages, ...messages])
        expect(hmac.key64(message), `${key} ${message.length}`).toEqual(
          reference(key, message),
        );
    }
  });
});
