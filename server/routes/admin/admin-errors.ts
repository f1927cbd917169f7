import type { Context } from "hono";
import { log } from "../../log";

// SQLSTATEs for a value the store refuses: any data exception (class 22:
// wrong type, text it cannot hold...), a NOT NULL or a CHECK constraint.
// https://www.postgresql.org/docs/current/errcodes-appendix.html
const refusesValue = (error: Error) => {
  const code = (error as { code?: unknown }).code;
  return (
    typeof code === "string" &&
    (code.startsWith("22") || code === "23502" || code === "23514")
  );
};

/**
 * The admin API's answer to an error no route handled. A value the store
 * refuses came in the request: 400 (the routes' own checks should have
 * named it, so it is logged as an error). Anything else is the store being
 * away, not the owner's fault and not a bug: 503, try again.
 */
export function adminErrorAnswer(error: Error, c: Context) {
  const refused = refusesValue(error);
  log(
    "error",
    refused ? "admin call refused by the store" : "admin call failed",
    {
      path: c.req.path,
      error: error.message,
    },
  );
  return refused
    ? c.json({ error: "The request holds a value the store cannot keep." }, 400)
    : c.json({ error: "The store is unavailable. Try again shortly." }, 503);
}
