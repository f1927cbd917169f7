// The professional rules as the panel's form holds them: an override is
// there or not (absent: the bars' default applies), the record's days as
// typed (empty: the default), and back to the shape PUT takes.
import {
  OVERRIDE_KEYS,
  type OverrideValues,
  type ProfessionalRulesChange,
  type ProfessionalRulesSettings,
} from "../../../../core/api/professional-rules";

type DayKey = "recordKeepDays" | "recordEveryDays";
type ChoiceKey = Exclude<keyof OverrideValues, DayKey>;

export interface RulesDraft extends Omit<ProfessionalRulesChange, "overrides"> {
  choices: Partial<Pick<OverrideValues, ChoiceKey>>;
  /** The record's day counts as typed; "" follows the default. */
  days: Record<DayKey, string>;
}

export function toDraft(settings: ProfessionalRulesSettings): RulesDraft {
  const { overrides } = settings;
  const choices: RulesDraft["choices"] = {};
  if (overrides.testimonials)
    choices.testimonials = overrides.testimonials.value;
  if (overrides.companyNames)
    choices.companyNames = overrides.companyNames.value;
  if (overrides.advertisingLabel)
    choices.advertisingLabel = overrides.advertisingLabel.value;
  return {
    bars: settings.bars.filter((bar) => bar !== "none"),
    choices,
    days: {
      recordKeepDays: String(overrides.recordKeepDays?.value ?? ""),
      recordEveryDays: String(overrides.recordEveryDays?.value ?? ""),
    },
    specialisations: settings.specialisations.map((s) => ({ ...s })),
    officeAddress: settings.officeAddress,
    regulatoryNotice: settings.regulatoryNotice,
    regulatorLink: settings.regulatorLink,
  };
}

// A partial number goes as it is (NaN, sent as null): the server names the field it refuses.
const typedDays = (typed: string) =>
  typed.trim() === "" ? undefined : Number(typed.trim());

export function fromDraft(draft: RulesDraft): ProfessionalRulesChange {
  const { choices, days, ...rest } = draft;
  const overrides: Partial<OverrideValues> = { ...choices };
  for (const key of ["recordKeepDays", "recordEveryDays"] as const) {
    const value = typedDays(days[key]);
    if (value !== undefined) overrides[key] = value;
  }
  return { ...rest, overrides };
}

/** The form's fields a server message can name; its message starts with the name. */
const RULE_FIELDS = [
  ...OVERRIDE_KEYS.map((key) => `overrides.${key}` as const),
  "officeAddress",
  "regulatoryNotice",
  "regulatorLink",
  "bars",
] as const;

/**
 * The id of the control a server message names: a field above, or a
 * specialisation's area or body (`specialisations[2].area`).
 */
export function namedControl(message: string): string | null {
  const specialisation = /^specialisations\[(\d+)\]\.(area|certifiedBy) /.exec(
    message,
  );
  if (specialisation)
    return `rules-specialisation-${specialisation[1]}-${specialisation[2]}`;
  const field = RULE_FIELDS.find((name) => message.startsWith(`${name} `));
  return field ? `rules-${field.replace("overrides.", "")}` : null;
}
