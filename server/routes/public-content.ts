import { Hono } from "hono";
import { isSiteLanguage } from "../../core/site-languages";
import { sendEncoded } from "../http/send-encoded";
import { contentFile } from "../render/content-files";
import type { PageCache } from "../render/page-cache";

/**
 * GET /content/:lang.json: the published content of a language, public (it
 * is what the page shows), for the CV the browser builds when a visitor asks
 * for it. Revalidated on every use with its ETag, so a publish is seen at once
 * and an unchanged document costs a 304.
 */
export function publicContentRoutes(
  pages: Pick<PageCache, "get" | "languages">,
) {
  const app = new Hono();

  app.on(["GET", "HEAD"], "/content/:file", async (c) => {
    const lang = /^(.+)\.json$/.exec(c.req.param("file"))?.[1];
    if (
      !isSiteLanguage(lang) ||
      !(await pages.languages()).published.includes(lang)
    )
      return c.json({ error: "No content in that language" }, 404);
    return sendEncoded(c, await pages.get(contentFile(lang)), "no-cache");
  });

  return app;
}
