// The English phrases the compliance summary is written with (the admin
// is in English): each value in a few words, verbs that agree with one
// preset or several, lists, days and dates.
import type { FlaggedRuleId } from "./flagged-words.ts";
import {
  PRESETS,
  type BarId,
  type TestimonialDisplay,
  type Visibility,
} from "./presets.ts";

export type SummaryRule =
  | "testimonials"
  | "companyNames"
  | "advertisingLabel"
  | "resultsDisclaimer"
  | "officeAddress"
  | "advertisingRecord"
  | "enquiryNotice"
  | "flaggedWords";
export const RULE_TITLES: Readonly<Record<SummaryRule, string>> = {
  testimonials: "Testimonials",
  companyNames: "Company names",
  advertisingLabel: "Advertising label",
  resultsDisclaimer: "Results disclaimer",
  officeAddress: "Office address line",
  advertisingRecord: "Advertising record",
  enquiryNotice: "Contact form notice",
  flaggedWords: "Flagged words",
};

/** "3 December 2026", in the given time zone (the browser's when none is given). */
export function formatRuleDate(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  }).format(new Date(iso));
}

/** A verb phrase in the third person singular and plural. */
export type Does = { one: string; many: string; base: string };
export const verb = (base: string, one: string): Does => ({
  one,
  many: base,
  base,
});

export const TESTIMONIALS_DO: Record<TestimonialDisplay, Does> = {
  shown: verb("show them", "shows them"),
  "with-disclaimer": verb(
    "show them with a results disclaimer",
    "shows them with a results disclaimer",
  ),
  hidden: verb("hide them", "hides them"),
};
export const TESTIMONIALS_NOW: Record<TestimonialDisplay, string> = {
  shown: "Testimonials are shown",
  "with-disclaimer": "Testimonials are shown with a results disclaimer",
  hidden: "Testimonials are hidden",
};
export const TESTIMONIALS_VALUE: Record<TestimonialDisplay, string> = {
  shown: "Shown",
  "with-disclaimer": "Shown with a results disclaimer",
  hidden: "Hidden",
};
export const NAMES_DO: Record<Visibility, Does> = {
  shown: verb("show them", "shows them"),
  hidden: verb("hide them", "hides them"),
};

export const FLAGGED_WORDS: Readonly<Record<FlaggedRuleId, string>> = {
  specialist: "“specialist” and its forms",
  expert: "“expert”",
  superlative: "superlatives such as “the best”",
  guarantee: "promises such as “guaranteed”",
};

const barName = (bar: BarId) => PRESETS[bar].name.en;

export const list = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** "the Portugal preset hides them", "the Portugal and New York presets hide them". */
export function presetsDo(bars: readonly BarId[], does: Does) {
  if (bars.length === 0 || (bars.length === 1 && bars[0] === "none"))
    return `with no bar chosen, the site ${does.one}`;
  const names = list(bars.map(barName));
  return bars.length === 1
    ? `the ${names} preset ${does.one}`
    : `the ${names} presets ${does.many}`;
}

export function sentence(now: string, ...parts: (string | null)[]) {
  return `${[now, ...parts.filter(Boolean)].join("; ")}.`;
}

export const days = (n: number) => (n === 1 ? "1 day" : `${n} days`);
export const every = (n: number) => (n === 1 ? "every day" : `every ${n} days`);
