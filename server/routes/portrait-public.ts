import { Hono } from "hono";
import { parsePortraitFileName } from "../../core/portrait-files";
import { ifNoneMatchHits } from "../http/etag";
import type { PortraitFiles } from "../store/portrait-files";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * GET /portrait/<id>-<width>.<avif|webp|jpg>: the portrait's derived files.
 * A name is a content hash, so its bytes never change: cached for a year.
 */
export function portraitPublicRoutes(portraits: PortraitFiles) {
  const app = new Hono();
  app.on(["GET", "HEAD"], "/portrait/:name", async (c) => {
    const name = c.req.param("name");
    const file = parsePortraitFileName(name) && (await portraits.get(name));
    if (!file) return c.text("Not found", 404);
    // The name holds a hash of the portrait's files: a strong validator.
    const etag = `"${name}"`;
    c.header("Cache-Control", IMMUTABLE);
    c.header("ETag", etag);
    c.header("X-Content-Type-Options", "nosniff");
    const match = c.req.header("if-none-match");
    if (match && ifNoneMatchHits(match, etag)) return c.body(null, 304);
    c.header("Content-Type", file.contentType);
    return c.body(file.bytes as Uint8Array<ArrayBuffer>);
  });
  return app;
}
