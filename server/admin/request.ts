import type { Context } from "hono";

/** Whether the visitor reached us over HTTPS (directly, or at a trusted proxy). */
export function isHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  if (!trustProxy) return false;
  const proto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim();
  return proto?.toLowerCase() === "https";
}

/** The origin (scheme, host, port) the browser addressed this request to. */
export function requestOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  const host = c.req.header("host") ?? url.host;
  return `${isHttps(c, trustProxy) ? "https" : "http"}://${host}`.toLowerCase();
}

/**
 * The origin the request came from: the Origin header, or the Referer's
 * origin when a browser left Origin out; null when neither is usable.
 */
export function callerOrigin(c: Context): string | null {
  const origin = c.req.header("origin");
  if (origin) return origin === "null" ? null : origin.toLowerCase();
  const referer = c.req.header("referer");
  if (!referer) return null;
  try {
    return new URL(referer).origin.toLowerCase();
  } catch {
    return null;
  }
}
