import { z } from "zod";
import { ICON_NAMES } from "./icon-names";
import { LANGUAGE_LEVELS } from "./language-levels";

// zod compiles object parsers with `new Function` when it can, and finds out
// whether it can by trying; under the admin's CSP (no 'unsafe-eval') that
// try is reported as a violation. Content is parsed rarely and is small: the
// interpreted parser is fast enough everywhere.
z.config({ jitless: true });

// The levels and their bars live in ./language-levels (no zod there).
export { LANGUAGE_LEVELS } from "./language-levels";

/** The anchors a navigation entry may point at: the page's sections. */
export const SECTION_ANCHORS = [
  "#home",
  "#expertise",
  "#profile",
  "#academic",
  "#testimonials",
  "#elsewhere",
] as const;

/** A published or draft revision is at most this many bytes of JSON. */
export const MAX_CONTENT_BYTES = 256 * 1024;

const SHORT = 200;
const LONG = 2_000;
/** The privacy notice: a page of its own, with headings. */
export const PRIVACY_TEXT_MAX = 20_000;

// Control characters other than tab and newline never belong in page text.
const isControl = (code: number) =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
  code === 0x7f;
const hasControl = (value: string) => {
  for (let i = 0; i < value.length; i++)
    if (isControl(value.charCodeAt(i))) return true;
  return false;
};

const textOf = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine(
      (value) => !hasControl(value),
      "must not contain control characters",
    );
/** Required text: at least one visible character. */
const text = (max = SHORT) => textOf(max).min(1, "is required");
/** Text the owner may leave empty. */
const optionalText = (max = SHORT) => textOf(max).default("");

