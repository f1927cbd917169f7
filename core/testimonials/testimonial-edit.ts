import * as z from "zod/mini";
import { testimonialInputSchema } from "./testimonial";

/**
 * The owner's edit of the displayed text: the same rules as a submission
 * (trimming, lengths, relationship, no control characters), without consent,
 * which stays the visitor's.
 */
const testimonialEditSchema = z.omit(testimonialInputSchema, {
  consent: true,
});

export type TestimonialEditInput = z.input<typeof testimonialEditSchema>;
export type TestimonialEdit = z.output<typeof testimonialEditSchema>;
export type EditField = keyof TestimonialEdit;

export type EditResult =
  | { ok: true; value: TestimonialEdit }
  | { ok: false; errors: Partial<Record<EditField, string>>; message: string };

/** Validates an edit; returns the first message for each invalid field. */
export function validateTestimonialEdit(input: unknown): EditResult {
  const result = testimonialEditSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: Partial<Record<EditField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as EditField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  const message = Object.values(errors)[0] ?? "Invalid edit";
  return { ok: false, errors, message };
}
