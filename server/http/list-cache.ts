import { LRUCache } from "lru-cache";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Encoded } from "../render/assets";
import { checkApiKey } from "../../core/api-key";
import { PUBLIC_CORS_ANSWER_HEADERS } from "./cors";
import { ifNoneMatchHits } from "./etag";
import { pickEncoding } from "./send-encoded";

/**
 * How many answers are kept, how many request URLs the fast path knows, and
 * the longest URL it learns (longer ones are answered through the app).
 * @internal
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

interface Entry {
  encoded: Encoded;
  storedAt: number;
  /** Ready-made headers per encoding, so a hit costs one writeHead. */
  headers: Map<string, Record<string, string | number>>;
}

/**
 * Encoded answers of the list call, keyed by the parsed query (so every
 * spelling of a query shares one answer), the least recently used dropped
 * first. Cleared when the approved set changes (the repository's onChange);
 * when other processes can write the same data (PostgreSQL), entries also
 * expire after `ttlMs` so a change made elsewhere shows within that time.
 */
export class ListCache {
  private readonly entries = new LRUCache<string, Entry>({
    max: LIST_CACHE_LIMITS.answers,
  });
  // Raw request URLs (path and query) and the key of the answer each asks
  // for, so the fast path finds an answer without parsing the query. Still
  // true after the answers are cleared, so kept.
  private readonly urls = new LRUCache<string, string>({
    max: LIST_CACHE_LIMITS.urls,
  });

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
    if (ifNoneMatchHits(headers["if-none-match"], encoded.etag)) {
      res.writeHead(304, {
        ...this.securityHeaders(req),
        ETag: encoded.etag,
        "Cache-Control": LIST_CACHE_CONTROL,
        // A 304 carries the Vary its 200 would have (RFC 9110 section 15.4.5).
        ...(encoded.gzip && VARY_ENCODING),
        ...PUBLIC_CORS_ANSWER_HEADERS,
      });
      res.end();
      return 304;
    }
    const encoding = pickEncoding(headers["accept-encoding"], encoded);
    const body = encoding ? encoded[encoding]! : encoded.body;
    const security = this.securityHeaders(req);
    // Keyed by the security headers too (HSTS differs between http and https).
    const headKey = `${encoding} ${security["Strict-Transport-Security"] ? "s" : ""}`;
    let head = entry.headers.get(headKey);
    if (!head) {
      head = { ...security, ...listHeaders(encoded, body.length) };
      if (encoding) head["Content-Encoding"] = encoding;
      entry.headers.set(headKey, head);
    }
    res.writeHead(200, head);
    res.end(body);
    return 200;
  }
}

/** Sent with every answer of a list that has compressed forms, 304s too. */
const VARY_ENCODING = { Vary: "Accept-Encoding" } as const;

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
    ...PUBLIC_CORS_ANSWER_HEADERS,
  };
  return encoded.gzip ? { ...head, ...VARY_ENCODING } : head;
}
