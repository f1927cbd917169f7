import {
  OVERRIDE_KEYS,
  PROFESSIONAL_RULES_DEFAULTS,
  RECORD_DAYS,
  RULES_TEXT_LIMITS,
  type OverrideKey,
  type OverrideValues,
  type ProfessionalRulesChange,
  type ProfessionalRulesSettings,
} from "../../../core/api/professional-rules";
import {
  effectiveRules,
  type EffectiveRules,
} from "../../../core/professional-rules/effective";
import type { RecordedSpecialisation } from "../../../core/professional-rules/flagged-words";
import { BARS } from "../../../core/professional-rules/presets";
import {
  TEXT_PROBLEM_TEXT,
  textProblem as checkText,
} from "../../../core/text-rule";
import type { Db, Queryable } from "../db/db";
import type { StoreChanges } from "../store-changes";
import { settingCache } from "./setting-cache";

/**
 * Professional-rules settings that cannot be kept: the message says which field and why.
 * @internal
 */
export class ProfessionalRulesRefused extends Error {}

const TESTIMONIAL_DISPLAYS = ["shown", "with-disclaimer", "hidden"] as const;
const VISIBILITIES = ["shown", "hidden"] as const;

const isWholeIn = (value: unknown, range: { min: number; max: number }) =>
  Number.isInteger(value) &&
  (value as number) >= range.min &&
  (value as number) <= range.max;

/** What is wrong with an override's value, or null. */
function overrideProblem(key: OverrideKey, value: unknown): string | null {
  switch (key) {
    case "testimonials":
      return (TESTIMONIAL_DISPLAYS as readonly unknown[]).includes(value)
        ? null
        : `overrides.testimonials must be one of ${TESTIMONIAL_DISPLAYS.join(", ")}`;
    case "companyNames":
      return (VISIBILITIES as readonly unknown[]).includes(value)
        ? null
        : `overrides.companyNames must be one of ${VISIBILITIES.join(", ")}`;
    case "advertisingLabel":
      return typeof value === "boolean"
        ? null
        : "overrides.advertisingLabel must be true or false";
    case "recordKeepDays":
      return isWholeIn(value, RECORD_DAYS.keep)
        ? null
        : `overrides.recordKeepDays must be a whole number of days from ${RECORD_DAYS.keep.min} to ${RECORD_DAYS.keep.max}`;
    case "recordEveryDays":
      return isWholeIn(value, RECORD_DAYS.every)
        ? null
        : `overrides.recordEveryDays must be a whole number of days from ${RECORD_DAYS.every.min} to ${RECORD_DAYS.every.max}`;
  }
}

function textProblem(
  field: string,
  value: unknown,
  limit: number,
  { singleLine, required = false }: { singleLine: boolean; required?: boolean },
): string | null {
  if (typeof value !== "string") return `${field} must be text`;
  if (value.length > limit)
    return `${field} must be at most ${limit} characters`;
  if (required && value.trim() === "") return `${field} must not be blank`;
  const problem = checkText(value, singleLine ? "line" : "lines");
  if (problem) return `${field} ${TEXT_PROBLEM_TEXT[problem]}`;
  return null;
}

function linkProblem(value: unknown): string | null {
  const problem = textProblem(
    "regulatorLink",
    value,
    RULES_TEXT_LIMITS.regulatorLink,
    { singleLine: true },
  );
  if (problem || value === "") return problem;
  let url: URL;
  try {
    url = new URL(value as string);
  } catch {
    return "regulatorLink must be empty or an https:// address";
  }
  return url.protocol === "https:" &&
    url.hostname !== "" &&
    !/\s/.test(value as string)
    ? null
    : "regulatorLink must be empty or an https:// address";
}

/**
 * What is wrong with `value` as a professional-rules change (the PUT's
 * body, undated overrides), or null. Exact types only.
 */
export function professionalRulesProblem(value: unknown): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return "Professional rules must be an object";
  const change = value as Record<keyof ProfessionalRulesChange, unknown>;
  const { bars, overrides, specialisations } = change;
  if (!Array.isArray(bars)) return "bars must be a list";
  for (const bar of bars)
    if (!(BARS as readonly unknown[]).includes(bar))
      return `bars may only name ${BARS.join(", ")}`;
  if (new Set(bars).size !== bars.length)
    return "bars must not name a bar twice";
  if (
    typeof overrides !== "object" ||
    overrides === null ||
    Array.isArray(overrides)
  )
    return "overrides must be an object";
  for (const [key, given] of Object.entries(overrides)) {
    if (!(OVERRIDE_KEYS as readonly string[]).includes(key))
      return `overrides may only name ${OVERRIDE_KEYS.join(", ")}`;
    const problem = overrideProblem(key as OverrideKey, given);
    if (problem) return problem;
  }
  if (!Array.isArray(specialisations)) return "specialisations must be a list";
  if (specialisations.length > RULES_TEXT_LIMITS.specialisations)
    return `specialisations must be at most ${RULES_TEXT_LIMITS.specialisations}`;
  for (const [i, s] of specialisations.entries()) {
    if (typeof s !== "object" || s === null || Array.isArray(s))
      return `specialisations[${i}] must be an object with area and certifiedBy`;
    const item = s as Record<keyof RecordedSpecialisation, unknown>;
    const problem =
      textProblem(
        `specialisations[${i}].area`,
        item.area,
        RULES_TEXT_LIMITS.specialisationArea,
        { singleLine: true, required: true },
      ) ??
      textProblem(
        `specialisations[${i}].certifiedBy`,
        item.certifiedBy,
        RULES_TEXT_LIMITS.specialisationBody,
        { singleLine: true, required: true },
      );
    if (problem) return problem;
  }
  return (
    textProblem(
      "officeAddress",
      change.officeAddress,
      RULES_TEXT_LIMITS.officeAddress,
      { singleLine: true },
    ) ??
    textProblem(
      "regulatoryNotice",
      change.regulatoryNotice,
      RULES_TEXT_LIMITS.regulatoryNotice,
      { singleLine: false },
    ) ??
    linkProblem(change.regulatorLink)
  );
}

