import { describe, expect, it } from "vitest";
import { BROWSER_FAMILIES } from "../../../core/insights/visit";
import { PendingVisitors } from "./pending-visitors";

const SITE = "https://counsel.example";

const taken = (visitors: PendingVisitors, day: string) => {
  const materials: string[] = [];
  visitors.take(day, (material) => materials.push(material));
  return materials;
};

describe("PendingVisitors", () => {
  it("gives back each visitor of a day once, as the material its key is made of", () => {
    const visitors = new PendingVisitors();
    const seen = [
      [SITE, "203.0.113.0/24", "firefox"],
      [SITE, "0.0.0.0/24", "edge"],
      [SITE, "255.255.255.0/24", "other"],
      ["https://other.example", "203.0.113.0/24", "firefox"],
      [SITE, "2001:db8:1:2::/64", "safari"],
      [SITE, "unknown", "chrome"],
      [SITE, "010.1.2.0/24", "chrome"],
      [SITE, "256.1.2.0/24", "chrome"],
      [SITE, "1.2.0/24", "chrome"],
      [SITE, "1.2.3.4.0/24", "chrome"],
      [SITE, "1..3.0/24", "chrome"],
      [SITE, "1000.2.3.0/24", "chrome"],
      [SITE, "1.2.3.1/24", "chrome"],
      [SITE, "1.2.x.0/24", "chrome"],
      [SITE, "1.2.3.0/25", "chrome"],
      [SITE, "203.0.113.0/24", "a-family-not-listed"],
      ...BROWSER_FAMILIES.map((family) => [SITE, "198.51.100.0/24", family]),
    ];
    const firstTimes = seen.map(([site, network, family]) =>
      visitors.add("2031-01-02", site!, network!, family!),
    );
    const secondTimes = seen.map(([site, network, family]) =>
      visitors.add("2031-01-02", site!, network!, family!),
    );
    expect(firstTimes.every((added) => added)).toBe(true);
    expect(secondTimes.some((added) => added)).toBe(false);
    expect(visitors.add("2031-01-03", SITE, "192.0.2.0/24", "opera")).toBe(
      true,
    );

    expect(visitors.dayList()).toEqual(["2031-01-02", "2031-01-03"]);
    expect(taken(visitors, "2031-01-02").sort()).toEqual(
      seen.map((parts) => parts.join("\n")).sort(),
    );
    expect(visitors.dayList()).toEqual(["2031-01-03"]);
    expect(taken(visitors, "2031-01-03")).toEqual([
      `${SITE}\n192.0.2.0/24\nopera`,
    ]);
    expect(taken(visitors, "2031-01-03")).toEqual([]);
  });
});
