/**
 * The languages the site's content is kept in, one document each. The first
 * is the default. Adding a language means adding it here with its dictionary
 * and its content.
 */
export const SITE_LANGUAGES = ["en"] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SiteLanguage = SITE_LANGUAGES[0];

export const isSiteLanguage = (value: unknown): value is SiteLanguage =>
  (SITE_LANGUAGES as readonly unknown[]).includes(value);
