import { Hono } from "hono";
import { sendEncoded } from "../http/send-encoded";
import { log } from "../log";
import {
  SITE_IMAGE_TYPES,
  type SiteImagePath,
} from "../site-files/site-images";
import type { SiteImageCache } from "../site-files/site-image-cache";

/**
 * The social card and the icons, drawn from the published content. Revalidated
 * on every use (docs/decisions/006-list-revalidated-not-max-age.md): a 304
 * costs a few bytes, and a browser shows the new icon after the next publish
 * instead of minutes later. The head's `?v=` only makes the address new.
 */
export function siteImageRoutes(images: SiteImageCache) {
  const app = new Hono();
  for (const path of Object.keys(SITE_IMAGE_TYPES) as SiteImagePath[])
    app.on(["GET", "HEAD"], path, async (c) => {
      try {
        return sendEncoded(c, await images.get(path), "public, no-cache");
      } catch (error) {
        log("error", "cannot serve a drawn image", {
          path,
          error: (error as Error).message,
        });
        c.header("Retry-After", "5");
        return c.text("The image cannot be drawn just now", 503);
      }
    });
  return app;
}
