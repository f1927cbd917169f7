import { cors } from "hono/cors";

/** The public calls may be made from a static front end on another host. */
const PUBLIC_CORS = {
  origin: "*",
  allowMethods: ["GET", "HEAD", "POST", "OPTIONS"],
  allowHeaders: ["apikey", "authorization", "content-type", "x-client-info"],
  /** The answer headers such a page may read. */
  exposeHeaders: ["ETag", "Retry-After"],
  maxAge: 86_400,
};

/** Hono middleware: CORS on the public calls. */
export const publicCors = () => cors(PUBLIC_CORS);

/**
 * What publicCors adds to the answer of a request that is not a preflight,
 * for the node:http fast path (ListCache.serve), which answers without it.
 */
export const PUBLIC_CORS_ANSWER_HEADERS: Readonly<Record<string, string>> =
  Object.freeze({
    "Access-Control-Allow-Origin": PUBLIC_CORS.origin,
    "Access-Control-Expose-Headers": PUBLIC_CORS.exposeHeaders.join(","),
  });
