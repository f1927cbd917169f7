import type { ValidTestimonial } from "../../../core/testimonial";
import { backendHeaders, type BackendConfig } from "./types";

const SUBMIT_PATH = "/functions/v1/submit-testimonial";

const SUBMIT_FAILED = "Failed to submit testimonial";
const SUBMIT_FAILED_RETRY = "Failed to submit testimonial. Please try again.";
const RATE_LIMITED = "Too many submissions. Please try again later.";

/** A refusal from the server, carrying the message the visitor should see. */
class SubmitError extends Error {}

/** The spec's body plus the honeypot (core's HONEYPOT_FIELD), normally "". */
export type SubmitBody = ValidTestimonial & { website?: string };

/**
 * POST a submission (spec section 7, call 2). Resolves on `{success: true}`;
 * throws SubmitError with the server's error text (or a fallback) otherwise,
 * and the fetch's own error when the network fails.
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
  throw new SubmitError(
    text || (response.status === 429 ? RATE_LIMITED : SUBMIT_FAILED),
  );
}

/** The message for the browser alert after a failed submission. */
export function submitFailureMessage(error: unknown): string {
  return error instanceof SubmitError && error.message
    ? error.message
    : SUBMIT_FAILED_RETRY;
}
