import { Hono, type Context } from "hono";
import { HONEYPOT_FIELD, validateTestimonial } from "../../core/testimonial";
import type { Config } from "../config";
import {
  KEY_MESSAGES,
  MAX_BODY_BYTES,
  SUBMIT_MESSAGES,
} from "../../core/submit-call";
import { checkApiKey } from "../http/api-key";
import { clientAddress } from "../http/client-address";
import { readLimitedBody } from "../http/read-body";
import { log } from "../log";
import type { Store } from "../store/open-store";

type ErrorStatus = 400 | 401 | 413 | 415 | 429 | 503;
const fail = (c: Context, status: ErrorStatus, error: string) =>
  c.json({ success: false, error }, status);

const honeypotFilled = (body: Record<string, unknown>) => {
  const value = body[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value != null;
};

/** POST /functions/v1/submit-testimonial: stores a submission as pending. */
export function submitTestimonialRoutes(
  config: Pick<Config, "publicApiKey" | "proxyHops" | "submitLimitPerHour">,
  store: Store,
) {
  const app = new Hono();

  app.post("/functions/v1/submit-testimonial", async (c) => {
    const key = checkApiKey(
      config.publicApiKey,
      c.req.header("apikey"),
      c.req.header("authorization"),
    );
    if (key !== "ok") return fail(c, 401, KEY_MESSAGES[key]);

    const type = c.req.header("content-type") ?? "";
    if (!/^application\/json\s*(;|$)/i.test(type))
      return fail(c, 415, SUBMIT_MESSAGES.contentType);

    const read = await readLimitedBody(c.req.raw, MAX_BODY_BYTES);
    if (!read.ok) {
      if (read.reason === "too-large")
        return fail(c, 413, SUBMIT_MESSAGES.tooLarge);
      return fail(
        c,
        400,
        read.reason === "not-utf8"
          ? SUBMIT_MESSAGES.notUtf8
          : SUBMIT_MESSAGES.aborted,
      );
    }

    let body: unknown;
    try {
      body = JSON.parse(read.text);
    } catch {
      return fail(c, 400, SUBMIT_MESSAGES.notJson);
    }
    if (typeof body !== "object" || body === null || Array.isArray(body))
      return fail(c, 400, SUBMIT_MESSAGES.notObject);

    // A bot filled the hidden field: answer as if stored, so it learns nothing.
    if (honeypotFilled(body as Record<string, unknown>)) {
      log("info", "honeypot submission ignored");
      return c.json({ success: true });
    }

    const valid = validateTestimonial(body);
    if (!valid.ok) return fail(c, 400, valid.message);

    try {
      const clientKey = await store.clientKeys.forAddress(
        clientAddress(c, config.proxyHops),
      );
      const outcome = await store.submissions.submit({
        input: valid.value,
        clientKey: clientKey.current,
        previousKey: clientKey.previous,
        limitPerHour: config.submitLimitPerHour,
      });
      if (outcome.kind === "limited") {
        c.header("Retry-After", String(outcome.retryAfterSeconds));
        return fail(c, 429, SUBMIT_MESSAGES.tooMany);
      }
      if (outcome.kind === "duplicate")
        log("info", "duplicate submission not stored again");
      return c.json({ success: true });
    } catch (error) {
      log("error", "store failure on submit", {
        error: (error as Error).message,
      });
      return fail(c, 503, SUBMIT_MESSAGES.unavailable);
    }
  });

  return app;
}
