import { describe, expect, it } from "vitest";
import {
  BROWSER_FAMILIES,
  networkText,
  type Network,
} from "../../../core/insights/visit";
import { PendingVisitors } from "./pending-visitors";

const SITE = "https://counsel.example";

/** The IPv4 /24 a.b.c as clientNetwork names it. */
const ipv4 = (a: number, b: number, c: number) => (a * 256 + b) * 256 + c;

const materialOf = ([site, network, family]: [string, Network, string]) =>
  `${site}\n${networkText(network)}\n${family}`;

const taken = (visitors: PendingVisitors, day: string) => {
  const materials: string[] = [];
  visitors.take(day, (site, network, family) =>
    materials.push(materialOf([site, network, family])),
  );
  return materials;
};

describe("PendingVisitors", () => {
  it("gives back each visitor of a day once, as the material its key is made of", () => {
    const visitors = new PendingVisitors();
    const seen: [string, Network, string][] = [
      [SITE, ipv4(203, 0, 113), "firefox"],
      [SITE, ipv4(0, 0, 0), "edge"],
      [SITE, ipv4(255, 255, 255), "other"],
      ["https://other.example", ipv4(203, 0, 113), "firefox"],
      [SITE, "2001:db8:1:2::/64", "safari"],
      [SITE, "unknown", "chrome"],
      [SITE, ipv4(203, 0, 113), "a-family-not-listed"],
      ...BROWSER_FAMILIES.map(
        (family) =>
          [SITE, ipv4(198, 51, 100), family] as [string, Network, string],
      ),
    ];
    const firstTimes = seen.map(([site, network, family]) =>
      visitors.add("2031-01-02", site, network, family),
    );
    const secondTimes = seen.map(([site, network, family]) =>
      visitors.add("2031-01-02", site, network, family),
    );
    expect(firstTimes.every((added) => added)).toBe(true);
    expect(secondTimes.some((added) => added)).toBe(false);
    expect(visitors.add("2031-01-03", SITE, ipv4(192, 0, 2), "opera")).toBe(
      true,
    );

    expect(visitors.dayList()).toEqual(["2031-01-02", "2031-01-03"]);
    expect(taken(visitors, "2031-01-02").sort()).toEqual(
      seen.map(materialOf).sort(),
    );
    expect(visitors.dayList()).toEqual(["2031-01-03"]);
    expect(taken(visitors, "2031-01-03")).toEqual([
      `${SITE}\n192.0.2.0/24\nopera`,
    ]);
    expect(taken(visitors, "2031-01-03")).toEqual([]);
  });

  it("tells apart thousands of networks alike in their first or last parts", () => {
    const visitors = new PendingVisitors();
    const seen: [string, Network, string][] = [];
    for (let n = 0; n < 3_000; n++) {
      seen.push([SITE, ipv4(10, n >> 8, n & 255), "chrome"]);
      seen.push([SITE, ipv4(n % 256, 7, 9), BROWSER_FAMILIES[n % 7]!]);
    }
    const added = seen.filter(([site, network, family]) =>
      visitors.add("2031-01-02", site, network, family),
    );
    const distinct = [...new Set(seen.map(materialOf))];
    expect(added).toHaveLength(distinct.length);
    expect(taken(visitors, "2031-01-02").sort()).toEqual(distinct.sort());
  });

  it("records a day's visitors anew once they were taken", () => {
    const visitors = new PendingVisitors();
    const network = ipv4(203, 0, 113);
    expect(visitors.add("2031-01-02", SITE, network, "firefox")).toBe(true);
    expect(taken(visitors, "2031-01-02")).toHaveLength(1);
    expect(visitors.add("2031-01-02", SITE, network, "firefox")).toBe(true);
    expect(visitors.dayList()).toEqual(["2031-01-02"]);
    expect(taken(visitors, "2031-01-02")).toEqual([
      `${SITE}\n203.0.113.0/24\nfirefox`,
    ]);
  });
});
