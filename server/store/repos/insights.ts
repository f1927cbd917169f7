import { randomBytes } from "node:crypto";
import type { Db, Queryable } from "../db/db";
import { log } from "../../log";
import { VisitorKeySet } from "./visitor-key-set";

export type InsightsPage = "home" | "privacy" | "contact" | "not-found";
export type InsightsEvent =
  | "testimonial-submitted"
  | "enquiry-sent"
  | "invitation-opened"
  | "invitation-answered";

/** Increments gathered in memory, written together (server/store/jobs/insights-counter.ts). */
export interface InsightsBatch {
  /** Visitor keys (64 bits of their HMAC) per UTC day ("YYYY-MM-DD"). */
  keys: Map<string, VisitorKeySet>;
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
 * The embedded store's visitor keys per day, in this process's memory:
 * only the process that opened the store writes it (its folder lock).
 * Loaded at a day's first write, and again whenever the store holds
 * another number of keys for the day (a batch that failed after its keys
 * were added here, or tables emptied by hand).
 */
const embeddedKeys = new WeakMap<Db, Map<string, VisitorKeySet>>();
/**
 * Most visitor keys the embedded store holds for a day (16 MiB in memory at
 * most); visitors past them that day are not counted, their views are.
 */
const MAX_DAY_KEYS = 1_000_000;

/** A day's keys written to the embedded store: its chunks, and the rows a version before them wrote. */
async function embeddedDayKeys(db: Db, tx: Queryable, day: string) {
  let days = embeddedKeys.get(db);
  if (!days) embeddedKeys.set(db, (days = new Map()));
  const [stored] = await tx.query<{ n: number }>(
    `SELECT (SELECT coalesce(sum(length(keys)), 0)::int / 8
             FROM insights_visitor_key_chunks WHERE day = $1)
          + (SELECT count(*)::int FROM insights_visitor_keys WHERE day = $1) AS n`,
    [day],
  );
  let keys = days.get(day);
  if (keys?.size === stored!.n) return keys;
  keys = new VisitorKeySet();
  const chunks = await tx.query<{ keys: Uint8Array }>(
    "SELECT keys FROM insights_visitor_key_chunks WHERE day = $1",
    [day],
  );
  for (const chunk of chunks) keys.addBytes(chunk.keys);
  const rows = await tx.query<{ high: number; low: number }>(
    // Each half as a signed int (the set reads the same bits unsigned).
    `SELECT (key >> 32)::int AS high,
            (((key & 4294967295) # 2147483648) - 2147483648)::int AS low
     FROM insights_visitor_keys WHERE day = $1`,
    [day],
  );
  for (const row of rows) keys.add(row.high, row.low);
  days.set(day, keys);
  return keys;
}

/**
 * Adds the day's visitor keys and, for those new to the store, its
 * visitors. PostgreSQL decides which are new by its unique (day, key), so
 * instances sharing it count a visitor once. The embedded store keeps the
 * day's keys in this process's memory and writes the new ones as one row.
 */
async function addVisitorKeys(
  db: Db,
  tx: Queryable,
  batch: Map<string, VisitorKeySet>,
) {
  if (db.shared) {
    const days: string[] = [];
    const keys: string[] = [];
    for (const [day, set] of batch)
      set.forEach((high, low) => {
        days.push(day);
        keys.push(signed64(high, low));
      });
    if (keys.length)
      await tx.query(
        `WITH added AS (
           INSERT INTO insights_visitor_keys (day, key)
           SELECT * FROM unnest($1::date[], $2::bigint[])
           ON CONFLICT DO NOTHING
           RETURNING day
         )
         INSERT INTO insights_daily_visitors (day, visitors)
         SELECT day, count(*) FROM added GROUP BY day
         ON CONFLICT (day) DO UPDATE
           SET visitors = insights_daily_visitors.visitors + excluded.visitors`,
        [days, keys],
      );
    return;
  }
  for (const [day, set] of batch) {
    const known = await embeddedDayKeys(db, tx, day);
    const added = Buffer.alloc(set.size * 8);
    let length = 0;
    let over = 0;
    set.forEach((high, low) => {
      if (known.size >= MAX_DAY_KEYS) over += known.has(high, low) ? 0 : 1;
      else if (known.add(high, low)) {
        added.writeUInt32BE(high, length);
        added.writeUInt32BE(low, length + 4);
        length += 8;
      }
    });
    if (over)
      log("warn", "visitors past the day's bound were not counted", {
        day,
        notCounted: over,
      });
    if (!length) continue;
    await tx.query(
      // As hex text: made by Buffer in one step, where a byte array
      // parameter is converted a byte at a time.
      "INSERT INTO insights_visitor_key_chunks (day, keys) VALUES ($1, decode($2, 'hex'))",
      [day, added.toString("hex", 0, length)],
    );
    await tx.query(
      `INSERT INTO insights_daily_visitors (day, visitors) VALUES ($1, $2)
       ON CONFLICT (day) DO UPDATE
         SET visitors = insights_daily_visitors.visitors + excluded.visitors`,
      [day, length / 8],
    );
  }
}

/** A key's 64 bits as PostgreSQL's signed bigint, in decimal. */
const signed64 = (high: number, low: number) =>
  BigInt.asIntN(64, (BigInt(high) << 32n) | BigInt(low)).toString();

/**
 * Adds a batch to the daily totals in one transaction, and each visitor key
 * once per day (several instances and restarts share them), so a visitor is
 * counted once however many instances saw them.
 */
export async function writeInsights(db: Db, batch: InsightsBatch) {
  await db.transaction(async (tx) => {
    await addVisitorKeys(db, tx, batch.keys);
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
    await tx.query("DELETE FROM insights_visitor_key_chunks WHERE day < $1", [
      day,
    ]);
    await tx.query("DELETE FROM insights_salts WHERE day < $1", [day]);
  });
  const days = embeddedKeys.get(db);
  for (const kept of days?.keys() ?? []) if (kept < day) days!.delete(kept);
}
