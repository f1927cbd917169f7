import { describe, expect, it } from "vitest";
import { Tally } from "./tally";

describe("Tally", () => {
  it("counts per day, name and detail, and says when an entry is new", () => {
    const tally = new Tally();
    expect(tally.add("2031-01-02", "home", "en")).toBe(1);
    expect(tally.add("2031-01-02", "home", "en")).toBe(0);
    expect(tally.add("2031-01-02", "home", "pt", 3)).toBe(1);
    expect(tally.add("2031-01-03", "home", "en")).toBe(1);
    expect(tally.size).toBe(3);
    expect(tally.toMap()).toEqual(
      new Map([
        ["2031-01-02|home|en", 2],
        ["2031-01-02|home|pt", 3],
        ["2031-01-03|home|en", 1],
      ]),
    );
  });

  it("keys a tally of names only by day and name", () => {
    const tally = new Tally();
    tally.add("2031-01-02", "enquiry-sent");
    tally.add("2031-01-02", "enquiry-sent");
    expect(tally.toMap(false)).toEqual(
      new Map([["2031-01-02|enquiry-sent", 2]]),
    );
  });

  it("adds another tally's counts, counting the entries that are new to it", () => {
    const tally = new Tally();
    tally.add("2031-01-02", "search", "Google", 2);
    const later = new Tally();
    later.add("2031-01-02", "search", "Google");
    later.add("2031-01-02", "social", "LinkedIn");
    expect(tally.addAll(later)).toBe(1);
    expect(tally.toMap()).toEqual(
      new Map([
        ["2031-01-02|search|Google", 3],
        ["2031-01-02|social|LinkedIn", 1],
      ]),
    );
  });
});
