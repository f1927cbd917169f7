import {
  INVITATION_RETENTION_DAYS,
  REJECTED_RETENTION_DAYS,
} from "../../../core/testimonials/retention";
import { log } from "../../log";
import type { Queryable } from "../db/db";
import { deleteExpiredCopies } from "../repos/advertising-record";
import { deleteExpiredTotals } from "../repos/insights-totals";
import { recordRhythm } from "../repos/professional-rules";

const SWEEP_EVERY_MS = 60 * 60_000;

/** @internal */
export interface Swept {
  rejectedTestimonials: number;
  invitations: number;
  enquiries: number;
  advertisingCopies: number;
  /** Rows of Insights daily totals. */
  insightsTotals: number;
}

/**
 * Deletes what the privacy page promises not to keep (core/testimonials/retention.ts):
 * testimonials rejected more than REJECTED_RETENTION_DAYS before `now`, and
 * invitations never answered that expired or were revoked more than
 * INVITATION_RETENTION_DAYS before it; and enquiries as long as the owner
 * chose to keep them (contact_settings): a handled one keep_handled_months
 * after it was handled, one never handled keep_unhandled_months after it
 * arrived; and the advertising record's copies after the days the owner's
 * professional rules keep them (record.keepDays of
 * core/professional-rules/effective.ts); and the Insights daily totals
 * of days more than the owner's keep_months (insights_settings) before
 * `now`'s UTC day. Rate-limit rows are swept
 * with the client keys (server/store/repos/client-keys.ts).
 * @internal
 */
export async function sweepRetention(
  db: Queryable,
  now = new Date(),
): Promise<Swept> {
  const testimonials = await db.query(
    `DELETE FROM testimonials
     WHERE status = 'rejected' AND reviewed_at < $1::timestamptz - make_interval(days => $2)
     RETURNING id`,
    [now.toISOString(), REJECTED_RETENTION_DAYS],
  );
  const invitations = await db.query(
    `DELETE FROM invitations
     WHERE answered_at IS NULL
       AND least(expires_at, revoked_at) < $1::timestamptz - make_interval(days => $2)
     RETURNING id`,
    [now.toISOString(), INVITATION_RETENTION_DAYS],
  );
  const enquiries = await db.query(
    `DELETE FROM enquiries e USING contact_settings s
     WHERE CASE WHEN e.handled_at IS NOT NULL
             THEN e.handled_at < $1::timestamptz - make_interval(months => s.keep_handled_months)
             ELSE e.created_at < $1::timestamptz - make_interval(months => s.keep_unhandled_months)
           END
     RETURNING e.id`,
    [now.toISOString()],
  );
  return {
    rejectedTestimonials: testimonials.length,
    invitations: invitations.length,
    enquiries: enquiries.length,
    advertisingCopies: await deleteExpiredCopies(
      db,
      now,
      (await recordRhythm(db)).keepDays,
    ),
    insightsTotals: await deleteExpiredTotals(db, now),
  };
}

/**
 * Sweeps now and then hourly in the background; a failure is logged and
 * tried again at the next sweep. `stop` waits for a sweep under way, so the
 * store can close after it.
 */
export function startRetentionSweeps(
  db: Queryable,
  { everyMs = SWEEP_EVERY_MS } = {},
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = sweepRetention(db).then(
      (swept) => {
        if (Object.values(swept).some(Boolean))
          log("info", "retention sweep deleted old rows", { ...swept });
      },
      (error: Error) =>
        log("warn", "retention sweep failed; tried again later", {
          error: error.message,
        }),
    );
  };
  sweep();
  const timer = setInterval(sweep, everyMs).unref();
  return {
    stop() {
      clearInterval(timer);
      return running;
    },
  };
}
