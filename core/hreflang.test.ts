import { describe, expect, it } from "vitest";
import { hreflangAlternates } from "./hreflang";
import { privacyPath } from "./content/privacy-page";

describe("hreflangAlternates", () => {
  it("names every published language's home page and the default's / as x-default", () => {
    expect(
      hreflangAlternates({ defaultLanguage: "en", published: ["en", "pt"] }),
    ).toEqual([
      { hreflang: "en", path: "/" },
      { hreflang: "pt-PT", path: "/pt/" },
      { hreflang: "x-default", path: "/" },
    ]);
  });

  it("follows the default language when the owner moves it", () => {
    expect(
      hreflangAlternates({ defaultLanguage: "pt", published: ["en", "pt"] }),
    ).toEqual([
      { hreflang: "en", path: "/en/" },
      { hreflang: "pt-PT", path: "/" },
      { hreflang: "x-default", path: "/" },
    ]);
  });

  it("has none for a site in one language", () => {
    expect(
      hreflangAlternates({ defaultLanguage: "pt", published: ["pt"] }),
    ).toEqual([]);
  });
});

it("names another page in each language by the path it is given", () => {
  expect(
    hreflangAlternates(
      { defaultLanguage: "en", published: ["en", "pt"] },
      privacyPath,
    ),
  ).toEqual([
    { hreflang: "en", path: "/privacy" },
    { hreflang: "pt-PT", path: "/pt/privacidade" },
    { hreflang: "x-default", path: "/privacy" },
  ]);
});
