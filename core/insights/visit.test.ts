import { describe, expect, it } from "vitest";
import {
  AgentMemo,
  agentVerdict,
  browserFamily,
  clientNetwork,
  networkText,
  requestExclusion,
  type RequestHeaders,
} from "./visit";
import { clientIdentity } from "../client-address";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const EDGE = `${CHROME} Edg/131.0.0.0`;
const FIREFOX =
  "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const GOOGLEBOT =
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const HEADLESS =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36";

const headers = (given: RequestHeaders) => given;

/** Why a request is left out, its headers checked first and then its user agent, as the server does. */
const exclusion = (given: RequestHeaders) =>
  requestExclusion(given) ?? agentVerdict(given["user-agent"] ?? "").exclusion;

describe("exclusion", () => {
  it("counts an ordinary browser", () => {
    expect(exclusion(headers({ "user-agent": CHROME }))).toBeNull();
    expect(
      exclusion(headers({ "user-agent": SAFARI, cookie: "theme=dark" })),
    ).toBeNull();
  });

  it("leaves out the signed-in owner by her session cookie", () => {
    expect(
      exclusion(
        headers({ "user-agent": CHROME, cookie: "a=1; admin_session=xyz" }),
      ),
    ).toBe("owner");
    expect(
      exclusion(headers({ "user-agent": CHROME, cookie: "admin_session=x" })),
    ).toBe("owner");
    expect(
      exclusion(
        headers({ "user-agent": CHROME, cookie: "not_admin_session=x" }),
      ),
    ).toBeNull();
  });

  it("leaves out prefetches and prerenders", () => {
    expect(
      exclusion(headers({ "user-agent": CHROME, "sec-purpose": "prefetch" })),
    ).toBe("prefetch");
    expect(
      exclusion(
        headers({ "user-agent": CHROME, "sec-purpose": "prefetch;prerender" }),
      ),
    ).toBe("prefetch");
    expect(
      exclusion(headers({ "user-agent": FIREFOX, purpose: "prefetch" })),
    ).toBe("prefetch");
  });

  it("leaves out visitors who send Sec-GPC: 1 or DNT: 1", () => {
    expect(exclusion(headers({ "user-agent": CHROME, "sec-gpc": "1" }))).toBe(
      "opted-out",
    );
    expect(exclusion(headers({ "user-agent": FIREFOX, dnt: "1" }))).toBe(
      "opted-out",
    );
    expect(exclusion(headers({ "user-agent": FIREFOX, dnt: "0" }))).toBeNull();
  });

  it("leaves out what is not a browser, and known bots", () => {
    expect(exclusion(headers({}))).toBe("not-a-browser");
    expect(exclusion(headers({ "user-agent": "curl/8.5.0" }))).toBe(
      "not-a-browser",
    );
    expect(exclusion(headers({ "user-agent": "Mozilla/4.0" }))).toBe(
      "not-a-browser",
    );
    expect(exclusion(headers({ "user-agent": GOOGLEBOT }))).toBe("bot");
    expect(exclusion(headers({ "user-agent": HEADLESS }))).toBe("bot");
  });
});

describe("browserFamily", () => {
  it("tells a few families apart", () => {
    expect(browserFamily(CHROME)).toBe("chrome");
    expect(browserFamily(EDGE)).toBe("edge");
    expect(browserFamily(`${CHROME} OPR/115.0.0.0`)).toBe("opera");
    expect(browserFamily(FIREFOX)).toBe("firefox");
    expect(browserFamily(SAFARI)).toBe("safari");
    expect(
      browserFamily(
        "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
      ),
    ).toBe("samsung");
    expect(browserFamily("Mozilla/5.0 (X11) SomethingNew/1.0")).toBe("other");
  });
});

