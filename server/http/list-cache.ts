import type { IncomingMessage, ServerResponse } from "node:http";
import type { Encoded } from "../render/assets";
import { checkApiKey } from "../../core/api-key";
import { ifNoneMatchHits } from "./etag";

/**
 * How many answers are kept, how many request URLs the fast path knows, and
 * the longest URL it learns (longer ones are answered through the app).
 */
export const LIST_CACHE_LIMITS = {
  answers: 200,
  urls: 500,
  urlLength: 1_024,
};

export const LIST_PATH = "/rest/v1/testimonials_public";
// Revalidated on every use (cheap: a 304 from the fast path) rather than kept
// for a few seconds, so a moderation action shows on the page's next fetch at
// once, even in a browser that fetched the list a moment before
// (docs/decisions/006-list-revalidated-not-max-age.md).
export const LIST_CACHE_CONTROL = "public, no-cache";
/** Lets a page on another origin read the public calls' answers. */
export const CORS_ORIGIN = "*";
/** The answer headers such a page may read. */
export const CORS_EXPOSE_HEADERS = ["ETag", "Retry-After"];
// What Hono's cors middleware adds to a public call's answer, for the fast path.
const CORS_HEADERS = {
  "Access-Control-Allow-Origin": CORS_ORIGIN,
  "Access-Control-Expose-Headers": CORS_EXPOSE_HEADERS.join(","),
};

interface Entry {
  encoded: Encoded;
  storedAt: number;
  /** Ready-made headers per encoding, so a hit costs one writeHead. */
  headers: Map<string, Record<string, string | number>>;
}

/** A map of at most `max` entries that drops the least recently used. */
class Lru<V> {
  private readonly map = new Map<string, { value: V; used: number }>();
  private clock = 0;

  constructor(private readonly max: number) {}

  get(key: string): V | undefined {
    const slot = this.map.get(key);
    if (!slot) return undefined;
    slot.used = ++this.clock;
    return slot.value;
  }

  set(key: string, value: V): void {
    const slot = this.map.get(key);
    if (slot) {
      slot.value = value;
      slot.used = ++this.clock;
      return;
    }
    // A scan: adding follows a query or a parse, and is rare next to hits.
    // Keeping the Map in use order instead (delete and re-add on each hit)
    // made a hit about ten times as slow as a plain lookup.
    if (this.map.size >= this.max) {
      let oldest: string | undefined;
      let oldestUse = Infinity;
      for (const [candidate, { used }] of this.map) {
        if (used < oldestUse) {
          oldest = candidate;
          oldestUse = used;
        }
      }
      this.map.delete(oldest!);
    }
    this.map.set(key, { value, used: ++this.clock });
  }

  clear(): void {
    this.map.clear();
  }
}

/**
 * Encoded answers of the list call, keyed by the parsed query (so every
 * spelling of a query shares one answer), the least recently used dropped
 * first. Cleared when the approved set changes (the repository's onChange);
 * when other processes can write the same data (PostgreSQL), entries also
 * expire after `ttlMs` so a change made elsewhere shows within that time.
 */
export class ListCache {
  private readonly entries = new Lru<Entry>(LIST_CACHE_LIMITS.answers);
  // Raw request URLs (path and query) and the key of the answer each asks
  // for, so the fast path finds an answer without parsing the query. Still
  // true after the answers are cleared, so kept.
  private readonly urls = new Lru<string>(LIST_CACHE_LIMITS.urls);

  constructor(
    private readonly ttlMs: number | null,
    private readonly onRefreshedDifferently: () => void = () => {},
    /** The security headers for a request (the same as the app's middleware sends). */
    private readonly securityHeaders: (
      req: IncomingMessage,
    ) => Readonly<Record<string, string>> = () => ({}),
  ) {}

  get(key: string): Encoded | undefined {
    return this.fresh(key)?.encoded;
  }

  set(key: string, encoded: Encoded): void {
    const previous = this.entries.get(key);
    if (previous && previous.encoded.etag !== encoded.etag)
      this.onRefreshedDifferently();
    this.entries.set(key, {
      encoded,
      storedAt: Date.now(),
      headers: new Map(),
    });
  }

  /** Lets the fast path answer `url` (a raw path and query) with the answer cached under `key`. */
  remember(url: string, key: string): void {
    if (url.length <= LIST_CACHE_LIMITS.urlLength) this.urls.set(url, key);
  }

  clear(): void {
    this.entries.clear();
  }

  private fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.ttlMs !== null && Date.now() - entry.storedAt > this.ttlMs)
      return undefined;
    return entry;
  }

  /**
   * Answers a cached list request straight on node:http, before Hono builds
   * its Request and Response objects (about half the cost of a cached answer).
   * Returns the status sent, or null to let the full app handle the request:
   * anything but a plain GET of a remembered URL with a good key in the
   * headers and a cached entry.
   */
  serve(
    req: IncomingMessage,
    res: ServerResponse,
    apiKey: string,
  ): number | null {
    if (req.method !== "GET" || !req.url?.startsWith(LIST_PATH)) return null;
    const key = this.urls.get(req.url);
    const entry = key === undefined ? undefined : this.fresh(key);
    if (!entry) return null;
    const { headers } = req;
    const apikey = headers.apikey;
    if (Array.isArray(apikey)) return null;
    if (checkApiKey(apiKey, apikey, headers.authorization) !== "ok")
      return null;

    const { encoded } = entry;
    const ifNoneMatch = headers["if-none-match"];
    if (ifNoneMatch && ifNoneMatchHits(ifNoneMatch, encoded.etag)) {
      res.writeHead(304, {
        ...this.securityHeaders(req),
        ETag: encoded.etag,
        "Cache-Control": LIST_CACHE_CONTROL,
        ...CORS_HEADERS,
      });
      res.end();
      return 304;
    }
    const accepted = headers["accept-encoding"] ?? "";
    const encoding =
      encoded.br && /\bbr\b/.test(accepted)
        ? "br"
        : encoded.gzip && /\bgzip\b/.test(accepted)
          ? "gzip"
          : "identity";
    const body = encoding === "identity" ? encoded.body : encoded[encoding]!;
    const security = this.securityHeaders(req);
    // Keyed by the security headers too (HSTS differs between http and https).
    const headKey = `${encoding} ${security["Strict-Transport-Security"] ? "s" : ""}`;
    let head = entry.headers.get(headKey);
    if (!head) {
      head = { ...security, ...listHeaders(encoded, body.length) };
      if (encoding !== "identity") head["Content-Encoding"] = encoding;
      entry.headers.set(headKey, head);
    }
    res.writeHead(200, head);
    res.end(body);
    return 200;
  }
}

/** The headers of a 200 list answer. */
function listHeaders(
  encoded: Encoded,
  length: number,
): Record<string, string | number> {
  const head: Record<string, string | number> = {
    "Content-Type": encoded.type,
    "Content-Length": length,
    ETag: encoded.etag,
    "Cache-Control": LIST_CACHE_CONTROL,
    ...CORS_HEADERS,
  };
  if (encoded.gzip) head.Vary = "Accept-Encoding";
  return head;
}
