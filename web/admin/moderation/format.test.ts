import { expect, it } from "vitest";
import { formatAgo, formatDate } from "./format";

const now = Date.parse("2026-11-25T12:00:00.000Z");
const before = (seconds: number) =>
  new Date(now - seconds * 1000).toISOString();

it.each([
  [10, "just now"],
  [5 * 60, "5 minutes ago"],
  [3 * 60 * 60, "3 hours ago"],
  [30 * 60 * 60, "yesterday"],
  [3 * 24 * 60 * 60, "3 days ago"],
  [45 * 24 * 60 * 60, "last month"],
  [800 * 24 * 60 * 60, "2 years ago"],
])("says %i seconds before now is %s", (seconds, text) => {
  expect(formatAgo(before(seconds), now)).toBe(text);
});

it("never says a time ahead of the browser's clock is in the future", () => {
  expect(formatAgo(before(-30), now)).toBe("just now");
});

it("names a day in UTC", () => {
  expect(formatDate("2026-12-25T23:30:00.000Z")).toBe("25 Dec 2026");
});
