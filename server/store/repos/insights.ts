import { randomBytes } from "node:crypto";
import type { Db, Queryable } from "../db/db";

export type InsightsPage = "home" | "privacy" | "contact" | "not-found";
export type InsightsEvent =
  | "testimonial-submitted"
  | "enquiry-sent"
  | "invitation-opened"
  | "invitation-answered";

/** Increments gathered in memory, written together (server/store/jobs/insights-counter.ts). */
export interface InsightsBatch {
  /** Visitor keys per UTC day ("YYYY-MM-DD"). */
  keys: Map<string, Set<string>>;
  /** `day|page|lang` → views. */
  views: Map<string, number>;
  /** `day|kind|name` → views. */
  referrers: Map<string, number>;
  /** `day|lang|format` → downloads. */
  cvDownloads: Map<string, number>;
  /** `day|event` → count. */
  events: Map<string, number>;
}

/** The columns of a batch's map, split from its `a|b|c` keys. */
const columns = (counts: Map<string, number>, width: number) => {
  const cols: unknown[][] = Array.from({ length: width + 1 }, () => []);
  for (const [key, n] of counts) {
    const parts = key.split("|");
    for (let i = 0; i < width; i++) cols[i]!.push(parts[i]);
    cols[width]!.push(n);
  }
  return cols;
};

async function upsert(
  tx: Queryable,
  table: string,
  names: string[],
  types: string[],
  total: string,
  counts: Map<string, number>,
) {
  if (counts.size === 0) return;
  const list = names.join(", ");
  const arrays = types.map((type, i) => `$${i + 1}::${type}[]`).join(", ");
  await tx.query(
    `INSERT INTO ${table} (${list}, ${total})
     SELECT * FROM unnest(${arrays}, $${types.length + 1}::int[])
     ON CONFLICT (${list}) DO UPDATE SET ${total} = ${table}.${total} + excluded.${total}`,
    columns(counts, names.length),
  );
}

/**
 * Adds a batch to the daily totals in one transaction. Each visitor key is
 * inserted once per day (several instances and restarts share the table),
 * and only keys new to the store add to the day's visitors, so a visitor is
 * counted once however many instances saw them.
 */
export async function writeInsights(db: Db, batch: InsightsBatch) {
  await db.transaction(async (tx) => {
    const days: string[] = [];
    const keys: string[] = [];
    for (const [day, set] of batch.keys)
      for (const key of set) {
        days.push(day);
        keys.push(key);
      }
    if (keys.length)
      await tx.query(
        `WITH added AS (
           INSERT INTO insights_visitor_keys (day, key)
           SELECT * FROM unnest($1::date[], $2::text[])
           ON CONFLICT DO NOTHING
           RETURNING day
         )
         INSERT INTO insights_daily_visitors (day, visitors)
         SELECT day, count(*) FROM added GROUP BY day
         ON CONFLICT (day) DO UPDATE
           SET visitors = insights_daily_visitors.visitors + excluded.visitors`,
        [days, keys],
      );
    await upsert(
      tx,
      "insights_daily_views",
      ["day", "page", "lang"],
      ["date", "text", "text"],
      "views",
      batch.views,
    );
    await upsert(
      tx,
      "insights_daily_referrers",
      ["day", "kind", "name"],
      ["date", "text", "text"],
      "views",
      batch.referrers,
    );
    await upsert(
      tx,
      "insights_daily_cv_downloads",
      ["day", "lang", "format"],
      ["date", "text", "text"],
      "downloads",
      batch.cvDownloads,
    );
    await upsert(
      tx,
      "insights_daily_events",
      ["day", "event"],
      ["date", "text"],
      "count",
      batch.events,
    );
  });
}

/** The day's secret salt: made by the first instance that asks, the same for all. */
export async function daySalt(db: Queryable, day: string): Promise<string> {
  await db.query(
    "INSERT INTO insights_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING",
    [day, randomBytes(32).toString("base64url")],
  );
  const [row] = await db.query<{ salt: string }>(
    "SELECT salt FROM insights_salts WHERE day = $1",
    [day],
  );
  return row!.salt;
}

/** Deletes the salts and visitor keys of the days before `day`: only totals outlive their day. */
export async function forgetVisitorsBefore(db: Db, day: string) {
  await db.transaction(async (tx) => {
    await tx.query("DELETE FROM insights_visitor_keys WHERE day < $1", [day]);
    await tx.query("DELETE FROM insights_salts WHERE day < $1", [day]);
  });
}
