import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { MiddlewareHandler } from "hono";

declare module "hono" {
  interface ContextVariableMap {
    /** CSP sources for the inline scripts and styles of the HTML being sent (see inlineSources). */
    inlineSources: InlineSources;
  }
}

export interface SecurityOptions {
  /** HSTS is sent when X-Forwarded-Proto says https (only behind a trusted proxy). */
  trustProxy: boolean;
  /** Other origins the page's scripts may call (a separate API host, VITE_BACKEND_URL). */
  connectOrigins?: readonly string[];
}

/**
 * Features this site never uses, denied to it and to anything it embeds.
 * (No interest-cohort: FLoC is gone and Chrome logs the unknown name as an
 * error on every page; browsing-topics replaced it.)
 */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

/** Two years, the value hstspreload.org asks for. */
const HSTS = "max-age=63072000; includeSubDomains";

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** CSP hash sources, one list per directive. */
export interface InlineSources {
  script: readonly string[];
  style: readonly string[];
}

/** An inline `<script>` the CSP governs: no src, and not a data block (JSON or JSON-LD). */
const INLINE_SCRIPT =
  /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources that allow exactly the inline scripts and styles of `html`:
 * a hash of each inline `<script>` and `<style>` element, and, with
 * 'unsafe-hashes', of each server-rendered `style="…"` attribute. The page's
 * one inline script is the boot script (core/boot-script.ts); its JSON data
 * blocks are not scripts to CSP.
 */
export function inlineSources(html: string): InlineSources {
  const scripts = [...html.matchAll(INLINE_SCRIPT)].map((match) =>
    sha256(match[1]!),
  );
  const blocks = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(
    (match) => sha256(match[1]!),
  );
  const attributes = [...html.matchAll(/<[a-z][^>]*?\sstyle="([^"]*)"/gi)].map(
    (match) => sha256(decodeAttribute(match[1]!)),
  );
  const style = [...new Set(blocks)];
  if (attributes.length) style.push("'unsafe-hashes'", ...new Set(attributes));
  return { script: [...new Set(scripts)], style };
}

/**
 * The Content-Security-Policy for a response whose inline scripts and styles are `inline`.
 * @internal
 */
export function contentSecurityPolicy(
  inline: InlineSources = { script: [], style: [] },
  connectOrigins: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline.script].join(" "),
    ["style-src 'self'", ...inline.style].join(" "),
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectOrigins].join(" "),
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Whether the client reached us over HTTPS (itself, or via a trusted proxy). */
function isHttps(
  encrypted: boolean,
  forwardedProto: string | null | undefined,
  trustProxy: boolean,
): boolean {
  if (encrypted) return true;
  if (!trustProxy || !forwardedProto) return false;
  return forwardedProto.split(",")[0]!.trim().toLowerCase() === "https";
}

/** The headers every response carries, apart from the page-specific CSP. */
function baseSecurityHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    // For browsers without CSP frame-ancestors.
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (https) headers["Strict-Transport-Security"] = HSTS;
  return headers;
}

/**
 * The security headers of an answer over http and over https, the site's
 * one CSP included: built once, shared by the middleware and the node:http
 * fast path, so neither allocates them per request.
 */
function securityHeaderSets(options: SecurityOptions) {
  const csp = contentSecurityPolicy(undefined, options.connectOrigins);
  const plain = Object.freeze({
    ...baseSecurityHeaders(false),
    "Content-Security-Policy": csp,
  });
  const secure = Object.freeze({
    ...baseSecurityHeaders(true),
    "Content-Security-Policy": csp,
  });
  return (https: boolean): Readonly<Record<string, string>> =>
    https ? secure : plain;
}

/** The security headers for the node:http fast path (ListCache.serve). */
export function nodeSecurityHeaders(options: SecurityOptions) {
  const forScheme = securityHeaderSets(options);
  return (req: IncomingMessage) => {
    const proto = req.headers["x-forwarded-proto"];
    const encrypted = Boolean(
      (req.socket as { encrypted?: boolean } | undefined)?.encrypted,
    );
    return forScheme(
      isHttps(
        encrypted,
        Array.isArray(proto) ? proto[0] : proto,
        options.trustProxy,
      ),
    );
  };
}

/**
 * Hono middleware: the security headers on every answer, errors and 404s
 * included. The CSP is the site's one policy; an HTML answer adds the hashes
 * of its own inline scripts and styles (set as the `inlineSources` variable).
 * Headers a route set itself are kept: a stricter Referrer-Policy, or its own
 * CSP (a stored file's, which must never run as a page of the site).
 */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler {
  const forScheme = securityHeaderSets(options);
  const cspFor = new WeakMap<InlineSources, string>();
  return async (c, next) => {
    await next();
    const https = isHttps(
      new URL(c.req.url).protocol === "https:",
      c.req.header("x-forwarded-proto"),
      options.trustProxy,
    );
    const inline = c.get("inlineSources");
    const ownCsp = c.res.headers.has("Content-Security-Policy");
    for (const [name, value] of Object.entries(forScheme(https)))
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    if (ownCsp || !inline) return;
    let csp = cspFor.get(inline);
    if (!csp) {
      csp = contentSecurityPolicy(inline, options.connectOrigins);
      cspFor.set(inline, csp);
    }
    c.res.headers.set("Content-Security-Policy", csp);
  };
}
