import type { MiddlewareHandler } from "hono";
import { readLimitedBody } from "../../core/read-body";

/**
 * Middleware form of readLimitedBody for JSON routes: a body over `maxBytes`
 * gets a 413 (its rest read and dropped), one that is not UTF-8 a 400; a
 * body within the limit is handed on as text, so `c.req.json()` after it
 * never buffers more than the limit.
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.raw.body) return next();
    const read = await readLimitedBody(c.req.raw, maxBytes, "drain");
    if (!read.ok)
      return read.reason === "too-large"
        ? c.json({ error: "Request body too large" }, 413)
        : c.json({ error: "The request body must be UTF-8 text" }, 400);
    c.req.raw = new Request(c.req.raw, { body: read.text });
    return next();
  };
}