const LINK_SCHEMES = ["https:", "http:", "mailto:", "tel:"];
const isLink = (value: string) => {
  try {
    return LINK_SCHEMES.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const link = text(500).refine(
  isLink,
  "must be a link starting with https:, http:, mailto: or tel:",
);
const optionalLink = z.union([z.literal(""), link]).default("");

const year = z
  .number({ error: "must be a year" })
  .int("must be a whole year")
  .min(1900, "must be 1900 or later")
  .max(2200, "must be 2200 or earlier");

const list = <T extends z.ZodType>(item: T, min: number, max: number) =>
  z
    .array(item)
    .min(
      min,
      min === 1 ? "needs at least one entry" : `needs at least ${min} entries`,
    )
    .max(max, `may have at most ${max} entries`);

const icon = z.enum(ICON_NAMES, { error: "must be one of the offered icons" });

const recognitionSchema = z.object({
  title: text(),
  issuer: text(),
  year,
});

/** The portrait's derived files are stored by `id` (a content hash); see server/portrait/. */
const portraitSchema = z.object({
  id: z.string().regex(/^[a-f0-9]{16,64}$/, "must be a portrait id"),
  alt: text(300),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The widths derived, smallest first; every width exists as AVIF, WebP and JPEG. */
  widths: z.array(z.number().int().positive()).min(1).max(6),
});

/**
 * Texts that stand on the page as content. Their defaults are the
 * specification's texts; interface strings (buttons, labels, messages) are
 * not content.
 */
const headingsSchema = z.object({
  coreAreas: text().default("Core Areas"),
  about: text().default("About Me"),
  waysOfWorking: text().default("Ways of working"),
  industries: text().default("Industries"),
  journey: text().default("My Legal & Business Journey"),
  academic: text().default("Academic Background"),
  education: text().default("Education"),
  languages: text().default("Languages"),
  recognition: text().default("Certifications & Recognition"),
  testimonials: text().default("Their Words, Not Mine"),
  testimonialsSubtitle: text().default("Completely bias-free"),
  elsewhere: text().default("As read on"),
  callToAction: text().default("Start a Conversation"),
  booking: text().default("Book a call"),
});

const profileSchema = z.object({
  name: text(),
  title: text(),
  subtitle: text(LONG),
  email: z.email("must be an e-mail address").max(SHORT),
  phone: optionalText(50),
  /** The professional network profile ("Start a Conversation" links here). */
  linkedinUrl: link,
  bookingUrl: optionalLink,
  websiteUrl: optionalLink,
  /** Empty: derived from the name (see cvFileName in core/profile-derived.ts). */
  cvFileName: z
    .union([
      z.literal(""),
      text(100).regex(/^[^/\\]+\.html$/, "must be a file name ending in .html"),
    ])
    .default(""),
  book: z
    .object({ title: text(), url: link, description: text(LONG) })
    .nullable()
    .default(null),
  podcast: z
    .object({ title: text(), url: link, description: text(LONG) })
    .nullable()
    .default(null),
  accentColor: z
    .string()
    .regex(
      /^\d{1,3} \d{1,3}% \d{1,3}%$/,
      'must be HSL components like "213 94% 68%"',
    ),
  portrait: portraitSchema.nullable().default(null),
  seo: z.object({
    /** Empty: "{name} | {title}". */
    title: optionalText(),
    description: text(500),
    keywords: list(text(80), 0, 30),
  }),
  navigation: list(
    z.object({ name: text(40), href: z.enum(SECTION_ANCHORS) }),
    1,
    6,
  ),
  headings: headingsSchema.prefault({}),
  about: list(text(LONG), 1, 6),
  waysOfWorking: list(text(500), 0, 10),
  coreAreas: list(
    z.object({ title: text(), description: text(500), icon }),
    1,
    12,
  ),
  industries: list(z.object({ name: text(80), icon }), 0, 20),
  industriesUpdated: optionalText(80),
  /** Short phrases shown as chips under the hero's subtitle. */
  actionChips: list(text(60), 0, 12),
  experience: list(
    z.object({
      title: text(),
      company: text(),
      period: text(60),
      current: z.boolean(),
      highlights: list(text(500), 0, 10),
    }),
    0,
    10,
  ),
  education: list(
    z.object({
      title: text(),
      school: text(),
      year,
      detail: optionalText(500),
    }),
    0,
    12,
  ),
  languages: list(
    z.object({
      name: text(60),
      level: z.enum(LANGUAGE_LEVELS, { error: "must be one of the levels" }),
      /** Shown beside the bars, e.g. "Cambridge FCE"; empty shows the level's name. */
      note: optionalText(60),
    }),
    0,
    10,
  ),
  certifications: list(recognitionSchema, 0, 20),
  awards: list(recognitionSchema, 0, 20),
  personalNote: optionalText(LONG),
  testimonials: z.object({
    /** Bar rules on lawyers' advertising differ by country: the owner may hide the section. */
    show: z.boolean(),
    hideCompanies: z.boolean(),
    /** A small "Invited" mark beside testimonials sent through an invitation link. */
    showInvitedMark: z.boolean().default(true),
    disclaimer: optionalText(500),
    /** Shown while no testimonial is approved. */
    fallback: z.object({
      name: text(),
      company: optionalText(),
      relationship: z.enum(["", "Client", "Colleague", "Partner", "Other"]),
      comment: text(LONG),
    }),
  }),
  privacy: z
    .object({
      /**
       * The privacy page's text: paragraphs separated by a blank line, "## "
       * starting a heading, "- " a list item. Empty: the default notice in
       * the page's language, with the owner's name and e-mail filled in.
       */
      text: optionalText(PRIVACY_TEXT_MAX),
    })
    .prefault({}),
});

/** The content as the owner writes it (defaults may be left out). */
export type ProfileInput = z.input<typeof profileSchema>;
/** The content as the page reads it: validated, with every default filled in. */
export type Profile = z.output<typeof profileSchema>;

export interface ContentIssue {
  /** The field's path, dotted: "experience.0.highlights.1". */
  path: string;
  message: string;
}

export type ContentCheck =
  { ok: true; profile: Profile } | { ok: false; issues: ContentIssue[] };

/** Checks content against the schema and the size limit; never throws. */
export function checkProfile(value: unknown): ContentCheck {
  const bytes = new TextEncoder().encode(JSON.stringify(value ?? null)).length;
  if (bytes > MAX_CONTENT_BYTES)
    return {
      ok: false,
      issues: [
        {
          path: "",
          message: `is ${Math.ceil(bytes / 1024)} KiB; content may be at most ${MAX_CONTENT_BYTES / 1024} KiB`,
        },
      ],
    };
  const result = profileSchema.safeParse(value);
  if (result.success) return { ok: true, profile: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      path: issue.path.join("."),
      message: issue.message,
    })),
  };
}

/** A content mistake: one line per problem, each naming the field. */
export class ContentError extends Error {
  constructor(
    readonly issues: ContentIssue[],
    source = "profile",
  ) {
    super(
      issues
        .map(
          (issue) =>
            `${source}${issue.path ? `.${issue.path}` : ""}: ${issue.message}`,
        )
        .join("\n"),
    );
    this.name = "ContentError";
  }
}

/** Validates content; throws a ContentError naming every wrong field. */
export function assertValidProfile(value: unknown, source?: string): Profile {
  const check = checkProfile(value);
  if (check.ok) return check.profile;
  throw new ContentError(check.issues, source);
}
