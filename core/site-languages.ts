/**
 * The languages the site can be published in, one content document and one
 * interface dictionary (web/page/i18n/) each. Adding a language means adding it
 * here, its dictionary and its seed content; the type checker then asks for
 * every place that needs one.
 */
export const SITE_LANGUAGES = ["en", "pt"] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
/** The default language until the owner picks another. */
export const DEFAULT_LANGUAGE: SiteLanguage = "en";

export const isSiteLanguage = (value: unknown): value is SiteLanguage =>
  (SITE_LANGUAGES as readonly unknown[]).includes(value);

interface LanguageInfo {
  /** BCP 47 tag for `lang`, `hreflang` and `inLanguage`. */
  tag: string;
  /** Open Graph's `og:locale`. */
  ogLocale: string;
  /** The language's name in itself, as the language switch shows it. */
  name: string;
}

export const LANGUAGE_INFO: Record<SiteLanguage, LanguageInfo> = {
  en: { tag: "en", ogLocale: "en_GB", name: "English" },
  pt: { tag: "pt-PT", ogLocale: "pt_PT", name: "Português" },
};

/** Which languages are published and which one is served at `/`. */
export interface SiteLanguages {
  defaultLanguage: SiteLanguage;
  /** Published languages, in SITE_LANGUAGES order; always holds the default. */
  published: SiteLanguage[];
}

/** The path of a language's home page: `/` for the default, `/{lang}/` for the others. */
export const languageHome = (
  lang: SiteLanguage,
  defaultLanguage: SiteLanguage,
): string => (lang === defaultLanguage ? "/" : `/${lang}/`);

/**
 * Splits a request path into its language and the path within it:
 * `/pt/x` → pt and `/x`; a path without a language prefix belongs to the
 * default language. `prefixed` says whether the path named its language.
 */
export function parseLanguagePath(
  path: string,
  defaultLanguage: SiteLanguage,
): { lang: SiteLanguage; rest: string; prefixed: boolean } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(path);
  if (match && isSiteLanguage(match[1]))
    return { lang: match[1], rest: match[2] ?? "/", prefixed: true };
  return { lang: defaultLanguage, rest: path, prefixed: false };
}
