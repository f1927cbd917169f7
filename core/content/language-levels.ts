/**
 * The bar levels a language can have; the page draws `LANGUAGE_BARS[level]`
 * of `MAX_LANGUAGE_BARS` bars. Apart from core/content/profile-schema.ts because the
 * public page's own code uses them, and that module brings zod (about 22 KB
 * gzip) into any bundle that imports a value from it.
 */
export const LANGUAGE_LEVELS = [
  "native",
  "fluent",
  "working",
  "basic",
] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];
export const LANGUAGE_BARS: Record<LanguageLevel, number> = {
  native: 3,
  fluent: 3,
  working: 2,
  basic: 1,
};
export const MAX_LANGUAGE_BARS = 3;
