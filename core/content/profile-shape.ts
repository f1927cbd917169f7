import { z } from "zod";
import { contentText, type ContentMode } from "./content-text";
import { ICON_NAMES } from "./icon-names";
import { LANGUAGE_LEVELS } from "./language-levels";

// zod compiles object parsers with `new Function` when it can, and finds out
// whether it can by trying; under the admin's CSP (no 'unsafe-eval') that
// try is reported as a violation. Content is parsed rarely and is small: the
// interpreted parser is fast enough everywhere.
z.config({ jitless: true });

/** The anchors a navigation entry may point at: the page's sections. */
export const SECTION_ANCHORS = [
  "#home",
  "#expertise",
  "#profile",
  "#academic",
  "#testimonials",
  "#elsewhere",
] as const;

const LONG = 2_000;
/**
 * The privacy notice: a page of its own, with headings.
 * @internal
 */
export const PRIVACY_TEXT_MAX = 20_000;

const LINK_SCHEMES = ["https:", "http:", "mailto:", "tel:"];
const isLink = (value: string) => {
  try {
    return LINK_SCHEMES.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const isHttpsLink = (value: string) => {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
};
const LINK_MESSAGE =
  "must be a link starting with https:, http:, mailto: or tel:";

const year = z
  .number({ error: "must be a year" })
  .int("must be a whole year")
  .min(1900, "must be 1900 or later")
  .max(2200, "must be 2200 or earlier");

/** Bar admissions: the first year the form accepts; the last is the current one. */
const ADMISSION_FIRST_YEAR = 1950;
const admissionYear = (mode: ContentMode) => {
  const year = z
    .number({ error: "must be a year" })
    .int("must be a whole year")
    .min(ADMISSION_FIRST_YEAR, `must be ${ADMISSION_FIRST_YEAR} or later`);
  // What the owner sends is held to today's year, read when checked (a
  // server running over New Year accepts the new year); what the store holds
  // is not, so a clock set back never stops content from loading.
  return mode === "read"
    ? year.max(2200, "must be 2200 or earlier")
    : year.refine((value) => value <= new Date().getUTCFullYear(), {
        error: () => `must be ${new Date().getUTCFullYear()} or earlier`,
      });
};

const list = <T extends z.ZodType>(item: T, min: number, max: number) =>
  z
    .array(item)
    .min(
      min,
      min === 1 ? "needs at least one entry" : `needs at least ${min} entries`,
    )
    .max(max, `may have at most ${max} entries`);

const icon = z.enum(ICON_NAMES, { error: "must be one of the offered icons" });

/**
 * The content document: the owner's profile fields, the page's texts, with
 * their limits. Texts are one line unless the editor gives them several
 * (descriptions, paragraphs, the privacy notice).
 */
export function profileShape(mode: ContentMode) {
  const { text, optionalText, lines, optionalLines, fileName } =
    contentText(mode);
  const link = text(500).refine(isLink, LINK_MESSAGE);
  const optionalLink = optionalText(500).refine(
    (value) => value === "" || isLink(value),
    LINK_MESSAGE,
  );

  /**
   * A bar the owner is admitted to: one of the shared identity's facts
   * (docs/decisions/047-bar-admissions.md). The jurisdiction is the owner's
   * own words, the same in every language ("Ordem dos Advogados (Portugal)").
   */
  const admission = z.object({
    jurisdiction: text(120),
    year: admissionYear(mode),
    registration: optionalText(60),
    registerUrl: optionalText(500).refine(
      (value) => value === "" || isHttpsLink(value),
      "must be a link starting with https:",
    ),
  });

  const recognition = z.object({ title: text(), issuer: text(), year });
  const elsewhere = z
    .object({ title: text(), url: link, description: lines(LONG) })
    .nullable()
    .default(null);

  /** The portrait's derived files are stored by `id` (a content hash); see server/images/portrait/. */
  const portrait = z.object({
    id: z.string().regex(/^[a-f0-9]{16,64}$/, "must be a portrait id"),
    alt: text(300),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    /** The widths derived, smallest first; every width exists as AVIF, WebP and JPEG. */
    widths: z.array(z.number().int().positive()).min(1).max(6),
  });

  /**
   * Texts that stand on the page as content. Their defaults are the
   * product's original headings; interface strings (buttons, labels,
   * messages) are not content.
   */
  const headings = z.object({
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
    /** Empty: the page language's own words ("Bar admissions"). */
    admissions: optionalText(),
  });

  return z.object({
    name: text(),
    title: text(),
    subtitle: lines(LONG),
    /** The hero's headline: typed in a character at a time (the spec's), or shown still. */
    headlineEffect: z.enum(["typed", "still"]).default("typed"),
    email: z.email("must be an e-mail address").max(200),
    phone: optionalText(50),
    /** The professional network profile ("Start a Conversation" links here). */
    linkedinUrl: link,
    bookingUrl: optionalLink,
    websiteUrl: optionalLink,
    /** Empty: derived from the name (see cvFileName in core/content/profile-derived.ts). */
    cvFileName: fileName(100, ".html"),
    /** The PDF CV's paper: A4, or US Letter for readers in North America. */
    cvPaper: z.enum(["A4", "LETTER"]).default("A4"),
    book: elsewhere,
    podcast: elsewhere,
    accentColor: z
      .string()
      .regex(
        /^\d{1,3} \d{1,3}% \d{1,3}%$/,
        'must be HSL components like "213 94% 68%"',
      ),
    portrait: portrait.nullable().default(null),
    /** Bar admissions: shared by every language; none in content written before them. */
    admissions: list(admission, 0, 10).default([]),
    seo: z.object({
      /** Empty: "{name} | {title}". */
      title: optionalText(),
      description: lines(500),
      keywords: list(text(80), 0, 30),
    }),
    navigation: list(
      z.object({ name: text(40), href: z.enum(SECTION_ANCHORS) }),
      1,
      6,
    ),
    headings: headings.prefault({}),
    about: list(lines(LONG), 1, 6),
    waysOfWorking: list(lines(500), 0, 10),
    coreAreas: list(
      z.object({ title: text(), description: lines(500), icon }),
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
        highlights: list(lines(500), 0, 10),
      }),
      0,
      10,
    ),
    education: list(
      z.object({
        title: text(),
        school: text(),
        year,
        detail: optionalLines(500),
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
    certifications: list(recognition, 0, 20),
    awards: list(recognition, 0, 20),
    personalNote: optionalLines(LONG),
    testimonials: z.object({
      /** Bar rules on lawyers' advertising differ by country: the owner may hide the section. */
      show: z.boolean(),
      hideCompanies: z.boolean(),
      /** A small "Invited" mark beside testimonials sent through an invitation link. */
      showInvitedMark: z.boolean().default(true),
      disclaimer: optionalLines(500),
      /** Shown while no testimonial is approved; null: none (the owner removed it). */
      fallback: z
        .object({
          name: text(),
          company: optionalText(),
          relationship: z.enum(["", "Client", "Colleague", "Partner", "Other"]),
          comment: lines(LONG),
        })
        .nullable(),
    }),
    /**
     * Texts the interface has a default for that speak in the owner's voice
     * (docs/decisions/037-owner-tone-texts.md). Empty: the page language's
     * own text.
     */
    tone: z
      .object({
        /** The toast after a testimonial is sent ("Thank you. Coffee on me next time."). */
        thanks: optionalText(),
        /** The not-found page's line ("Oops! Page not found"). */
        notFound: optionalText(),
        /** The notice an enquiry's sender acknowledges ("Sending this message does not create a lawyer–client relationship. …"). */
        enquiryNotice: optionalLines(600),
        /** Shown once an enquiry is sent ("Thank you. I usually answer within two working days."). */
        enquiryThanks: optionalText(300),
      })
      .prefault({}),
    privacy: z
      .object({
        /**
         * The privacy page's text: paragraphs separated by a blank line, "## "
         * starting a heading, "- " a list item. Empty: the default notice in
         * the page's language, with the owner's name and e-mail filled in.
         */
        text: optionalLines(PRIVACY_TEXT_MAX),
      })
      .prefault({}),
  });
}
