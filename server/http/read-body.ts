import type { MiddlewareHandler } from "hono";

export type BodyResult =
  | { ok: true; text: string }
  | { ok: false; reason: "too-large" | "not-utf8" | "aborted" };

/**
 * Reads a request body as UTF-8 text, refusing more than `maxBytes`: first by
 * Content-Length, then by counting while reading (a chunked body has none),
 * so an oversized body is never buffered whole.
 */
export async function readLimitedBody(
  request: Request,
  maxBytes: number,
): Promise<BodyResult> {
  const declared = request.headers.get("content-length");
  if (!request.body) return { ok: true, text: "" };
  const reader = request.body.getReader();
  if (declared !== null && Number(declared) > maxBytes) {
    void discardRest(reader);
    return { ok: false, reason: "too-large" };
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        void discardRest(reader);
        return { ok: false, reason: "too-large" };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "aborted" };
  }
  try {
    return {
      ok: true,
      text: new TextDecoder("utf-8", { fatal: true }).decode(
        Buffer.concat(chunks),
      ),
    };
  } catch {
    return { ok: false, reason: "not-utf8" };
  }
}

/**
 * Reads and drops the rest of a refused body, as nginx's lingering close does.
 * Closing a socket with unread data resets it, and the reset can reach the
 * client before it has read the 413. Memory stays flat; the request timeout
 * bounds how long a client can keep sending.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>) {
  try {
    while (!(await reader.read()).done);
  } catch {
    // The client went away or the request timed out: nothing left to drop.
  }
}

/**
 * Middleware form of readLimitedBody for JSON routes: a body over `maxBytes`
 * gets a 413 (its rest read and dropped), one that is not UTF-8 a 400; a
 * body within the limit is handed on as text, so `c.req.json()` after it
 * never buffers more than the limit.
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.raw.body) return next();
    const read = await readLimitedBody(c.req.raw, maxBytes);
    if (!read.ok)
      return read.reason === "too-large"
        ? c.json({ error: "Request body too large" }, 413)
        : c.json({ error: "The request body must be UTF-8 text" }, 400);
    c.req.raw = new Request(c.req.raw, { body: read.text });
    return next();
  };
}
