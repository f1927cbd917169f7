import type { Db } from "../db/db";

interface Delivery {
  id: number;
  attempts: number;
  webhookDone: boolean;
  emailDone: boolean;
}

interface PendingTestimonialNotification extends Delivery {
  kind: "testimonial";
  testimonialId: string;
  /** The testimonial's current name; null when it was deleted meanwhile. */
  name: string | null;
  /** The language of the page it was submitted on (null like the name). */
  lang: string | null;
  /** Testimonials waiting for moderation now. */
  pendingCount: number;
  /** The invitation it was sent through (id and the invitee's name); null for the public form. */
  invitation: { id: string; name: string } | null;
}

interface PendingEnquiryNotification extends Delivery {
  kind: "enquiry";
  enquiryId: string;
  /** The enquiry as it is now; null when it was deleted meanwhile. */
  enquiry: { name: string; email: string; message: string } | null;
  /** The owner's choice (contact settings) when claimed: whether the notification may carry the enquiry. */
  withText: boolean;
  /** Enquiries not yet opened now. */
  unread: number;
}

export type PendingNotification =
  PendingTestimonialNotification | PendingEnquiryNotification;

/** How long a claimed notification is reserved for the instance delivering it. */
const LEASE_SECONDS = 120;

interface Row {
  id: string;
  testimonial_id: string | null;
  enquiry_id: string | null;
  attempts: number;
  webhook_done: boolean;
  email_done: boolean;
  name: string | null;
  lang: string | null;
  pending_count: number;
  invitation_id: string | null;
  invitation_name: string | null;
  enquiry_name: string | null;
  enquiry_email: string;
  enquiry_message: string;
  with_text: boolean;
  unread: number;
}

function toNotification(row: Row): PendingNotification {
  const delivery = {
    id: Number(row.id),
    attempts: row.attempts,
    webhookDone: row.webhook_done,
    emailDone: row.email_done,
  };
  if (row.enquiry_id !== null)
    return {
      ...delivery,
      kind: "enquiry",
      enquiryId: row.enquiry_id,
      enquiry:
        row.enquiry_name === null
          ? null
          : {
              name: row.enquiry_name,
              email: row.enquiry_email,
              message: row.enquiry_message,
            },
      withText: row.with_text,
      unread: row.unread,
    };
  return {
    ...delivery,
    kind: "testimonial",
    testimonialId: row.testimonial_id!,
    name: row.name,
    lang: row.lang,
    pendingCount: row.pending_count,
    invitation:
      row.invitation_id === null
        ? null
        : { id: row.invitation_id, name: row.invitation_name! },
  };
}

/**
 * Notifications queued by the insert triggers (migrations 010 and 019), of
 * a testimonial or an enquiry. Claiming leases rows with SKIP LOCKED, so
 * several instances on one PostgreSQL never send the same notification
 * twice at once.
 */
export class NotificationOutbox {
  constructor(private readonly db: Db) {}

  async claimDue(limit = 10): Promise<PendingNotification[]> {
    const rows = await this.db.query<Row>(
      `WITH due AS (
         SELECT id FROM notification_outbox
         WHERE next_attempt_at <= now()
         ORDER BY next_attempt_at, id
         LIMIT $1
         FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE notification_outbox o
         SET next_attempt_at = now() + make_interval(secs => $2)
         FROM due WHERE o.id = due.id
         RETURNING o.*
       )
       SELECT claimed.id::text AS id, claimed.testimonial_id::text AS testimonial_id,
              claimed.enquiry_id::text AS enquiry_id,
              claimed.attempts, claimed.webhook_done, claimed.email_done, t.name, t.lang,
              (SELECT count(*)::int FROM testimonials WHERE status = 'pending') AS pending_count,
              i.id::text AS invitation_id, i.name AS invitation_name,
              e.name AS enquiry_name, e.email AS enquiry_email, e.message AS enquiry_message,
              coalesce((SELECT notify_with_text FROM contact_settings), false) AS with_text,
              (SELECT count(*)::int FROM enquiries WHERE read_at IS NULL) AS unread
       FROM claimed LEFT JOIN testimonials t ON t.id = claimed.testimonial_id
         LEFT JOIN invitations i ON i.id = t.invitation_id
         LEFT JOIN enquiries e ON e.id = claimed.enquiry_id
       ORDER BY claimed.id`,
      [limit, LEASE_SECONDS],
    );
    return rows.map(toNotification);
  }

  async done(id: number): Promise<void> {
    await this.db.query("DELETE FROM notification_outbox WHERE id = $1", [id]);
  }

  /** Records a failed attempt; the channels that worked are not sent again. */
  async retryLater(
    id: number,
    delaySeconds: number,
    state: { webhookDone: boolean; emailDone: boolean; error: string },
  ): Promise<void> {
    await this.db.query(
      `UPDATE notification_outbox
       SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2),
           webhook_done = $3, email_done = $4, last_error = $5
       WHERE id = $1`,
      [id, delaySeconds, state.webhookDone, state.emailDone, state.error],
    );
  }
}
