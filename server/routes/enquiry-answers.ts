// The enquiry call's two ways of answering: JSON to the page's script, a
// redirect back to the contact page to the plain form.
import type { Context } from "hono";
import { HONEYPOT_FIELD } from "../../core/testimonials/testimonial";

/** What the contact page is told in `?refused=`: the first invalid field, the rate limit, or anything else. */
type RefusalCode =
  | "name"
  | "email"
  | "company"
  | "otherParties"
  | "message"
  | "acknowledged"
  | "invalid";

export interface Refusal {
  kind: "refused";
  status: 400 | 413 | 503;
  error: string;
  /** Each invalid field's message (validateEnquiry's). */
  errors?: Partial<Record<string, string>>;
  code: RefusalCode;
  /** "" for the default language's pages, "/pt" and so on for the others. */
  langPrefix: string;
}

export type Outcome =
  | { kind: "sent"; langPrefix: string }
  | Refusal
  | { kind: "limited"; retryAfterSeconds: number; langPrefix: string };

/** The fields the plain form posts; anything else in it is ignored. */
const FORM_TEXT_FIELDS = [
  "name",
  "email",
  "company",
  "otherParties",
  "message",
  "lang",
  HONEYPOT_FIELD,
] as const;

/**
 * A form post as the JSON body the rules read. A ticked checkbox posts its
 * value ("on" unless the page gives it one); an unticked one posts nothing.
 */
export function readForm(text: string): Record<string, unknown> {
  const form = new URLSearchParams(text);
  const body: Record<string, unknown> = {};
  for (const field of FORM_TEXT_FIELDS) {
    const value = form.get(field);
    if (value !== null) body[field] = value;
  }
  const acknowledged = form.get("acknowledged");
  body.acknowledged = acknowledged === "on" || acknowledged === "true";
  return body;
}

/** @internal */
export const TOO_MANY_ENQUIRIES =
  "Too many enquiries from your address in the last hour. Please try again later.";

/** 201 `{ok: true}`; a refusal as `{error}`, with `errors` by field when the rules refused it. */
export function answerJson(c: Context, outcome: Outcome) {
  switch (outcome.kind) {
    case "sent":
      return c.json({ ok: true }, 201);
    case "limited":
      c.header("Retry-After", String(outcome.retryAfterSeconds));
      return c.json({ error: TOO_MANY_ENQUIRIES }, 429);
    case "refused":
      return c.json(
        {
          error: outcome.error,
          ...(outcome.errors && { errors: outcome.errors }),
        },
        outcome.status,
      );
  }
}

/** 303 to the contact page of the language the enquiry came from, which shows what happened. */
export function answerForm(c: Context, outcome: Outcome) {
  const state =
    outcome.kind === "sent"
      ? "sent=1"
      : `refused=${outcome.kind === "limited" ? "rate" : outcome.code}`;
  return c.redirect(`${outcome.langPrefix}/contact?${state}`, 303);
}
