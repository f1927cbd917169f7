import { expect, it } from "vitest";
import { LANGUAGE_LEVELS } from "../../core/language-levels";
import { languageLabel } from "./language-label";

it("shows the owner's note, else the level's English name", () => {
  expect(languageLabel({ level: "fluent", note: "Cambridge FCE" })).toBe(
    "Cambridge FCE",
  );
  expect(
    LANGUAGE_LEVELS.map((level) => languageLabel({ level, note: "" })),
  ).toEqual(["Native", "Fluent", "Working proficiency", "Basic"]);
});
