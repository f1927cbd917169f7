import { expect, it } from "vitest";
import { LANGUAGE_LEVELS } from "../../../core/content/language-levels";
import { DICTIONARIES } from "../i18n/dictionaries";
import { languageLabel } from "./language-label";

it("shows the owner's note, else the level's name in the page's language", () => {
  expect(
    languageLabel({ level: "fluent", note: "Cambridge FCE" }, DICTIONARIES.pt),
  ).toBe("Cambridge FCE");
  expect(
    LANGUAGE_LEVELS.map((level) =>
      languageLabel({ level, note: "" }, DICTIONARIES.en),
    ),
  ).toEqual(["Native", "Fluent", "Working proficiency", "Basic"]);
  expect(
    LANGUAGE_LEVELS.map((level) =>
      languageLabel({ level, note: "" }, DICTIONARIES.pt),
    ),
  ).toEqual(
    LANGUAGE_LEVELS.map(
      (level) => DICTIONARIES.pt.server.languageLevels[level],
    ),
  );
});
