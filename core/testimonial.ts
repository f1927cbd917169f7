import * as z from "zod/mini";
import { RELATIONSHIPS, type Relationship } from "./relationships.ts";

/** Limits the spec leaves open, decided in DESIGN.md and issue #3. */
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

// A lone UTF-16 surrogate is not text (PostgreSQL cannot store it).
const LONE_SURROGATE = /\p{Surrogate}/u;
// Newlines are allowed (comments have paragraphs); every other C0/C1 control
// character is not.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/;
// Embeddings, overrides and isolates reorder the text that follows them, so a
// name or comment could display differently from what was typed and stored.
// The marks LRM, RLM and ALM open no span and stay allowed.
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
// What a reader cannot see: whitespace, default-ignorable code points (zero-
// width spaces, joiners, Hangul fillers, variation selectors, direction
// marks...) and the Braille blank, which fonts draw empty.
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** Code points a reader can see; the minimum lengths count only these. */
function visibleLength(value: string): number {
  let visible = 0;
  for (const char of value) if (!INVISIBLE.test(char)) visible++;
  return visible;
}

const text = (
  label: string,
  required: string | null,
  max: number,
  tooLong: string,
) =>
  z.string(`${label} must be text`).check(
    z.overwrite((value) => value.replace(/\r\n?/g, "\n")),
    z.trim(),
    z.normalize("NFC"),
    z.refine((value) => !LONE_SURROGATE.test(value), MESSAGES.invalidText),
    z.refine((value) => !CONTROL.test(value), MESSAGES.controlCharacters),
    z.refine(
      (value) => !DIRECTION_CONTROL.test(value),
      MESSAGES.directionControls,
    ),
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
  name: text(
    "Name",
    MESSAGES.nameRequired,
    LIMITS.nameMax,
    MESSAGES.nameTooLong,
  ),
  company: z.pipe(
    z.transform(emptyWhenAbsent),
    text("Company", null, LIMITS.companyMax, MESSAGES.companyTooLong),
  ),
  relationship: z.pipe(
    z.transform(emptyWhenAbsent),
    z.union(
      [z.literal(""), z.enum(RELATIONSHIPS)],
      MESSAGES.relationshipInvalid,
    ),
  ),
  comment: text(
    "Comment",
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
