// The owner's professional rules in an export: one "rules" record, the row
// as the admin API answers it (overrides with their dates). A file from
// before them has none, and the store keeps its own (the defaults on a new
// store).
import {
  OVERRIDE_KEYS,
  type ProfessionalRulesSettings,
} from "../../../core/api/professional-rules";
import {
  ownFields,
  professionalRulesProblem,
} from "../repos/professional-rules";

/** The stored row, as one JSON object under the wire shape's names. */
export const PROFESSIONAL_RULES_ROW = `SELECT jsonb_build_object(
    'bars', to_jsonb(bars), 'overrides', overrides,
    'specialisations', specialisations, 'officeAddress', office_address,
    'regulatoryNotice', regulatory_notice, 'regulatorLink', regulator_link
  ) AS row FROM professional_rules`;

const INSTANT =
  /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?(Z|[+-]\d\d(:\d\d)?)$/;

/** What is wrong with `value` as stored settings (dated overrides), or null. */
function settingsProblem(value: unknown): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return "must be an object";
  const { overrides } = value as { overrides?: unknown };
  if (
    typeof overrides !== "object" ||
    overrides === null ||
    Array.isArray(overrides)
  )
    return "overrides must be an object";
  const values: Record<string, unknown> = {};
  for (const [key, given] of Object.entries(overrides)) {
    if (!(OVERRIDE_KEYS as readonly string[]).includes(key))
      return `overrides may only name ${OVERRIDE_KEYS.join(", ")}`;
    if (typeof given !== "object" || given === null || Array.isArray(given))
      return `overrides.${key} must be an object with value and at`;
    const { value: chosen, at } = given as Record<string, unknown>;
    if (typeof at !== "string" || !INSTANT.test(at) || isNaN(Date.parse(at)))
      return `overrides.${key}.at must be a date and time`;
    values[key] = chosen;
  }
  return professionalRulesProblem({ ...value, overrides: values });
}

/** The export's professional rules, checked; throws one line when they break a rule. */
export function checkedProfessionalRules(
  row: Record<string, unknown>,
): ProfessionalRulesSettings {
  const problem = settingsProblem(row);
  if (problem) throw new Error(`professional rules: ${problem}`);
  const settings = ownFields(row as unknown as ProfessionalRulesSettings);
  const overrides: Record<string, { value: unknown; at: string }> = {};
  for (const [key, { value, at }] of Object.entries(settings.overrides))
    overrides[key] = { value, at: new Date(at).toISOString() };
  return { ...settings, overrides };
}