describe("clientNetwork", () => {
  it("shortens IPv4 to its /24 and keeps an IPv6 /64", () => {
    expect(clientNetwork("203.0.113.7", undefined, 0)).toBe(
      (203 * 256 + 0) * 256 + 113,
    );
    expect(networkText(clientNetwork("203.0.113.7", undefined, 0))).toBe(
      "203.0.113.0/24",
    );
    expect(networkText(clientNetwork("127.0.0.1", "198.51.100.250", 1))).toBe(
      "198.51.100.0/24",
    );
    expect(clientNetwork("2001:db8:1:2:3:4:5:6", undefined, 0)).toBe(
      "2001:db8:1:2::/64",
    );
    expect(clientNetwork(undefined, undefined, 0)).toBe("unknown");
  });

  it("names one network by one value, however the address was written", () => {
    expect(clientNetwork("::ffff:192.0.2.9", undefined, 0)).toBe(
      clientNetwork("192.0.2.200", undefined, 0),
    );
    expect(clientNetwork("192.0.2.9:8080", undefined, 0)).toBe(
      clientNetwork(" 192.0.2.1\t", undefined, 0),
    );
  });

  // The plain dotted quad is read by its own pattern: it must take what
  // clientIdentity takes, and leave the rest to it.
  it("names the network of every address as clientIdentity reads it", () => {
    const addresses = [
      "203.0.113.7",
      " 203.0.113.7 ",
      "\t10.0.0.1",
      "0.0.0.0",
      "255.255.255.255",
      "256.1.1.1",
      "1.2.3.256",
      "01.2.3.4",
      "1.2.3.04",
      "1.2.3",
      "1.2.3.4.5",
      "1.2.3.4:8080",
      "[2001:db8::1]:443",
      "::ffff:192.0.2.9",
      "2001:db8:aa:bb::1",
      "unknown",
      "",
      "not an address",
      "1.2.3.4 5",
      "1.2.3.4\n",
      "1.2.3.4\u00a0",
      "1.2.3.",
      ".1.2.3",
      "1.2.3.4.",
      "1.2.3.1000",
      "1.2.3.00",
      "1.2.3.0",
      "00.2.3.4",
      "255.255.255.256",
      "1.2..4",
    ];
    const identityNetwork = (
      peer: string | undefined,
      forwarded: string | undefined,
      hops: number,
    ) => {
      const identity = clientIdentity(peer, forwarded, hops);
      const v4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(identity);
      return v4 ? `${v4[1]}.0/24` : identity;
    };
    for (const address of addresses) {
      for (const peer of [address, "192.0.2.1", undefined])
        expect(networkText(clientNetwork(peer, undefined, 0)), `${peer}`).toBe(
          identityNetwork(peer, undefined, 0),
        );
      for (const forwarded of [
        address,
        `198.51.100.1, ${address}`,
        `${address}, 198.51.100.1`,
        `${address},`,
        `,${address}`,
        `,,${address}`,
        `${address},,`,
        `${address}, 198.51.100.1, 198.51.100.2`,
      ])
        for (const hops of [1, 2, 3, 4])
          expect(
            networkText(clientNetwork("192.0.2.1", forwarded, hops)),
            `${forwarded} ${hops}`,
          ).toBe(identityNetwork("192.0.2.1", forwarded, hops));
    }
  });
});

describe("AgentMemo", () => {
  const DAY = "2026-11-27";

  it("gives each user agent the verdict agentVerdict gives it", () => {
    const memo = new AgentMemo(10);
    for (const agent of [CHROME, EDGE, FIREFOX, SAFARI, GOOGLEBOT, HEADLESS])
      for (let i = 0; i < 2; i++)
        expect(memo.verdict(agent, DAY)).toEqual(agentVerdict(agent));
    expect(memo.verdict("curl/8.5.0", DAY)).toEqual({
      exclusion: "not-a-browser",
      family: "other",
    });
    expect(memo.verdict(GOOGLEBOT, DAY).exclusion).toBe("bot");
    expect(memo.verdict(FIREFOX, DAY)).toEqual({
      exclusion: null,
      family: "firefox",
    });
  });

  it("holds at most its bound of user agents, emptied when full", () => {
    const memo = new AgentMemo(3);
    for (let i = 0; i < 3; i++) memo.verdict(`${CHROME} X/${i}`, DAY);
    expect(memo.size).toBe(3);
    memo.verdict(`${CHROME} X/3`, DAY);
    expect(memo.size).toBe(1);
    memo.verdict(`${CHROME} X/3`, DAY);
    expect(memo.size).toBe(1);
  });

  it("forgets every user agent at a new UTC day", () => {
    const memo = new AgentMemo(10);
    memo.verdict(CHROME, DAY);
    memo.verdict(FIREFOX, DAY);
    expect(memo.size).toBe(2);
    expect(memo.verdict(CHROME, "2026-11-28").family).toBe("chrome");
    expect(memo.size).toBe(1);
  });
});
