import { languageHome, type SiteLanguage } from "../site-languages";

/** The enquiry page's address under a language's home: one slug in every language. */
export const CONTACT_SLUG = "contact";

/**
 * The enquiry page's path: `/contact`, or `/pt/contact` beside another
 * default language. The same slug in every language: the enquiry call
 * redirects to it by the language's prefix alone.
 */
export const contactPath = (
  lang: SiteLanguage,
  defaultLanguage: SiteLanguage,
): string => `${languageHome(lang, defaultLanguage)}${CONTACT_SLUG}`;
