// What the owner's professional-rules settings mean for the site: her bars'
// defaults combined (the stricter wins, presets.ts), then her overrides.
// The page, the public list call, the editor's word check and the
// advertising record all read this one answer.
import {
  PROFESSIONAL_RULES_DEFAULTS,
  type ProfessionalRulesSettings,
} from "../api/professional-rules.ts";
import type { FlaggedRuleId, RecordedSpecialisation } from "./flagged-words.ts";
import {
  ATTORNEY_ADVERTISING,
  combinePresets,
  RESULTS_DISCLAIMER,
  type AdvertisingRecord,
  type TestimonialDisplay,
  type Texts,
  type Visibility,
} from "./presets.ts";

/**
 * The record's rhythm when no chosen bar sets one: New York's, the
 * strictest found (a copy at least every 90 days, kept a year).
 */
export const RECORD_FALLBACK: AdvertisingRecord = {
  keepDays: 365,
  everyDays: 90,
};

export interface EffectiveRules {
  testimonials: TestimonialDisplay;
  companyNames: Visibility;
  /** The labels the home page carries; empty: none. */
  advertisingLabels: readonly Texts[];
  /** Shown with the testimonials when they are shown "with-disclaimer"; null otherwise. */
  resultsDisclaimer: Texts | null;
  /** A chosen bar asks for the office address line and none is set. */
  officeAddressMissing: boolean;
  officeAddress: string;
  regulatoryNotice: string;
  regulatorLink: string;
  record: AdvertisingRecord;
  /** The enquiry form's notice where the owner wrote none; null: the site's general one. */
  enquiryNotice: Texts | null;
  flaggedRules: readonly FlaggedRuleId[];
  specialisations: readonly RecordedSpecialisation[];
}

export function effectiveRules(
  settings: ProfessionalRulesSettings = PROFESSIONAL_RULES_DEFAULTS,
): EffectiveRules {
  const combined = combinePresets(settings.bars);
  const { overrides } = settings;
  const testimonials =
    overrides.testimonials?.value ?? combined.testimonials.value;
  const showLabel =
    overrides.advertisingLabel?.value ?? combined.advertisingLabels.length > 0;
  const presetRecord = combined.advertisingRecord ?? RECORD_FALLBACK;
  return {
    testimonials,
    companyNames: overrides.companyNames?.value ?? combined.companyNames.value,
    advertisingLabels: !showLabel
      ? []
      : combined.advertisingLabels.length > 0
        ? combined.advertisingLabels
        : [ATTORNEY_ADVERTISING],
    resultsDisclaimer:
      testimonials === "with-disclaimer"
        ? (combined.resultsDisclaimer ?? RESULTS_DISCLAIMER)
        : null,
    officeAddressMissing:
      combined.officeAddressRequired && settings.officeAddress.trim() === "",
    officeAddress: settings.officeAddress,
    regulatoryNotice: settings.regulatoryNotice,
    regulatorLink: settings.regulatorLink,
    record: {
      keepDays: overrides.recordKeepDays?.value ?? presetRecord.keepDays,
      everyDays: overrides.recordEveryDays?.value ?? presetRecord.everyDays,
    },
    enquiryNotice: combined.enquiryNotice.value,
    flaggedRules: combined.flaggedRules,
    specialisations: settings.specialisations,
  };
}
