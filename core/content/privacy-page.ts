import { languageHome, type SiteLanguage } from "../site-languages";

/** The privacy page's address in each language, in that language's words. */
export const PRIVACY_SLUGS: Record<SiteLanguage, string> = {
  en: "privacy",
  pt: "privacidade",
};

/**
 * The privacy page's path: `/privacy` when English is the default language,
 * `/pt/privacidade` for Portuguese when it is not.
 */
export const privacyPath = (
  lang: SiteLanguage,
  defaultLanguage: SiteLanguage,
): string => `${languageHome(lang, defaultLanguage)}${PRIVACY_SLUGS[lang]}`;