/** Only the settings' own fields, in a fixed order. */
export function ownFields<
  T extends ProfessionalRulesChange | ProfessionalRulesSettings,
>(given: T): T {
  return {
    bars: [...given.bars],
    overrides: given.overrides,
    specialisations: given.specialisations.map((s) => ({
      area: s.area,
      certifiedBy: s.certifiedBy,
    })),
    officeAddress: given.officeAddress,
    regulatoryNotice: given.regulatoryNotice,
    regulatorLink: given.regulatorLink,
  } as T;
}

/**
 * The stored overrides after a change: a value new or changed is stamped
 * `now`; an unchanged one keeps its date; a key left out is dropped.
 */
function datedOverrides(
  before: ProfessionalRulesSettings["overrides"],
  chosen: Partial<OverrideValues>,
  now: string,
): ProfessionalRulesSettings["overrides"] {
  const dated: Record<string, { value: unknown; at: string }> = {};
  for (const key of OVERRIDE_KEYS) {
    if (!(key in chosen) || chosen[key] === undefined) continue;
    const value = chosen[key];
    const old = before[key];
    dated[key] = { value, at: old && old.value === value ? old.at : now };
  }
  return dated as ProfessionalRulesSettings["overrides"];
}

/** Replaces the stored settings with checked ones (the repository's put, an import). */
export async function writeProfessionalRules(
  db: Queryable,
  settings: ProfessionalRulesSettings,
): Promise<void> {
  await db.query(
    `UPDATE professional_rules SET bars = $1::text[], overrides = $2::jsonb,
       specialisations = $3::jsonb, office_address = $4,
       regulatory_notice = $5, regulator_link = $6`,
    [
      settings.bars,
      JSON.stringify(settings.overrides),
      JSON.stringify(settings.specialisations),
      settings.officeAddress,
      settings.regulatoryNotice,
      settings.regulatorLink,
    ],
  );
}

/** The columns under the wire shape's names. */
const COLUMNS = `bars, overrides, specialisations,
  office_address AS "officeAddress", regulatory_notice AS "regulatoryNotice",
  regulator_link AS "regulatorLink"`;

async function readRow(db: Queryable): Promise<ProfessionalRulesSettings> {
  const [row] = await db.query<ProfessionalRulesSettings>(
    `SELECT ${COLUMNS} FROM professional_rules`,
  );
  return row ?? structuredClone(PROFESSIONAL_RULES_DEFAULTS);
}

/**
 * The advertising record's rhythm under the stored rules (how often a copy
 * is taken, how long copies are kept), read from `db` itself: the retention
 * sweep's, which runs beside the repositories.
 */
export async function recordRhythm(
  db: Queryable,
): Promise<EffectiveRules["record"]> {
  return effectiveRules(await readRow(db)).record;
}

/**
 * The owner's professional rules: the bars she is admitted to, her dated
 * overrides of their defaults, her specialisations and the footer's texts.
 * The page, the public list call and the advertising record follow them,
 * so a change fires the store's change event.
 */
export class ProfessionalRulesRepository {
  readonly get: () => Promise<ProfessionalRulesSettings>;

  constructor(
    private readonly db: Db,
    private readonly changes: StoreChanges,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.get = settingCache(db, changes, () => readRow(db));
  }

  /** What the stored settings mean for the site (core/professional-rules/effective.ts). */
  async effective(): Promise<EffectiveRules> {
    return effectiveRules(await this.get());
  }

  /**
   * Replaces every setting, dating the overrides (datedOverrides); throws
   * ProfessionalRulesRefused, storing nothing, for a value outside the rules.
   */
  async put(
    change: ProfessionalRulesChange,
  ): Promise<ProfessionalRulesSettings> {
    const problem = professionalRulesProblem(change);
    if (problem) throw new ProfessionalRulesRefused(problem);
    const given = ownFields(change);
    await this.db.transaction(async (tx) => {
      await tx.query("SELECT 1 FROM professional_rules FOR UPDATE");
      const before = await readRow(tx);
      await writeProfessionalRules(tx, {
        ...given,
        overrides: datedOverrides(
          before.overrides,
          given.overrides,
          this.now().toISOString(),
        ),
      });
    });
    this.changes.emit();
    return this.get();
  }
}
