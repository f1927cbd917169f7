import { describe, expect, it } from "vitest";
import { clientIdentity } from "./client-address";

describe("clientIdentity", () => {
  it("uses the socket's peer and ignores the header without a trusted proxy", () => {
    expect(clientIdentity("192.0.2.1", "203.0.113.9", 0)).toBe("192.0.2.1");
    expect(clientIdentity(undefined, "203.0.113.9", 0)).toBe("unknown");
  });

  it("takes the entry the nearest trusted proxy added, not the client's own", () => {
    expect(clientIdentity("10.0.0.1", "203.0.113.9", 1)).toBe("203.0.113.9");
    expect(clientIdentity("10.0.0.1", "1.1.1.1, 203.0.113.9", 1)).toBe(
      "203.0.113.9",
    );
    expect(clientIdentity("10.0.0.1", "1.1.1.1,203.0.113.9 ", 1)).toBe(
      "203.0.113.9",
    );
    // Two proxies: the first appended the client, the second the first.
    expect(
      clientIdentity("10.0.0.2", "1.1.1.1, 203.0.113.9, 10.0.0.1", 2),
    ).toBe("203.0.113.9");
    // Several X-Forwarded-For headers arrive joined with commas.
    expect(clientIdentity("10.0.0.1", "1.1.1.1, 2.2.2.2, 203.0.113.9", 1)).toBe(
      "203.0.113.9",
    );
  });

  it("falls back to the peer when the header is missing, short or not an address", () => {
    for (const header of [
      undefined,
      null,
      "",
      " , ",
      "unknown",
      "1.1.1.1, _hidden",
      "256.1.1.1",
      "1.2.3",
      "01.2.3.4",
      "1.2.3.4.5",
      "2001:db8::1::2",
      "2001:db8:0:0:0:0:0:0:1",
      "12345::1",
      "::ffff:1.2.3.256",
      "<script>",
    ])
      expect(clientIdentity("192.0.2.1", header, 1), String(header)).toBe(
        "192.0.2.1",
      );
    expect(clientIdentity("192.0.2.1", "203.0.113.9", 2)).toBe("192.0.2.1");
    expect(clientIdentity("not an address", "nor this", 1)).toBe("unknown");
  });

  it("unwraps IPv4-mapped IPv6 addresses", () => {
    expect(clientIdentity("::ffff:127.0.0.1", null, 0)).toBe("127.0.0.1");
    expect(clientIdentity("::FFFF:192.0.2.1", null, 0)).toBe("192.0.2.1");
    expect(clientIdentity("::ffff:c000:201", null, 0)).toBe("192.0.2.1");
    expect(clientIdentity("10.0.0.1", "::ffff:203.0.113.9", 1)).toBe(
      "203.0.113.9",
    );
  });

  it("reduces IPv6 to its /64 prefix, written as RFC 5952 says", () => {
    const cases: [string, string][] = [
      ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
      ["2001:DB8:0001:0002:ffff:0:0:9", "2001:db8:1:2::/64"],
      ["2001:db8::1", "2001:db8::/64"],
      ["2001:0:0:1::", "2001:0:0:1::/64"],
      ["2001:db8:0:1:2:3:4:5", "2001:db8:0:1::/64"],
      ["::1", "::/64"],
      ["::", "::/64"],
      ["fe80::1%eth0", "fe80::/64"],
      ["2001:db8:1:2::192.0.2.1", "2001:db8:1:2::/64"],
      ["[2001:db8:1:2::7]", "2001:db8:1:2::/64"],
      ["[2001:db8:1:2::7]:443", "2001:db8:1:2::/64"],
    ];
    for (const [address, identity] of cases)
      expect(clientIdentity(address, null, 0), address).toBe(identity);
    expect(clientIdentity("192.0.2.1", "2001:db8:a:b:c::1", 1)).toBe(
      "2001:db8:a:b::/64",
    );
  });

  it("drops a port after an IPv4 address", () => {
    expect(clientIdentity("10.0.0.1", "203.0.113.9:5040", 1)).toBe(
      "203.0.113.9",
    );
  });
});
