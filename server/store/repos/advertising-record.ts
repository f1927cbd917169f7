import { createHash } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import type {
  AdvertisingCopy,
  CopyReason,
} from "../../../core/api/advertising-record";
import { RECORD_FALLBACK } from "../../../core/professional-rules/effective";
import type { Db, Queryable } from "../db/db";
import { isoTimestamp as iso } from "../db/iso-timestamp";
import { isUuid } from "./testimonials";

/**
 * Days a copy is kept when no rule says otherwise: New York's year (22
 * NYCRR 1200.0, rule 7.1(k)). The sweep keeps them as long as the owner's
 * professional rules say (record.keepDays, server/store/jobs/retention.ts).
 * @internal
 */
export const RECORD_RETENTION_DAYS = RECORD_FALLBACK.keepDays;

/** A rendered page and what it was rendered from. */
export interface PageCopy {
  lang: string;
  path: string;
  html: Buffer;
  /** The live revision of each published language (they share the identity). */
  revisionIds: number[];
  /** The published languages. */
  languages: string[];
  /** The approved testimonials the page was given. */
  testimonialIds: string[];
}

export interface AddOptions {
  /**
   * A periodic copy: kept, even if identical, when the newest copy of the
   * page is at least this many days old (one that differs is always kept).
   */
  periodicDays?: number;
  /** The copy's time (tests move the clock); now by default. */
  takenAt?: Date;
}

const COLUMNS = `id::text AS id, ${iso("taken_at")} AS "takenAt", reason, lang, path,
  html_bytes AS bytes, sha256, ${iso("testimonial_erased_at")} AS "testimonialErasedAt"`;

interface Latest {
  sha256: string;
  revisionIds: string[];
  languages: string[];
  testimonialIds: string[];
  old: boolean;
}

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/** Why a copy differing from the newest one was taken. */
function reasonFor(copy: PageCopy, latest: Latest | undefined): CopyReason {
  if (!latest) return "first";
  if (!sameSet(latest.revisionIds, copy.revisionIds.map(String)))
    return "publish";
  if (!sameSet(latest.languages, copy.languages)) return "languages";
  if (!sameSet(latest.testimonialIds, copy.testimonialIds))
    return "testimonials";
  return "change";
}

/**
 * The advertising record (migration 020): dated copies of the public pages.
 * A copy identical to the newest of its page is not stored again, except
 * the periodic one (docs/decisions/046-the-advertising-record.md).
 */
export class AdvertisingRecordRepository {
  constructor(private readonly db: Db) {}

  /** Stores `copy` unless identical to its page's newest; the stored copy, or null. */
  add(
    copy: PageCopy,
    { periodicDays, takenAt = new Date() }: AddOptions = {},
  ): Promise<AdvertisingCopy | null> {
    const sha256 = createHash("sha256").update(copy.html).digest("hex");
    return this.db.transaction(async (tx) => {
      // Instances on one PostgreSQL copy the same page after the same change.
      await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [
        `advertising-record:${copy.lang}:${copy.path}`,
      ]);
      const [latest] = await tx.query<Latest>(
        `SELECT sha256, revision_ids::text[] AS "revisionIds", languages,
                testimonial_ids::text[] AS "testimonialIds",
                taken_at <= $3::timestamptz - make_interval(days => $4) AS old
         FROM advertising_record WHERE lang = $1 AND path = $2
         ORDER BY taken_at DESC LIMIT 1`,
        [copy.lang, copy.path, takenAt.toISOString(), periodicDays ?? 0],
      );
      const same = latest?.sha256 === sha256;
      if (same && !(periodicDays !== undefined && latest.old)) return null;
      const reason = same ? "periodic" : reasonFor(copy, latest);
      const [row] = await tx.query<AdvertisingCopy>(
        `INSERT INTO advertising_record (taken_at, reason, lang, path, html_gzip,
           html_bytes, sha256, revision_ids, languages, testimonial_ids)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::uuid[])
         RETURNING ${COLUMNS}`,
        [
          takenAt.toISOString(),
          reason,
          copy.lang,
          copy.path,
          gzipSync(copy.html, { level: 9 }),
          copy.html.length,
          sha256,
          copy.revisionIds,
          copy.languages,
          copy.testimonialIds,
        ],
      );
      return row!;
    });
  }

  /** The copies without their HTML, newest first (the retention sweep deletes: deleteExpiredCopies). */
  list(limit = 1000): Promise<AdvertisingCopy[]> {
    return this.db.query(
      `SELECT ${COLUMNS} FROM advertising_record
       ORDER BY taken_at DESC, id DESC LIMIT $1`,
      [limit],
    );
  }

  /** A copy with its HTML, or null. */
  async get(
    id: string,
  ): Promise<{ copy: AdvertisingCopy; html: Buffer } | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.query<AdvertisingCopy & { html: Uint8Array }>(
      `SELECT ${COLUMNS}, html_gzip AS html FROM advertising_record WHERE id = $1`,
      [id],
    );
    if (!row) return null;
    const { html, ...copy } = row;
    return { copy, html: gunzipSync(html) };
  }

  /**
   * Every copy with its HTML, oldest first, read `batch` at a time so the
   * whole record is never in memory.
   */
  async *each(
    batch = 20,
  ): AsyncGenerator<{ copy: AdvertisingCopy; html: Buffer }> {
    let after: { takenAt: string; id: string } | null = null;
    for (;;) {
      const rows: (AdvertisingCopy & { html: Uint8Array })[] =
        await this.db.query(
          `SELECT ${COLUMNS}, html_gzip AS html FROM advertising_record
           WHERE $1::timestamptz IS NULL OR (taken_at, id) > ($1::timestamptz, $2::uuid)
           ORDER BY taken_at, id LIMIT $3`,
          [after?.takenAt ?? null, after?.id ?? null, batch],
        );
      for (const { html, ...copy } of rows)
        yield { copy, html: gunzipSync(html) };
      if (rows.length < batch) return;
      after = rows[rows.length - 1]!;
    }
  }
}

/**
 * Deletes the copies taken more than `days` before `now`, but the newest
 * such copy of each page, which shows the page as it was at that limit,
 * stays (and so does every page's newest copy); a copy showing a testimonial
 * since erased does not stay past the limit.
 */
export async function deleteExpiredCopies(
  db: Queryable,
  now: Date,
  days = RECORD_RETENTION_DAYS,
): Promise<number> {
  const rows = await db.query(
    `WITH limit_at AS (
       SELECT $1::timestamptz - make_interval(days => $2) AS at
     )
     DELETE FROM advertising_record r USING limit_at
     WHERE r.taken_at < limit_at.at
       AND (r.testimonial_erased_at IS NOT NULL OR EXISTS (
         SELECT 1 FROM advertising_record n
         WHERE n.lang = r.lang AND n.path = r.path
           AND (n.taken_at, n.id) > (r.taken_at, r.id)
           AND n.taken_at <= limit_at.at))
       AND EXISTS (
         SELECT 1 FROM advertising_record n
         WHERE n.lang = r.lang AND n.path = r.path
           AND (n.taken_at, n.id) > (r.taken_at, r.id))
     RETURNING r.id`,
    [now.toISOString(), days],
  );
  return rows.length;
}
