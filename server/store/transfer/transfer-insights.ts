// Insights in an export: the owner's retention setting (one "insights"
// record) and the daily totals, one "insights-day" record per UTC day with
// everything counted that day. Never the day's salt or visitor keys: they
// could test a guessed network and browser against a day's visitors, and
// they are gone shortly after their day anyway
// (docs/decisions/048-insights-counting.md). A file from before them has
// none: the store keeps its own setting and totals.
import type { InsightsSettings } from "../../../core/api/insights";
import type { Queryable } from "../db/db";
import { insightsSettingsProblem } from "../repos/insights-settings";
import { DAILY_TOTALS_TABLES } from "../repos/insights-totals";

type Row = Record<string, unknown>;
type Check = (value: unknown) => boolean;

const oneOf =
  (...allowed: string[]): Check =>
  (value) =>
    allowed.includes(value as string);
const isLang: Check = (value) =>
  typeof value === "string" && /^[a-z]{2}$/.test(value);
const isName: Check = (value) =>
  typeof value === "string" && value.length >= 1 && value.length <= 100;
const isCount: Check = (value) =>
  Number.isInteger(value) &&
  (value as number) >= 0 &&
  (value as number) <= 2 ** 31 - 1;

/**
 * A day's lists of totals: their table, the columns besides `day` with the
 * rule each value follows (migration 022's CHECK constraints), and the count.
 */
const LISTS = {
  views: {
    table: "insights_daily_views",
    columns: {
      page: oneOf("home", "privacy", "contact", "not-found"),
      lang: isLang,
    },
    count: "views",
  },
  referrers: {
    table: "insights_daily_referrers",
    columns: {
      kind: oneOf("search", "social", "site", "campaign"),
      name: isName,
    },
    count: "views",
  },
  cvDownloads: {
    table: "insights_daily_cv_downloads",
    columns: { lang: isLang, format: oneOf("html", "pdf") },
    count: "downloads",
  },
  events: {
    table: "insights_daily_events",
    columns: {
      event: oneOf(
        "testimonial-submitted",
        "enquiry-sent",
        "invitation-opened",
        "invitation-answered",
      ),
    },
    count: "count",
  },
} as const satisfies Record<
  string,
  { table: string; columns: Record<string, Check>; count: string }
>;
type ListName = keyof typeof LISTS;
const LIST_NAMES = Object.keys(LISTS) as ListName[];

/** The retention setting, as one JSON object under the wire shape's names. */
export const INSIGHTS_SETTINGS_ROW = `SELECT jsonb_build_object('keepMonths', keep_months) AS row FROM insights_settings`;

/**
 * A page of the days with any total, oldest first, each as one record
 * (`after` the day given as $1 when `bounded`): the day's visitors (null
 * when none were counted) and its lists, in a fixed order.
 */
export function insightsDaysSql(bounded: boolean, page: number): string {
  const days = DAILY_TOTALS_TABLES.map((table) => `SELECT day FROM ${table}`);
  const lists = LIST_NAMES.map((name) => {
    const { table, columns, count } = LISTS[name];
    const keys = Object.keys(columns);
    const pairs = [...keys, count].map((c) => `'${c}', x.${c}`).join(", ");
    return `'${name}', coalesce((SELECT jsonb_agg(jsonb_build_object(${pairs})
        ORDER BY ${keys.map((c) => `x.${c}`).join(", ")})
      FROM ${table} x WHERE x.day = d.day), '[]'::jsonb)`;
  });
  return `SELECT jsonb_build_object(
      'day', to_char(d.day, 'YYYY-MM-DD'),
      'visitors', (SELECT visitors FROM insights_daily_visitors v WHERE v.day = d.day),
      ${lists.join(",\n      ")}
    ) AS row
    FROM (${days.join(" UNION ")}) d
    ${bounded ? "WHERE d.day > $1::date" : ""}
    ORDER BY d.day LIMIT ${page}`;
}

/** The export's retention setting, checked; throws one line when it breaks the rule. */
export function checkedInsightsSettings(row: Row): InsightsSettings {
  const problem = insightsSettingsProblem(row);
  if (problem) throw new Error(`insights settings: ${problem}`);
  return { keepMonths: row.keepMonths as number };
}

const DAY = /^\d{4}-\d\d-\d\d$/;

/** What is wrong with a day's record, or null. */
function dayProblem(row: Row): string | null {
  if (
    typeof row.day !== "string" ||
    !DAY.test(row.day) ||
    new Date(`${row.day}T00:00:00Z`).toISOString().slice(0, 10) !== row.day
  )
    return `day ${JSON.stringify(row.day)} is not a date (YYYY-MM-DD)`;
  if (row.visitors !== null && !isCount(row.visitors))
    return "visitors must be a whole number from 0, or null";
  for (const name of LIST_NAMES) {
    const list = row[name];
    if (!Array.isArray(list)) return `${name} must be a list`;
    const { columns, count } = LISTS[name];
    for (const [i, item] of (list as Row[]).entries()) {
      if (typeof item !== "object" || item === null)
        return `${name}[${i}] must be an object`;
      for (const [column, check] of Object.entries(columns) as [
        string,
        Check,
      ][])
        if (!check(item[column]))
          return `${name}[${i}].${column} ${JSON.stringify(item[column])} is not allowed`;
      if (!isCount(item[count]))
        return `${name}[${i}].${count} must be a whole number from 0`;
    }
  }
  return null;
}

/** The `index`th day of Insights totals, checked; throws one line naming it. */
export function checkedInsightsDay(row: Row, index: number): Row {
  const problem = dayProblem(row);
  if (problem) throw new Error(`insights days[${index}]: ${problem}`);
  return row;
}

/** The days that hold any total already. */
async function heldDays(tx: Queryable): Promise<Set<string>> {
  const rows = await tx.query<{ day: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM (${DAILY_TOTALS_TABLES.map(
      (table) => `SELECT day FROM ${table}`,
    ).join(" UNION ")}) d`,
  );
  return new Set(rows.map((row) => row.day));
}

/**
 * Loads checked days of totals, returning how many were new. A day the
 * store already holds any total for keeps its own, whole: the same
 * backup restored twice, or over the store it came from, counts nothing
 * twice, and a day is never half one store's and half the other's.
 * Which days are held is read once, before the first batch (`held`).
 */
export function insightsDaysImporter(tx: Queryable) {
  let held: Promise<Set<string>> | undefined;
  return async (rows: Row[]): Promise<number> => {
    const known = await (held ??= heldDays(tx));
    const days = rows.filter((row) => !known.has(row.day as string));
    if (days.length === 0) return 0;
    for (const day of days) known.add(day.day as string);
    await tx.query(
      `INSERT INTO insights_daily_visitors (day, visitors)
       SELECT day, visitors FROM jsonb_to_recordset($1::jsonb) AS r(day date, visitors int)
       WHERE visitors IS NOT NULL`,
      [JSON.stringify(days)],
    );
    for (const name of LIST_NAMES) {
      const { table, columns, count } = LISTS[name];
      const names = ["day", ...Object.keys(columns), count];
      const types = names.map((c) =>
        c === "day" ? "day date" : c === count ? `${c} int` : `${c} text`,
      );
      await tx.query(
        `INSERT INTO ${table} (${names.join(", ")})
         SELECT ${names.join(", ")} FROM jsonb_to_recordset($1::jsonb) AS r(${types.join(", ")})`,
        [
          JSON.stringify(
            days.flatMap((day) =>
              (day[name] as Row[]).map((item) => ({ ...item, day: day.day })),
            ),
          ),
        ],
      );
    }
    return days.length;
  };
}
