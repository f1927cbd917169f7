import {
  CONSENT_TEXT,
  CONSENT_VERSION,
  type ValidTestimonial,
} from "../../core/testimonial";
import type { Db, Queryable } from "./db";

/** Identical submissions from one client within this window are stored once. */
export const DUPLICATE_WINDOW_MINUTES = 10;
/** Most submissions committed together (see SubmissionQueue). */
const MAX_BATCH = 200;

export type SubmitOutcome =
  | { kind: "stored" | "duplicate"; id: string }
  | { kind: "limited"; retryAfterSeconds: number };

export interface Submission {
  input: ValidTestimonial;
  /** Keyed hash of the client address (RateLimiter.clientKey); null: no duplicate check. */
  clientKey: string | null;
  /** Submissions allowed per client per hour; null: not counted. */
  limitPerHour: number | null;
}

// One statement per submission: count the hit in the client's current
// one-hour window, and store the row as pending unless the count is over the
// limit or an identical row from the same client is recent.
const SUBMIT_SQL = `
WITH hit AS (
  INSERT INTO rate_limit_hits AS h (client_key, window_start, hits)
  SELECT $6, date_trunc('hour', now()), 1 WHERE $9::int IS NOT NULL
  ON CONFLICT (client_key, window_start) DO UPDATE SET hits = h.hits + 1
  RETURNING hits,
    ceil(extract(epoch FROM window_start + interval '1 hour' - now()))::int AS retry_after
), allowed AS (
  SELECT coalesce((SELECT hits FROM hit) <= $9::int, true) AS ok
), existing AS (
  SELECT id FROM testimonials
  WHERE submitter_key = $6 AND md5(comment) = md5($4) AND comment = $4 AND name = $1
    AND created_at > now() - make_interval(mins => $7)
  LIMIT 1
), inserted AS (
  INSERT INTO testimonials
    (name, company, relationship, comment, consent_text, consent_version, submitter_key)
  SELECT $1, $2, $3, $4, $5, $8, $6
  WHERE (SELECT ok FROM allowed) AND NOT EXISTS (SELECT 1 FROM existing)
  RETURNING id
)
SELECT (SELECT ok FROM allowed) AS allowed,
       (SELECT retry_after FROM hit) AS retry_after,
       (SELECT id::text FROM inserted) AS inserted_id,
       (SELECT id::text FROM existing) AS existing_id`;

/** Writes one submission inside the caller's transaction. */
export async function writeSubmission(
  tx: Queryable,
  { input, clientKey, limitPerHour }: Submission,
): Promise<SubmitOutcome> {
  const [row] = await tx.query<{
    allowed: boolean;
    retry_after: number | null;
    inserted_id: string | null;
    existing_id: string | null;
  }>(SUBMIT_SQL, [
    input.name,
    input.company,
    input.relationship || null,
    input.comment,
    CONSENT_TEXT,
    clientKey,
    DUPLICATE_WINDOW_MINUTES,
    CONSENT_VERSION,
    limitPerHour,
  ]);
  if (!row!.allowed)
    return {
      kind: "limited",
      retryAfterSeconds: Math.max(1, row!.retry_after ?? 1),
    };
  if (row!.inserted_id) return { kind: "stored", id: row!.inserted_id };
  return { kind: "duplicate", id: row!.existing_id! };
}

/**
 * Serialises identical submissions racing on several connections or
 * instances. Keys are locked in one global order, so two batches never
 * deadlock.
 */
async function lockClients(tx: Queryable, keys: (string | null)[]) {
  await tx.query(
    `SELECT pg_advisory_xact_lock(k)
     FROM (SELECT DISTINCT hashtext(key) AS k FROM unnest($1::text[]) AS key) AS keys
     ORDER BY k`,
    [keys.map((key) => key ?? "")],
  );
}

/** Writes submissions in one transaction (all committed or none). */
export function writeSubmissions(
  db: Db,
  batch: Submission[],
): Promise<SubmitOutcome[]> {
  return db.transaction(async (tx) => {
    await lockClients(
      tx,
      batch.map((item) => item.clientKey),
    );
    const outcomes: SubmitOutcome[] = [];
    for (const item of batch) outcomes.push(await writeSubmission(tx, item));
    return outcomes;
  });
}

interface Queued extends Submission {
  resolve(outcome: SubmitOutcome): void;
  reject(error: unknown): void;
}

/**
 * Group commit: submissions arriving while a commit is under way are written
 * together in the next transaction, so a burst costs one commit instead of
 * one each (a commit is most of a write's cost). Each caller's promise
 * resolves only after its row is committed. If a batch fails, its items are
 * retried one by one, so one bad item cannot fail the others.
 */
export class SubmissionQueue {
  private queue: Queued[] = [];
  private flushing = false;

  constructor(private readonly db: Db) {}

  submit(submission: Submission): Promise<SubmitOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ...submission, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush() {
    this.flushing = true;
    while (this.queue.length) {
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        const outcomes = await writeSubmissions(this.db, batch);
        batch.forEach((item, i) => item.resolve(outcomes[i]!));
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        else
          for (const item of batch)
            await writeSubmissions(this.db, [item]).then(
              ([outcome]) => item.resolve(outcome!),
              item.reject,
            );
      }
    }
    this.flushing = false;
  }
}
