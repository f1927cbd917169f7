import { SITE_LANGUAGES, type SiteLanguage } from "../../core/site-languages";

/** The published content of a language as JSON, for the CV the browser builds (server/routes/public-content.ts). */
export const contentFile = (lang: SiteLanguage) =>
  `/content/${lang}.json` as const;

/** Files about the whole site, answered at their paths by server/routes/site.ts. */
const SITE_FILES = [
  "/robots.txt",
  "/sitemap.xml",
  "/site.webmanifest",
] as const;
export type SiteFile = (typeof SITE_FILES)[number];

export type ContentFile = SiteFile | ReturnType<typeof contentFile>;

/**
 * Files the server renders from the published content besides the pages
 * (server/render/page-cache.ts). The build writes copies from the seed for
 * static hosts; the server never serves those.
 */
export const CONTENT_FILES: readonly ContentFile[] = [
  ...SITE_FILES,
  ...SITE_LANGUAGES.map(contentFile),
];

export const isSiteFile = (path: string): path is SiteFile =>
  (SITE_FILES as readonly string[]).includes(path);
