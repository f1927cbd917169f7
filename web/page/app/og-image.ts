import { languageHome, type SiteLanguage } from "../../../core/site-languages";

/** The social card's size (the server draws it, build/generate-site-files.ts for static hosts). */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

/** A language's social card, beside its home page: `/og-image.png` for the default language, `/{lang}/og-image.png` for the others. */
export const ogImagePath = (
  lang: SiteLanguage,
  defaultLanguage: SiteLanguage,
): string => `${languageHome(lang, defaultLanguage)}og-image.png`;
