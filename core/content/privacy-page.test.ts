import { expect, it } from "vitest";
import { privacyPath } from "./privacy-page";

it("puts the privacy page under each language's home, in its own words", () => {
  expect(privacyPath("en", "en")).toBe("/privacy");
  expect(privacyPath("pt", "en")).toBe("/pt/privacidade");
  expect(privacyPath("pt", "pt")).toBe("/privacidade");
  expect(privacyPath("en", "pt")).toBe("/en/privacy");
});
