import { Hono, type Context } from "hono";
import { ENQUIRY_LIMITS, validateEnquiry } from "../../core/enquiries/enquiry";
import { readLimitedBody } from "../../core/read-body";
import {
  isSiteLanguage,
  type SiteLanguage,
  type SiteLanguages,
} from "../../core/site-languages";
import { honeypotFilled } from "../../core/testimonials/testimonial";
import type { Config } from "../config";
import { clientAddress } from "../http/client-address";
import { log } from "../log";
import type { Store } from "../store/open-store";
import {
  answerForm,
  answerJson,
  readForm,
  type Outcome,
  type Refusal,
} from "./enquiry-answers";

const TEXT_UNITS = Object.values(ENQUIRY_LIMITS).reduce((a, b) => a + b, 0);
/** The field names, `lang`, the trap and the punctuation around them. */
const ENVELOPE_BYTES = 4 * 1024;

/**
 * Largest body accepted, a few KiB over the longest valid enquiry: a UTF-16
 * unit is at most 3 bytes of UTF-8, and a form's percent-encoding writes
 * each byte as 3.
 * @internal
 */
export const MAX_ENQUIRY_BYTES = {
  json: TEXT_UNITS * 3 + ENVELOPE_BYTES,
  form: TEXT_UNITS * 9 + ENVELOPE_BYTES,
} as const;

/** @internal */
export const ENQUIRY_CALL_MESSAGES = {
  contentType:
    "Content-Type must be application/json or application/x-www-form-urlencoded",
  tooLarge: "The enquiry is too large",
  notUtf8: "The body must be UTF-8 text",
  aborted: "The request body could not be read",
  notJson: "The body is not valid JSON",
  notObject:
    "The body must be a JSON object with name, email, company, otherParties, message, acknowledged and lang",
  unavailable: "Enquiries cannot be received just now. Please try again later.",
} as const;
const M = ENQUIRY_CALL_MESSAGES;

const JSON_TYPE = /^application\/json\s*(;|$)/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/** A refusal no field is to blame for; before the body names its page, the default language's. */
const refused = (
  status: Refusal["status"],
  error: string,
  langPrefix = "",
): Refusal => ({ kind: "refused", status, error, code: "invalid", langPrefix });

/**
 * POST /api/enquiry: a prospective client writes to the owner, from the
 * page's script (JSON, answered in JSON) or from the plain form when the
 * script has not run (answered with a redirect back to the contact page).
 * Bounded read, honeypot, the rules of core/enquiries, then the store with
 * its per-address hourly limit; no answer to what a client sends is a 5xx.
 */
export function submitEnquiryRoutes(
  config: Pick<Config, "proxyHops" | "enquiryLimitPerHour">,
  store: Pick<Store, "enquiries" | "languages" | "clientKeys">,
) {
  const app = new Hono();

  app.post("/api/enquiry", async (c) => {
    const type = c.req.header("content-type") ?? "";
    if (FORM_TYPE.test(type)) return answerForm(c, await receive(c, "form"));
    if (JSON_TYPE.test(type)) return answerJson(c, await receive(c, "json"));
    return c.json({ error: M.contentType }, 415);
  });

  async function receive(c: Context, encoding: "json" | "form") {
    const read = await readLimitedBody(
      c.req.raw,
      MAX_ENQUIRY_BYTES[encoding],
      // Node resets a socket closed with unread data: see RefusedBody.
      "drain",
    );
    if (!read.ok) {
      if (read.reason === "too-large") return refused(413, M.tooLarge);
      return refused(400, read.reason === "aborted" ? M.aborted : M.notUtf8);
    }
    const body =
      encoding === "form" ? readForm(read.text) : parseJson(read.text);
    if (typeof body === "string") return refused(400, body);

    let languages: SiteLanguages;
    try {
      languages = await store.languages.get();
    } catch (error) {
      return unavailable(error);
    }
    const lang = pageLanguage(body.lang, languages);
    const langPrefix = lang === languages.defaultLanguage ? "" : `/${lang}`;

    // A bot filled the hidden field: answer as if stored, so it learns nothing.
    if (honeypotFilled(body)) {
      log("info", "honeypot enquiry ignored");
      return { kind: "sent", langPrefix } satisfies Outcome;
    }
    const valid = validateEnquiry(body);
    if (!valid.ok) {
      const [first] = Object.keys(valid.errors) as Refusal["code"][];
      return {
        kind: "refused",
        status: 400,
        error: valid.message,
        errors: valid.errors,
        code: first ?? "invalid",
        langPrefix,
      } satisfies Outcome;
    }

    try {
      const key = await store.clientKeys.forAddress(
        clientAddress(c, config.proxyHops),
      );
      const result = await store.enquiries.submit({
        input: valid.value,
        lang,
        clientKey: key.current,
        previousKey: key.previous,
        limitPerHour: config.enquiryLimitPerHour,
      });
      if (!result.ok)
        return {
          kind: "limited",
          retryAfterSeconds: result.retryAfterSeconds,
          langPrefix,
        } satisfies Outcome;
      log("info", "enquiry received", { enquiryId: result.id });
      return { kind: "sent", langPrefix } satisfies Outcome;
    } catch (error) {
      return unavailable(error, langPrefix);
    }
  }

  return app;
}

/** The body as an object, or the message refusing it. */
function parseJson(text: string): Record<string, unknown> | string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return M.notJson;
  }
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return M.notObject;
  return body as Record<string, unknown>;
}

/** The page's language when the site publishes it; the default otherwise (never a reason to refuse). */
const pageLanguage = (
  named: unknown,
  { defaultLanguage, published }: SiteLanguages,
): SiteLanguage =>
  isSiteLanguage(named) && published.includes(named) ? named : defaultLanguage;

function unavailable(error: unknown, langPrefix = "") {
  log("error", "store failure on enquiry", {
    error: (error as Error).message,
  });
  return refused(503, M.unavailable, langPrefix);
}
