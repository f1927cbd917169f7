import type { ValidTestimonial } from "../../../../core/testimonials/testimonial";
import type { FormStrings } from "../../i18n/dictionary";
import { backendHeaders, type BackendConfig } from "./types";

const SUBMIT_PATH = "/functions/v1/submit-testimonial";

/** A refusal from the server: its status and its error text ("" when it sent none). */
class SubmitError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The submission's body (name, company, relationship, comment, consent) plus
 * the honeypot (core's HONEYPOT_FIELD), normally "",
 * the page's language, and the token of the invitation link it came through
 * (core's INVITE_BODY_FIELD).
 */
export type SubmitBody = ValidTestimonial & {
  website?: string;
  lang?: string;
  invitation?: string;
};

/**
 * POST a submission to the submit-testimonial function as JSON, with the
 * public key in the `apikey` and bearer `Authorization` headers. Resolves
 * on `{success: true}`; throws SubmitError with the server's status and
 * error text otherwise, and the fetch's own error when the network fails.
 */
export async function submitTestimonial(
  config: BackendConfig,
  body: SubmitBody,
): Promise<void> {
  const response = await fetch(config.backendUrl + SUBMIT_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...backendHeaders(config) },
    body: JSON.stringify(body),
  });
  let result: { success?: unknown; error?: unknown } = {};
  try {
    result = (await response.json()) ?? {};
  } catch {
    // Not JSON (a proxy's error page): the fallback message below applies.
  }
  if (response.ok && result.success === true) return;
  const text = typeof result.error === "string" ? result.error.trim() : "";
  throw new SubmitError(response.status, text);
}

/** The language the server writes its error texts in. */
const SERVER_LANGUAGE = "en";

/**
 * The message for the browser alert after a failed submission. The server's
 * text when there is one (it may say more than the status, such as when to
 * try again), except on a page in another language, which says in its own
 * words what the status tells (too large, too many submissions, the service
 * down); the form's own words when there is no answer or no text.
 */
export function submitFailureMessage(
  error: unknown,
  strings: FormStrings,
  lang: string,
): string {
  if (!(error instanceof SubmitError)) return strings.submitFailed;
  // A proxy in front may answer 413 itself, with an HTML page and no text.
  const known =
    error.status === 413
      ? strings.tooLarge
      : error.status === 429
        ? strings.rateLimited
        : error.status === 503
          ? strings.unavailable
          : null;
  if (known && lang !== SERVER_LANGUAGE) return known;
  return error.message || known || strings.submitRefused;
}
