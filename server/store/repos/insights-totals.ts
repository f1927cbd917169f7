import type { Queryable } from "../db/db";

/**
 * Every table of Insights daily totals (migration 022), each keyed by its
 * UTC `day` first. The day's salt and visitor keys are not totals: they go
 * shortly after their day (server/store/repos/insights.ts).
 */
export const DAILY_TOTALS_TABLES = [
  "insights_daily_visitors",
  "insights_daily_views",
  "insights_daily_referrers",
  "insights_daily_cv_downloads",
  "insights_daily_events",
] as const;

/**
 * Deletes the daily totals of every UTC day before the one `keep_months`
 * (insights_settings) before `now`'s UTC day: with 25 months, on
 * 2026-11-27 the totals of 2024-10-26 go and those of 2024-10-27 stay.
 * Returns how many rows went.
 */
export async function deleteExpiredTotals(
  db: Queryable,
  now: Date,
): Promise<number> {
  const [row] = await db.query<{ deleted: number }>(
    `WITH cutoff AS (
       SELECT (($1::timestamptz AT TIME ZONE 'UTC')::date
                - make_interval(months => keep_months))::date AS day
         FROM insights_settings
     ),
     ${DAILY_TOTALS_TABLES.map(
       (table, i) =>
         `d${i} AS (DELETE FROM ${table} t USING cutoff
                     WHERE t.day < cutoff.day RETURNING 1)`,
     ).join(",\n     ")}
     SELECT (${DAILY_TOTALS_TABLES.map((_, i) => `(SELECT count(*) FROM d${i})`).join(" + ")})::int AS deleted`,
    [now.toISOString()],
  );
  return row!.deleted;
}
