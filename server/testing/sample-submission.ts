// Test support: one well-formed submission, for the suites that need a valid
// testimonial and do not care which.
import {
  validateTestimonial,
  type ValidTestimonial,
} from "../../core/testimonials/testimonial";

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
