import { describe, expect, it } from "vitest";
import { languageHome, parseLanguagePath } from "./site-languages";

describe("languageHome", () => {
  it("puts the default language at / and the others under their prefix", () => {
    expect(languageHome("en", "en")).toBe("/");
    expect(languageHome("pt", "en")).toBe("/pt/");
    expect(languageHome("pt", "pt")).toBe("/");
    expect(languageHome("en", "pt")).toBe("/en/");
  });
});

describe("parseLanguagePath", () => {
  it("reads a language prefix", () => {
    expect(parseLanguagePath("/pt/", "en")).toEqual({
      lang: "pt",
      rest: "/",
      prefixed: true,
    });
    expect(parseLanguagePath("/pt", "en")).toEqual({
      lang: "pt",
      rest: "/",
      prefixed: true,
    });
    expect(parseLanguagePath("/en/missing", "pt")).toEqual({
      lang: "en",
      rest: "/missing",
      prefixed: true,
    });
  });

  it("gives an unprefixed path, or an unknown prefix, to the default language", () => {
    expect(parseLanguagePath("/", "pt")).toEqual({
      lang: "pt",
      rest: "/",
      prefixed: false,
    });
    expect(parseLanguagePath("/fr/", "en")).toEqual({
      lang: "en",
      rest: "/fr/",
      prefixed: false,
    });
    expect(parseLanguagePath("/ptx", "en").prefixed).toBe(false);
  });
});
