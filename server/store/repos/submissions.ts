import { isWellFormedToken } from "../../../core/testimonials/invitations";
import {
  DEFAULT_LANGUAGE,
  type SiteLanguage,
} from "../../../core/site-languages";
import {
  CONSENT_TEXT,
  CONSENT_VERSION,
  type ValidTestimonial,
} from "../../../core/testimonials/testimonial";
import { randomUUID } from "node:crypto";
import type { Db, Queryable } from "../db/db";
import { hashToken, USABLE_INVITATION } from "./invitation-token";

/** Identical submissions from one client within this window are stored once. */
export const DUPLICATE_WINDOW_MINUTES = 10;

export type SubmitOutcome =
  /** `invited`: it used up the invitation it was sent through. */
  | { kind: "stored"; id: string; invited?: true }
  | { kind: "duplicate"; id: string }
  | { kind: "limited"; retryAfterSeconds: number };

export interface Submission {
  input: ValidTestimonial;
  /** Keyed hash of the client address (ClientKey.current); null: no duplicate check. */
  clientKey: string | null;
  /** Its key under yesterday's secret, while kept (ClientKey.previous): a repeat across midnight is still found. */
  previousKey?: string | null;
  /** Submissions allowed per client per hour; null: not counted. */
  limitPerHour: number | null;
  /** The language of the page it was submitted on; DEFAULT_LANGUAGE when left out. */
  lang?: SiteLanguage;
  /**
   * The token of the invitation it was sent through (the link's fragment).
   * One that works marks the testimonial invited and is used up; any other
   * is ignored.
   */
  invitationToken?: string | null;
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

/**
 * Counts the batch's hits in each client's current one-hour window and
 * returns, per item, null when it is allowed or the seconds until its
 * client's window ends when it is over the limit. Items are counted in batch
 * order, as if they had been sent one by one.
 */
async function countHits(
  tx: Queryable,
  batch: Submission[],
): Promise<(number | null)[]> {
  const counted = batch.filter(
    (item) => item.clientKey !== null && item.limitPerHour !== null,
  );
  if (!counted.length) return batch.map(() => null);
  const rows = await tx.query<{
    client_key: string;
    hits: number;
    retry_after: number;
  }>(
    `INSERT INTO rate_limit_hits AS h (client_key, window_start, hits)
     SELECT key, date_trunc('hour', now()), count(*)
     FROM unnest($1::text[]) AS key GROUP BY key
     ON CONFLICT (client_key, window_start) DO UPDATE SET hits = h.hits + EXCLUDED.hits
     RETURNING client_key, hits,
       ceil(extract(epoch FROM window_start + interval '1 hour' - now()))::int AS retry_after`,
    [counted.map((item) => item.clientKey)],
  );
  const windows = new Map(rows.map((row) => [row.client_key, row]));
  // Each client's new total belongs to its last item in the batch: walk the
  // batch backwards, one hit fewer per item.
  const hitsAt = new Map(rows.map((row) => [row.client_key, row.hits]));
  const outcomes: (number | null)[] = [];
  for (let i = batch.length - 1; i >= 0; i--) {
    const { clientKey, limitPerHour } = batch[i]!;
    if (clientKey === null || limitPerHour === null) {
      outcomes[i] = null;
      continue;
    }
    const hits = hitsAt.get(clientKey)!;
    hitsAt.set(clientKey, hits - 1);
    outcomes[i] =
      hits <= limitPerHour
        ? null
        : Math.max(1, windows.get(clientKey)!.retry_after);
  }
  return outcomes;
}

/** Ids of recent identical rows (same client, name and comment), by batch index. */
async function findRecentDuplicates(
  tx: Queryable,
  items: { index: number; submission: Submission }[],
): Promise<Map<number, string>> {
  const checked = items.filter((item) => item.submission.clientKey !== null);
  if (!checked.length) return new Map();
  const rows = await tx.query<{ i: number; id: string }>(
    `SELECT d.i::int AS i, t.id::text AS id
     FROM unnest($1::text[], $2::text[], $3::text[], $5::text[]) WITH ORDINALITY AS d(key, name, comment, previous, i)
     CROSS JOIN LATERAL (
       SELECT id FROM testimonials
       WHERE submitter_key IN (d.key, d.previous) AND md5(comment) = md5(d.comment)
         AND comment = d.comment AND name = d.name
         AND created_at > now() - make_interval(mins => $4)
       LIMIT 1
     ) AS t`,
    [
      checked.map((item) => item.submission.clientKey),
      checked.map((item) => item.submission.input.name),
      checked.map((item) => item.submission.input.comment),
      DUPLICATE_WINDOW_MINUTES,
      checked.map((item) => item.submission.previousKey ?? null),
    ],
  );
  return new Map(rows.map((row) => [checked[row.i - 1]!.index, row.id]));
}

interface NewRow {
  id: string;
  submission: Submission;
  /** Set by claimInvitations. */
  invitationId?: string;
}

/**
 * Uses up the invitations whose tokens the rows carry, each for the first
 * row in batch order that names it; sets those rows' invitationId. The rows
 * are locked in id order before the update, so two batches claiming the
 * same invitations never deadlock, and the loser of a race (another batch
 * or instance committed first) finds the invitation answered and claims
 * nothing: its testimonial is stored uninvited.
 */
async function claimInvitations(tx: Queryable, rows: NewRow[]) {
  const claimants = new Map<string, NewRow>();
  for (const row of rows) {
    const token = row.submission.invitationToken;
    if (!isWellFormedToken(token)) continue;
    const hash = hashToken(token);
    if (!claimants.has(hash)) claimants.set(hash, row);
  }
  if (!claimants.size) return;
  const claimed = await tx.query<{ invitation_id: string; row_id: string }>(
    `WITH usable AS (
       SELECT id, token_hash FROM invitations
       WHERE token_hash = ANY($1::text[]) AND ${USABLE_INVITATION}
       ORDER BY id FOR UPDATE
     )
     UPDATE invitations i SET answered_at = now(), testimonial_id = c.row_id
     FROM usable u JOIN unnest($1::text[], $2::uuid[]) AS c(token_hash, row_id)
       ON c.token_hash = u.token_hash
     WHERE i.id = u.id
     RETURNING i.id::text AS invitation_id, c.row_id::text AS row_id`,
    [[...claimants.keys()], [...claimants.values()].map((row) => row.id)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const { invitation_id, row_id } of claimed)
    byId.get(row_id)!.invitationId = invitation_id;
}

async function insertPending(tx: Queryable, rows: NewRow[]) {
  if (!rows.length) return;
  const column = (pick: (row: NewRow) => unknown) => rows.map(pick);
  await tx.query(
    `INSERT INTO testimonials
       (id, name, company, relationship, comment, submitter_key, consent_text, consent_version, lang, invitation_id)
     SELECT id, name, company, relationship, comment, key, $7, $8, lang, invitation_id
     FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $9::text[], $10::uuid[])
       AS r(id, name, company, relationship, comment, key, lang, invitation_id)`,
    [
      column((row) => row.id),
      column((row) => row.submission.input.name),
      column((row) => row.submission.input.company),
      column((row) => row.submission.input.relationship || null),
      column((row) => row.submission.input.comment),
      column((row) => row.submission.clientKey),
      CONSENT_TEXT,
      CONSENT_VERSION,
      column((row) => row.submission.lang ?? DEFAULT_LANGUAGE),
      column((row) => row.invitationId ?? null),
    ],
  );
}

/**
 * Writes submissions in one transaction (all committed or none), with the
 * same outcomes as writing them one by one in batch order: each is counted
 * against its client's limit, and stored as pending unless it is over the
 * limit or an identical one from the same client is recent (in the store or
 * earlier in the batch); a stored one with a working invitation token uses
 * the invitation up. A few statements per batch whatever its size: on
 * PGlite a statement costs far more than a row.
 */
export function writeSubmissions(
  db: Db,
  batch: Submission[],
): Promise<SubmitOutcome[]> {
  return db.transaction(async (tx) => {
    await lockClients(
      tx,
      batch.map((item) => item.clientKey),
    );
    const limited = await countHits(tx, batch);
    const allowed = batch
      .map((submission, index) => ({ submission, index }))
      .filter(({ index }) => limited[index] === null);
    const existing = await findRecentDuplicates(tx, allowed);

    const outcomes: SubmitOutcome[] = [];
    const inserted: NewRow[] = [];
    const insertedIds = new Map<string, string>();
    batch.forEach((submission, index) => {
      const retryAfterSeconds = limited[index];
      if (retryAfterSeconds != null) {
        outcomes.push({ kind: "limited", retryAfterSeconds });
        return;
      }
      const { clientKey, input } = submission;
      const same =
        clientKey === null
          ? null
          : JSON.stringify([clientKey, input.name, input.comment]);
      const duplicateOf =
        existing.get(index) ?? (same ? insertedIds.get(same) : undefined);
      if (duplicateOf) {
        outcomes.push({ kind: "duplicate", id: duplicateOf });
        return;
      }
      const id = randomUUID();
      inserted.push({ id, submission });
      if (same) insertedIds.set(same, id);
      outcomes.push({ kind: "stored", id });
    });
    await claimInvitations(tx, inserted);
    for (const row of inserted)
      if (row.invitationId)
        for (const outcome of outcomes)
          if (outcome.kind === "stored" && outcome.id === row.id)
            outcome.invited = true;
    await insertPending(tx, inserted);
    return outcomes;
  });
}
