import { KEEP_MONTHS } from "../../../core/api/enquiries";
import {
  INSIGHTS_SETTINGS_DEFAULTS,
  type InsightsSettings,
} from "../../../core/api/insights";
import type { Db, Queryable } from "../db/db";
import type { StoreChanges } from "../store-changes";
import { settingCache } from "./setting-cache";

/**
 * Insights settings that cannot be kept: the message says which field and why.
 * @internal
 */
export class InsightsSettingsRefused extends Error {}

/**
 * What is wrong with `value` as Insights settings, or null. Exact types
 * only: the database would round 12.5 to 13 and read "12" as 12.
 */
export function insightsSettingsProblem(value: unknown): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return "Insights settings must be an object";
  const { keepMonths } = value as Record<keyof InsightsSettings, unknown>;
  if (
    !Number.isInteger(keepMonths) ||
    (keepMonths as number) < KEEP_MONTHS.min ||
    (keepMonths as number) > KEEP_MONTHS.max
  )
    return `keepMonths must be a whole number of months from ${KEEP_MONTHS.min} to ${KEEP_MONTHS.max}`;
  return null;
}

/** Replaces the stored settings with checked ones (the repository's put, an import). */
export async function writeInsightsSettings(
  db: Queryable,
  settings: InsightsSettings,
): Promise<void> {
  await db.query("UPDATE insights_settings SET keep_months = $1", [
    settings.keepMonths,
  ]);
}

/**
 * How long the owner keeps the Insights daily totals. The retention sweep
 * reads the table itself; the privacy page states the figure, so a change
 * fires the store's change event.
 */
export class InsightsSettingsRepository {
  readonly get: () => Promise<InsightsSettings>;

  constructor(
    private readonly db: Db,
    private readonly changes: StoreChanges,
  ) {
    this.get = settingCache(db, changes, () => this.read());
  }

  /** Replaces the settings; throws InsightsSettingsRefused, storing nothing, for a value outside the rules. */
  async put(settings: InsightsSettings): Promise<InsightsSettings> {
    const problem = insightsSettingsProblem(settings);
    if (problem) throw new InsightsSettingsRefused(problem);
    await writeInsightsSettings(this.db, { keepMonths: settings.keepMonths });
    this.changes.emit();
    return this.get();
  }

  private async read(): Promise<InsightsSettings> {
    const [row] = await this.db.query<InsightsSettings>(
      `SELECT keep_months AS "keepMonths" FROM insights_settings`,
    );
    return row ?? { ...INSIGHTS_SETTINGS_DEFAULTS };
  }
}
