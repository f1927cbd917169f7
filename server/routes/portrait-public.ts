import { Hono } from "hono";
import {
  PORTRAIT_CONTENT_TYPES,
  parsePortraitFileName,
} from "../../core/content/portrait-files";
import { ifNoneMatchHits } from "../http/etag";
import type { PortraitFiles } from "../store/repos/portrait-files";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * No script, style or request of its own, and a unique origin even when
 * opened as a page: whatever bytes a file holds, it can only be an image.
 */
const IMAGE_ONLY = "default-src 'none'; sandbox";

/**
 * GET /portrait/<id>-<width>.<avif|webp|jpg>: the portrait's derived files.
 * A name is a content hash, so its bytes never change: cached for a year.
 * The content type is the name's, never one stored with the file.
 */
export function portraitPublicRoutes(portraits: PortraitFiles) {
  const app = new Hono();
  app.on(["GET", "HEAD"], "/portrait/:name", async (c) => {
    const name = c.req.param("name");
    const parsed = parsePortraitFileName(name);
    const file = parsed && (await portraits.get(name));
    if (!parsed || !file) return c.text("Not found", 404);
    // The name holds a hash of the portrait's files: a strong validator.
    const etag = `"${name}"`;
    c.header("Cache-Control", IMMUTABLE);
    c.header("ETag", etag);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Security-Policy", IMAGE_ONLY);
    if (ifNoneMatchHits(c.req.header("if-none-match"), etag))
      return c.body(null, 304);
    c.header("Content-Type", PORTRAIT_CONTENT_TYPES[parsed.format]);
    return c.body(file.bytes as Uint8Array<ArrayBuffer>);
  });
  return app;
}
