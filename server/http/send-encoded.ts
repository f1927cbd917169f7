import type { Context } from "hono";
import type { Encoded } from "../render/assets";
import { ifNoneMatchHits } from "./etag";
import "./security-headers";

/** Picks brotli, gzip or identity (null) from an Accept-Encoding value. */
export function pickEncoding(
  accepted: string | undefined,
  body: Encoded,
): "br" | "gzip" | null {
  if (accepted === undefined) return null;
  if (body.br && /\bbr\b/.test(accepted)) return "br";
  if (body.gzip && /\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

/**
 * Sends a precomputed body with its ETag, answering 304 when the client's
 * copy is current (RFC 9110 section 13.1.2).
 */
export function sendEncoded(
  c: Context,
  body: Encoded,
  cacheControl: string,
  status: 200 | 404 = 200,
) {
  if (body.inlineSources) c.set("inlineSources", body.inlineSources);
  c.header("Cache-Control", cacheControl);
  c.header("ETag", body.etag);
  if (body.gzip) c.header("Vary", "Accept-Encoding");
  if (
    status === 200 &&
    ifNoneMatchHits(c.req.header("if-none-match"), body.etag)
  )
    return c.body(null, 304);
  const encoding = pickEncoding(c.req.header("accept-encoding"), body);
  c.header("Content-Type", body.type);
  if (encoding) c.header("Content-Encoding", encoding);
  const bytes = encoding ? body[encoding]! : body.body;
  if (c.req.method === "HEAD") return c.body(null, status);
  return c.body(new Uint8Array(bytes), status);
}
