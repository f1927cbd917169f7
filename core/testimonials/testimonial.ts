import * as z from "zod/mini";
import { RELATIONSHIPS, type Relationship } from "./relationships.ts";
import {
  textProblem,
  visibleLength,
  type TextProblem,
  type TextShape,
} from "../text-rule.ts";

/**
 * The submission's limits: a comment of at least 10 characters (trimmed) is
 * the product's rule; the maximums (name and company 100, comment 2000) are
 * this project's, listed with the other rules in README.md ("The rules").
 */
export const LIMITS = {
  nameMax: 100,
  companyMax: 100,
  commentMin: 10,
  commentMax: 2000,
} as const;

/** The consent wording shown beside the checkbox; stored with each submission. */
export const CONSENT_TEXT = "I agree to have this displayed on the site";
export const CONSENT_VERSION = 1;

/** A field real visitors never see or fill; bots that fill it are ignored. */
export const HONEYPOT_FIELD = "website";

/**
 * Whether a submitted body fills the trap (the testimonial and the enquiry
 * calls alike). Only a non-empty string does; `false`, `0` or `null` is no
 * bot's doing.
 */
export const honeypotFilled = (body: Record<string, unknown>) => {
  const value = body[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
};

/** The rules' messages; the page finds each by its text to say it in its language. */
export const MESSAGES = {
  nameRequired: "Please enter your name",
  nameTooLong: `Name must be at most ${LIMITS.nameMax} characters`,
  companyTooLong: `Company must be at most ${LIMITS.companyMax} characters`,
  relationshipInvalid: `Relationship must be one of ${RELATIONSHIPS.join(", ")}`,
  commentRequired: "Please enter your testimonial",
  commentTooShort: `Comment must be at least ${LIMITS.commentMin} characters`,
  commentTooLong: `Comment must be at most ${LIMITS.commentMax} characters`,
  consentRequired:
    "Please agree to have your testimonial displayed on the site",
  controlCharacters: "Text must not contain control characters",
  directionControls:
    "Text must not contain direction-changing control characters",
  invalidText: "Text contains invalid characters",
} as const;
export type MessageKey = keyof typeof MESSAGES;

const KEY_OF_MESSAGE = new Map<string, MessageKey>(
  Object.entries(MESSAGES).map(([key, text]) => [text, key as MessageKey]),
);

// Each problem of the text rule (core/text-rule.ts) as a message the page
// can say in its own language; a line break in a one-line field is a control
// character to a visitor.
const PROBLEM_MESSAGES: Record<TextProblem, string> = {
  surrogate: MESSAGES.invalidText,
  lineBreak: MESSAGES.controlCharacters,
  control: MESSAGES.controlCharacters,
  direction: MESSAGES.directionControls,
};

/** A text field under the one text rule: CRLF to LF, trimmed, NFC, the rule, required or not, a maximum in UTF-16 units. */
export const textField = (
  label: string,
  shape: TextShape,
  required: string | null,
  max: number,
  tooLong: string,
) =>
  z.string(`${label} must be text`).check(
    z.overwrite((value) => value.replace(/\r\n?/g, "\n")),
    z.trim(),
    z.normalize("NFC"),
    z.superRefine((value, ctx) => {
      const problem = textProblem(value, shape);
      if (problem)
        ctx.addIssue({ code: "custom", message: PROBLEM_MESSAGES[problem] });
    }),
    ...(required
      ? [z.refine<string>((value) => visibleLength(value) > 0, required)]
      : []),
    // Counted in UTF-16 code units, as the browser's maxlength and the
    // store's CHECK constraints count (zod's maxLength counts code points, so
    // 1,001 emoji passed it and then broke the constraint: a 503).
    z.refine((value) => value.length <= max, tooLong),
  );

/** Optional fields may be left out or sent as null (the original client sends ""). */
const emptyWhenAbsent = (value: unknown) => value ?? "";

export const testimonialInputSchema = z.object({
  name: textField(
    "Name",
    "line",
    MESSAGES.nameRequired,
    LIMITS.nameMax,
    MESSAGES.nameTooLong,
  ),
  company: z.pipe(
    z.transform(emptyWhenAbsent),
    textField(
      "Company",
      "line",
      null,
      LIMITS.companyMax,
      MESSAGES.companyTooLong,
    ),
  ),
  relationship: z.pipe(
    z.transform(emptyWhenAbsent),
    z.union(
      [z.literal(""), z.enum(RELATIONSHIPS)],
      MESSAGES.relationshipInvalid,
    ),
  ),
  comment: textField(
    "Comment",
    "lines",
    MESSAGES.commentRequired,
    LIMITS.commentMax,
    MESSAGES.commentTooLong,
  ).check(
    z.refine((value) => {
      const visible = visibleLength(value);
      return visible === 0 || visible >= LIMITS.commentMin;
    }, MESSAGES.commentTooShort),
  ),
  consent: z.literal(true, MESSAGES.consentRequired),
});

export type ValidTestimonial = z.output<typeof testimonialInputSchema>;
export type TestimonialField = keyof ValidTestimonial;

/** A row of the public list, as the `testimonials_public` view returns it. */
export interface PublicTestimonial {
  id: string;
  name: string;
  company: string;
  relationship: Relationship | "" | null;
  comment: string;
  created_at: string;
  /**
   * The language of the page it was submitted on: one of SITE_LANGUAGES
   * (core/site-languages.ts) when written here; the store only promises a
   * short lowercase code.
   */
  lang: string;
  /** Sent through the owner's personal invitation link (not necessarily by a client). */
  invited: boolean;
}

export type ValidationResult =
  | { ok: true; value: ValidTestimonial }
  | {
      ok: false;
      errors: Partial<Record<TestimonialField, string>>;
      /** Each error as its MESSAGES key, for a client that shows the rule in another language. */
      keys: Partial<Record<TestimonialField, MessageKey>>;
      message: string;
    };

/** Validates a submission; returns the first message for each invalid field. */
export function validateTestimonial(input: unknown): ValidationResult {
  const result = testimonialInputSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: Partial<Record<TestimonialField, string>> = {};
  const keys: Partial<Record<TestimonialField, MessageKey>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as TestimonialField | undefined;
    if (!field || errors[field]) continue;
    errors[field] = issue.message;
    // Only a non-string value (never sent by the form) has a message of its own.
    keys[field] = KEY_OF_MESSAGE.get(issue.message) ?? "invalidText";
  }
  const message = Object.values(errors)[0] ?? "Invalid submission";
  return { ok: false, errors, keys, message };
}
