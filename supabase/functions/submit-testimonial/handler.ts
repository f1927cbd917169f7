// The submit call as a Supabase edge function: the same pipeline as our
// server's POST /functions/v1/submit-testimonial (submitCall in
// core/testimonials/submit-call.ts; supabase/supabase.test.ts compares their answers).
// Runtime-agnostic: only web standards (Request, Response), so Node runs it
// in the tests and Deno on Supabase (index.ts).
import { clientIdentity } from "../../../core/client-address.ts";
import {
  DEFAULT_LANGUAGE,
  isSiteLanguage,
  SITE_LANGUAGES,
  type SiteLanguage,
} from "../../../core/site-languages.ts";
import {
  submitCall,
  type SubmitResult,
} from "../../../core/testimonials/submit-call.ts";
import {
  CONSENT_TEXT,
  CONSENT_VERSION,
  type ValidTestimonial,
} from "../../../core/testimonials/testimonial.ts";

/** What the store does with a submission (the submit_testimonial() SQL function). */
export interface SubmitRow {
  name: string;
  company: string;
  relationship: string | null;
  comment: string;
  consentText: string;
  consentVersion: number;
  /**
   * The client's identity (clientIdentity in core/client-address.ts). The
   * database keys it under the day's secret and never stores it.
   */
  clientAddress: string;
  limitPerHour: number;
  /** The language of the page it was submitted on. */
  lang: SiteLanguage;
}

export interface SubmitDeps {
  /** The project's public (anon) key the client sends. */
  publicApiKey: string;
  limitPerHour: number;
  /** The language of a submission that names none (SITE_DEFAULT_LANGUAGE). */
  defaultLanguage: SiteLanguage;
  submit(row: SubmitRow): Promise<SubmitResult>;
  log?(
    level: "info" | "error",
    message: string,
    fields?: Record<string, unknown>,
  ): void;
}

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "ETag, Retry-After",
};

const METHOD_NOT_ALLOWED = "Use POST to submit a testimonial";

/**
 * Supabase's gateway appends the address it received the request from to
 * X-Forwarded-For: the rightmost entry is the one it vouches for (anything
 * left of it the client may have written), as TRUST_PROXY=1 on our server.
 */
const PROXY_HOPS = 1;

const toRow = (
  value: ValidTestimonial,
  address: string,
  limitPerHour: number,
  lang: SiteLanguage,
): SubmitRow => ({
  name: value.name,
  company: value.company,
  relationship: value.relationship || null,
  comment: value.comment,
  consentText: CONSENT_TEXT,
  consentVersion: CONSENT_VERSION,
  clientAddress: address,
  limitPerHour,
  lang,
});

/**
 * The function's SITE_DEFAULT_LANGUAGE, the language at the site's `/`:
 * English when unset; a value that is none of the site's languages stops
 * the function with one line naming the variable.
 */
export function defaultLanguageSetting(
  value: string | undefined,
): SiteLanguage {
  if (!value) return DEFAULT_LANGUAGE;
  if (isSiteLanguage(value)) return value;
  throw new Error(
    `SITE_DEFAULT_LANGUAGE must be one of ${SITE_LANGUAGES.join(", ")}`,
  );
}

/** Answers one request to the submit-testimonial function. */
export async function handleSubmit(
  request: Request,
  deps: SubmitDeps,
): Promise<Response> {
  if (request.method === "OPTIONS")
    return new Response(null, {
      status: 204,
      headers: {
        ...CORS,
        "Access-Control-Allow-Methods": "POST, OPTIONS",
        "Access-Control-Allow-Headers":
          "apikey, authorization, content-type, x-client-info",
        "Access-Control-Max-Age": "86400",
      },
    });
  const response =
    request.method === "POST"
      ? await submitCall(request, {
          publicApiKey: deps.publicApiKey,
          // The gateway holds the client's connection: stop reading.
          refusedBody: "cancel",
          clientAddress: () =>
            clientIdentity(
              undefined,
              request.headers.get("x-forwarded-for"),
              PROXY_HOPS,
            ),
          // submit_testimonial() keys it under the day's secret, which
          // never leaves the database.
          clientKey: (address) => address,
          defaultLanguage: () => deps.defaultLanguage,
          submit: (input, address, lang) =>
            deps.submit(toRow(input, address, deps.limitPerHour, lang)),
          log: deps.log ?? (() => {}),
        })
      : new Response(
          JSON.stringify({ success: false, error: METHOD_NOT_ALLOWED }),
          {
            status: 405,
            headers: {
              "Content-Type": "application/json",
              Allow: "POST, OPTIONS",
            },
          },
        );
  for (const [name, value] of Object.entries(CORS))
    response.headers.set(name, value);
  return response;
}

/** Maps a row of submit_testimonial() to the handler's result. */
export function toResult(row: {
  allowed: boolean;
  retry_after: number | null;
  inserted_id: string | null;
}): SubmitResult {
  if (!row.allowed)
    return {
      kind: "limited",
      retryAfterSeconds: Math.max(1, row.retry_after ?? 1),
    };
  return { kind: row.inserted_id ? "stored" : "duplicate" };
}
