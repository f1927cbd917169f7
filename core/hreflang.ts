import {
  LANGUAGE_INFO,
  languageHome,
  type SiteLanguage,
  type SiteLanguages,
} from "./site-languages";

export interface HreflangAlternate {
  /** A language's BCP 47 tag, or "x-default" for visitors of any other language. */
  hreflang: string;
  /** The page's path in that language. */
  path: string;
}

/**
 * A page (the home page unless `pathOf` says another) in every published
 * language, for `<link rel="alternate">` and the sitemap: each page names all
 * of them (itself included) and the default language's as x-default. A site
 * in one language has none.
 */
export function hreflangAlternates(
  { defaultLanguage, published }: SiteLanguages,
  pathOf: (
    lang: SiteLanguage,
    defaultLanguage: SiteLanguage,
  ) => string = languageHome,
): HreflangAlternate[] {
  if (published.length < 2) return [];
  return [
    ...published.map((lang) => ({
      hreflang: LANGUAGE_INFO[lang].tag,
      path: pathOf(lang, defaultLanguage),
    })),
    { hreflang: "x-default", path: pathOf(defaultLanguage, defaultLanguage) },
  ];
}
