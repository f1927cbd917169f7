// Test support: one well-formed submission, for the suites that need a valid
// testimonial and do not care which, and a way to store one.
import type { SiteLanguage } from "../../core/site-languages";
import {
  validateTestimonial,
  type ValidTestimonial,
} from "../../core/testimonials/testimonial";
import type { Db } from "../store/db/db";
import { writeSubmissions } from "../store/repos/submissions";

/** The body of a submission every rule accepts. */
export const SAMPLE_SUBMISSION = {
  name: "Ana Lima",
  company: "Acme",
  relationship: "Client",
  comment: "Clear advice, delivered on time.",
  consent: true,
};

/** The sample, with `overrides`, as the shared rules hand it to the store. */
export function validSubmission(
  overrides: Record<string, unknown> = {},
): ValidTestimonial {
  const result = validateTestimonial({ ...SAMPLE_SUBMISSION, ...overrides });
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

/**
 * Stores `input` as a pending testimonial through the submit call's writer,
 * without its rate limit: an identical one from the same `clientKey` within
 * the duplicate window comes back with `duplicate: true`.
 */
export async function insertPending(
  db: Db,
  input: ValidTestimonial,
  clientKey: string | null,
  lang?: SiteLanguage,
): Promise<{ id: string; duplicate: boolean }> {
  const [outcome] = await writeSubmissions(db, [
    { input, clientKey, limitPerHour: null, lang },
  ]);
  if (outcome!.kind === "limited") throw new Error("unreachable: no limit");
  return { id: outcome!.id, duplicate: outcome!.kind === "duplicate" };
}
