import type { HttpBindings } from "@hono/node-server";
import { Hono, type Context } from "hono";
import type { Config } from "../config";
import { KEY_MESSAGES } from "../../core/testimonials/submit-call";
import { checkApiKey } from "../../core/api-key";
import {
  LIST_CACHE_CONTROL,
  LIST_PATH,
  type ListCache,
} from "../http/list-cache";
import { sendEncoded } from "../http/send-encoded";
import { log } from "../log";
import { encode } from "../render/assets";
import type { Store } from "../store/open-store";
import {
  PUBLIC_COLUMNS,
  type ListOptions,
  type PublicColumn,
} from "../store/repos/testimonials";
import { publicListHidden } from "./testimonials-hidden";

const MAX_OFFSET = 1_000_000;
const KNOWN_PARAMS = new Set(["select", "order", "limit", "offset", "apikey"]);

type Parsed =
  { ok: true; options: ListOptions } | { ok: false; message: string };

function wholeNumber(value: string | undefined, fallback: number) {
  if (value === undefined) return fallback;
  return /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * Reads the PostgREST-style query this endpoint supports: `select` (`*` or
 * some of the public columns), `order` (`created_at`, `.asc` or `.desc`),
 * `limit` and `offset`. Filters and other PostgREST features are refused.
 */
function parseListQuery(
  query: URLSearchParams,
  defaultLimit: number,
  maxLimit: number,
): Parsed {
  for (const name of new Set(query.keys())) {
    if (!KNOWN_PARAMS.has(name))
      return { ok: false, message: `Unsupported query parameter: ${name}` };
    if (query.getAll(name).length > 1)
      return {
        ok: false,
        message: `Query parameter ${name} given more than once`,
      };
  }
  // `*` stands for every public column, also inside a list (`*,name`).
  const select = (query.get("select") ?? "*")
    .split(",")
    .map((column) => column.trim())
    .flatMap((column) => (column === "*" ? PUBLIC_COLUMNS : [column]));
  const unknown = select.find(
    (column) => !(PUBLIC_COLUMNS as readonly string[]).includes(column),
  );
  if (unknown !== undefined)
    return {
      ok: false,
      message: `column testimonials_public.${unknown} does not exist (select * or any of ${PUBLIC_COLUMNS.join(", ")})`,
    };
  const columns = [...new Set(select)] as PublicColumn[];
  // Without `order` the newest come first; `order=created_at` is ascending, as in PostgREST.
  const order = /^created_at(?:\.(asc|desc))?$/.exec(
    query.get("order") ?? "created_at.desc",
  );
  if (!order)
    return {
      ok: false,
      message: "order must be created_at.desc or created_at.asc",
    };
  const limit = wholeNumber(query.get("limit") ?? undefined, defaultLimit);
  if (!(limit >= 0 && limit <= maxLimit))
    return {
      ok: false,
      message: `limit must be a whole number from 0 to ${maxLimit}`,
    };
  const offset = wholeNumber(query.get("offset") ?? undefined, 0);
  if (!(offset >= 0 && offset <= MAX_OFFSET))
    return {
      ok: false,
      message: `offset must be a whole number from 0 to ${MAX_OFFSET}`,
    };
  return {
    ok: true,
    options: {
      columns,
      order: order[1] === "desc" ? "desc" : "asc",
      limit,
      offset,
    },
  };
}

/** The request's raw path and query, as node:http saw it (what the fast path looks up). */
function rawUrl(c: Context): string {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (incoming?.url) return incoming.url;
  const url = new URL(c.req.url);
  return url.pathname + url.search;
}

/** GET /rest/v1/testimonials_public: approved testimonials, newest first. */
export function testimonialsPublicRoutes(
  config: Pick<Config, "publicApiKey" | "listDefaultLimit" | "listMaxLimit">,
  store: Store,
  cache: ListCache,
) {
  const app = new Hono();

  app.on(["GET", "HEAD"], LIST_PATH, async (c) => {
    const query = new URL(c.req.url).searchParams;
    const key = checkApiKey(
      config.publicApiKey,
      c.req.header("apikey") ?? query.get("apikey"),
      c.req.header("authorization"),
    );
    if (key !== "ok") return c.json({ message: KEY_MESSAGES[key] }, 401);

    const parsed = parseListQuery(
      query,
      config.listDefaultLimit,
      config.listMaxLimit,
    );
    if (!parsed.ok) return c.json({ message: parsed.message }, 400);

    // Keyed by what the query means, so other spellings of it (percent-encoded,
    // reordered, defaults written out) share the answer.
    const cacheKey = JSON.stringify(parsed.options);
    cache.remember(rawUrl(c), cacheKey);
    const cached = cache.get(cacheKey);
    if (cached) return sendEncoded(c, cached, LIST_CACHE_CONTROL);

    const version = store.testimonials.version;
    let rows;
    try {
      // Hidden (by the professional rules, or by every language's content):
      // the same shape, no testimonial; the rows are kept.
      rows = (await publicListHidden(store))
        ? []
        : await store.testimonials.listApproved(parsed.options);
    } catch (error) {
      log("error", "store failure on list", {
        error: (error as Error).message,
      });
      return c.json(
        { message: "The testimonials service is temporarily unavailable" },
        503,
      );
    }
    const encoded = encode(
      Buffer.from(JSON.stringify(rows)),
      "application/json; charset=utf-8",
    );
    // A write during the query may have made these rows stale: don't keep them.
    if (store.testimonials.version === version) cache.set(cacheKey, encoded);
    return sendEncoded(c, encoded, LIST_CACHE_CONTROL);
  });

  return app;
}
