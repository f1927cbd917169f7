import { Hono, type Context } from "hono";
import { isSiteLanguage } from "../../core/site-languages";
import type { Encoded } from "../render/assets";
import { sendEncoded } from "../http/send-encoded";
import { log } from "../log";
import {
  SITE_IMAGE_TYPES,
  type SiteImagePath,
} from "../images/site/site-images";
import type { SiteImageCache } from "../images/site/site-image-cache";

async function sendDrawn(
  c: Context,
  draw: () => Promise<Encoded | null>,
): Promise<Response> {
  try {
    const image = await draw();
    if (!image) return c.text("Not found", 404);
    return sendEncoded(c, image, "public, no-cache");
  } catch (error) {
    log("error", "cannot serve a drawn image", {
      path: c.req.path,
      error: (error as Error).message,
    });
    c.header("Retry-After", "5");
    return c.text("The image cannot be drawn just now", 503);
  }
}

/**
 * The social cards and the icons, drawn from the published content: the
 * icons and the default language's card at the root, another published
 * language's card under its prefix (`/pt/og-image.png`), beside its home
 * page (the default language's too, for links from before the owner made it
 * the default). Revalidated on every use
 * (docs/decisions/006-list-revalidated-not-max-age.md): a 304 costs a few
 * bytes, and a browser shows the new icon after the next publish instead of
 * minutes later. The head's `?v=` only makes the address new.
 */
export function siteImageRoutes(images: SiteImageCache) {
  const app = new Hono();
  for (const path of Object.keys(SITE_IMAGE_TYPES) as SiteImagePath[])
    app.on(["GET", "HEAD"], path, (c) => sendDrawn(c, () => images.get(path)));
  app.on(["GET", "HEAD"], "/:lang/og-image.png", (c) => {
    const lang = c.req.param("lang");
    if (!isSiteLanguage(lang)) return c.text("Not found", 404);
    return sendDrawn(c, () => images.card(lang));
  });
  return app;
}
