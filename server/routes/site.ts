import { Hono } from "hono";
import { sendEncoded } from "../http/send-encoded";
import type { Asset } from "../render/assets";
import { isSiteFile } from "../render/content-files";
import type { PageCache } from "../render/page-cache";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/**
 * The built site: hashed assets, the home page and the files rendered from
 * the content (robots.txt, sitemap.xml, the manifest), and the 404 page for
 * any other path.
 */
export function siteRoutes(
  assets: Map<string, Asset>,
  pages: Pick<PageCache, "get">,
) {
  const app = new Hono();

  app.on(["GET", "HEAD"], "*", async (c) => {
    const path = c.req.path;
    const asset = assets.get(path);
    if (asset)
      return sendEncoded(
        c,
        asset,
        asset.immutable ? IMMUTABLE : "public, max-age=3600",
      );
    if (path === "/")
      return sendEncoded(c, await pages.get("home"), REVALIDATE);
    if (isSiteFile(path))
      return sendEncoded(c, await pages.get(path), REVALIDATE);
    // A missing file (an old asset, a probe for /wp-login.php) gets a short
    // plain 404 rather than the whole page.
    if (/\.[a-z0-9]+$/i.test(path)) return c.text("Not found", 404);
    return sendEncoded(c, await pages.get("not-found"), REVALIDATE, 404);
  });

  return app;
}
