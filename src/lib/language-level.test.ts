import { expect, it } from "vitest";
import { languageLevel } from "./language-level";

it.each([
  ["Native", 3],
  ["Cambridge FCE", 3],
  ["Working proficiency", 2],
  ["A1", 1],
  ["B2", 2],
  ["", 2],
  ["native", 2],
])("gives %j level %i", (note, level) => {
  expect(languageLevel(note)).toBe(level);
});
