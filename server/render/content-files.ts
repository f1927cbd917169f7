import { DEFAULT_LANGUAGE } from "../../core/site-languages";

/** The published content as JSON, for the CV the browser builds (server/routes/public-content.ts). */
export const PUBLISHED_CONTENT_FILE =
  `/content/${DEFAULT_LANGUAGE}.json` as const;

/**
 * Files the server renders from the published content besides the pages
 * (server/render/page-cache.ts). The build writes copies from the seed for
 * static hosts; the server never serves those.
 */
export const CONTENT_FILES = [
  "/robots.txt",
  "/sitemap.xml",
  "/site.webmanifest",
  PUBLISHED_CONTENT_FILE,
] as const;
export type ContentFile = (typeof CONTENT_FILES)[number];

/** The site files among them: answered at their paths by server/routes/site.ts. */
export const isSiteFile = (
  path: string,
): path is Exclude<ContentFile, typeof PUBLISHED_CONTENT_FILE> =>
  path !== PUBLISHED_CONTENT_FILE &&
  (CONTENT_FILES as readonly string[]).includes(path);
