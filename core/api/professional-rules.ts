// The admin API's professional-rules shapes (GET and PUT
// /api/admin/professional-rules, server/routes/admin/admin-professional-rules.ts;
// read by web/admin/settings). What they mean for the site is
// core/professional-rules/effective.ts.
import type { RecordedSpecialisation } from "../professional-rules/flagged-words.ts";
import type {
  BarId,
  TestimonialDisplay,
  Visibility,
} from "../professional-rules/presets.ts";

/** The owner's choice over a preset's default, and when she made it. */
interface Override<T> {
  value: T;
  /** ISO date-time the server stamped when the value was chosen. */
  at: string;
}

/** What the owner may choose over her bars' defaults. */
export interface OverrideValues {
  testimonials: TestimonialDisplay;
  companyNames: Visibility;
  /** Whether the home page carries the advertising label. */
  advertisingLabel: boolean;
  /** Days each copy in the advertising record is kept. */
  recordKeepDays: number;
  /** Days after which a fresh copy is taken even with no change. */
  recordEveryDays: number;
}

export type OverrideKey = keyof OverrideValues;

export const OVERRIDE_KEYS = [
  "testimonials",
  "companyNames",
  "advertisingLabel",
  "recordKeepDays",
  "recordEveryDays",
] as const satisfies readonly OverrideKey[];

/** The ranges the record's day counts may take. */
export const RECORD_DAYS = {
  keep: { min: 30, max: 3650 },
  every: { min: 1, max: 365 },
} as const;

/** Limits on the owner's free texts. */
export const RULES_TEXT_LIMITS = {
  officeAddress: 200,
  regulatoryNotice: 500,
  regulatorLink: 500,
  specialisationArea: 120,
  specialisationBody: 160,
  specialisations: 10,
} as const;

/** GET /professional-rules: what is stored, overrides dated. */
export interface ProfessionalRulesSettings {
  /** The bars the owner says she is admitted to; empty reads as "none". */
  bars: BarId[];
  overrides: { [K in OverrideKey]?: Override<OverrideValues[K]> };
  /** Recognised specialisations: the words "specialist" and its forms are no longer flagged. */
  specialisations: RecordedSpecialisation[];
  /** The principal office address line shown in the page's footer ("" none). */
  officeAddress: string;
  /** Regulatory information shown in the footer, e.g. the SRA's wording ("" none). */
  regulatoryNotice: string;
  /** An https link beside it, e.g. to the regulator's register or badge page ("" none). */
  regulatorLink: string;
}

/**
 * PUT /professional-rules: the same without dates. An override whose value
 * is new or changed is stamped now; an unchanged one keeps its date; a key
 * left out drops the override (the bars' default applies again).
 */
export interface ProfessionalRulesChange extends Omit<
  ProfessionalRulesSettings,
  "overrides"
> {
  overrides: Partial<OverrideValues>;
}

export const PROFESSIONAL_RULES_DEFAULTS: ProfessionalRulesSettings = {
  bars: [],
  overrides: {},
  specialisations: [],
  officeAddress: "",
  regulatoryNotice: "",
  regulatorLink: "",
};
