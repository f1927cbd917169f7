import type { Context } from "hono";
import type { Encoded } from "../render/assets";
import { ifNoneMatchHits } from "./etag";
import "./security-headers";

/** Picks brotli, gzip or identity from Accept-Encoding. */
function pickEncoding(c: Context, body: Encoded): "br" | "gzip" | null {
  const accepted = c.req.header("accept-encoding") ?? "";
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
  const ifNoneMatch = c.req.header("if-none-match");
  if (
    status === 200 &&
    ifNoneMatch &&
    ifNoneMatchHits(ifNoneMatch, body.etag)
  ) {
    return c.body(null, 304);
  }
  const encoding = pickEncoding(c, body);
  c.header("Content-Type", body.type);
  if (encoding) c.header("Content-Encoding", encoding);
  const bytes = encoding ? body[encoding]! : body.body;
  if (c.req.method === "HEAD") return c.body(null, status);
  return c.body(new Uint8Array(bytes), status);
}
