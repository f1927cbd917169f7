import { expect, it } from "vitest";
import { formatRuleDate, list, presetsDo, verb } from "./compliance-texts";

it("formatRuleDate writes the day in the given time zone", () => {
  expect(formatRuleDate("2026-12-03T23:30:00.000Z", "UTC")).toBe(
    "3 December 2026",
  );
  expect(formatRuleDate("2026-12-03T23:30:00.000Z", "Europe/Lisbon")).toBe(
    "3 December 2026",
  );
  expect(formatRuleDate("2026-12-03T23:30:00.000Z", "Asia/Tokyo")).toBe(
    "4 December 2026",
  );
});

it("presetsDo agrees the verb with one preset or several, and speaks of no bar plainly", () => {
  const hide = verb("hide them", "hides them");
  expect(presetsDo(["portugal"], hide)).toBe("the Portugal preset hides them");
  expect(presetsDo(["portugal", "new-york"], hide)).toBe(
    "the Portugal and New York presets hide them",
  );
  expect(presetsDo(["none"], hide)).toBe(
    "with no bar chosen, the site hides them",
  );
});

it("list joins with commas and a last “and”", () => {
  expect(list([])).toBe("");
  expect(list(["a"])).toBe("a");
  expect(list(["a", "b", "c"])).toBe("a, b and c");
});
