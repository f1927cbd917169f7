import type {
  AdminEnquiry,
  EnquiryChange,
  EnquiryList,
} from "../../../core/api/enquiries";
import type { EnquiryValidation } from "../../../core/enquiries/enquiry";
import type { SiteLanguage } from "../../../core/site-languages";
import type { Db } from "../db/db";
import { isoTimestamp as iso } from "../db/iso-timestamp";
import { DUPLICATE_WINDOW_MINUTES } from "./submissions";
import { isUuid } from "./testimonials";

/**
 * An enquiry that passed validateEnquiry (its `value`).
 * @internal
 */
export type ValidEnquiry = Extract<EnquiryValidation, { ok: true }>["value"];

/** What an anonymised enquiry's sender is called; its other identity fields are emptied. */
export const ANONYMISED_NAME = "Anonymised";

/**
 * The enquiry form counts in the testimonial form's table (migration 019)
 * under its own keys, so each form has its own allowance.
 */
const RATE_KEY_PREFIX = "enquiry:";

export interface EnquirySubmission {
  input: ValidEnquiry;
  /** The language of the page it was sent from. */
  lang: SiteLanguage;
  /** Keyed hash of the client address (ClientKey.current); null: not counted, no duplicate check. */
  clientKey: string | null;
  /** Its key under yesterday's secret, while kept (ClientKey.previous): a repeat across midnight is still found. */
  previousKey?: string | null;
  /** Enquiries allowed per client per hour; null: not counted. */
  limitPerHour: number | null;
}

export type EnquirySubmitOutcome =
  | { ok: true; id: string }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

const COLUMNS = `id::text AS id, name, email, company, other_parties AS "otherParties",
  message, lang, ${iso("created_at")} AS "createdAt", ${iso("read_at")} AS "readAt",
  ${iso("handled_at")} AS "handledAt", ${iso("anonymised_at")} AS "anonymisedAt"`;

/** Sets a timestamp column when `on`, clears it when false, keeps it when absent (a first read keeps its time). */
const flag = (column: string, param: string) =>
  `${column} = CASE WHEN ${param}::boolean IS NULL THEN ${column}
     WHEN ${param}::boolean THEN coalesce(${column}, now()) ELSE NULL END`;

/** Enquiries sent through the page's form, and the owner's reading of them. */
export class EnquiryRepository {
  constructor(
    private readonly db: Db,
    /** Told when an enquiry is stored (not a repeat), once committed (Insights). */
    private readonly onStored: () => void = () => {},
  ) {}

  /**
   * Stores a valid enquiry unless its client is over the hourly limit. The
   * same enquiry (name, e-mail and message) from the same client within
   * DUPLICATE_WINDOW_MINUTES is stored once: its id is answered again. A
   * stored one queues the owner's notification (migration 019's trigger).
   */
  submit({
    input,
    lang,
    clientKey,
    previousKey = null,
    limitPerHour,
  }: EnquirySubmission): Promise<EnquirySubmitOutcome> {
    let stored = false;
    const committed = this.db.transaction<EnquirySubmitOutcome>(async (tx) => {
      if (clientKey !== null) {
        // Serialises a client's identical enquiries racing on several
        // connections or instances.
        await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [
          RATE_KEY_PREFIX + clientKey,
        ]);
        if (limitPerHour !== null) {
          const [window] = await tx.query<{ hits: number; retry: number }>(
            `INSERT INTO rate_limit_hits AS h (client_key, window_start, hits)
             VALUES ($1, date_trunc('hour', now()), 1)
             ON CONFLICT (client_key, window_start) DO UPDATE SET hits = h.hits + 1
             RETURNING hits,
               ceil(extract(epoch FROM window_start + interval '1 hour' - now()))::int AS retry`,
            [RATE_KEY_PREFIX + clientKey],
          );
          if (window!.hits > limitPerHour)
            return {
              ok: false,
              reason: "rate-limited",
              retryAfterSeconds: Math.max(1, window!.retry),
            };
        }
        const [same] = await tx.query<{ id: string }>(
          `SELECT id::text AS id FROM enquiries
           WHERE submitter_key IN ($1, $2) AND name = $3 AND email = $4
             AND md5(message) = md5($5) AND message = $5
             AND created_at > now() - make_interval(mins => $6)
           LIMIT 1`,
          [
            clientKey,
            previousKey,
            input.name,
            input.email,
            input.message,
            DUPLICATE_WINDOW_MINUTES,
          ],
        );
        if (same) return { ok: true, id: same.id };
      }
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO enquiries (name, email, company, other_parties, message, lang, submitter_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text AS id`,
        [
          input.name,
          input.email,
          input.company,
          input.otherParties,
          input.message,
          lang,
          clientKey,
        ],
      );
      stored = true;
      return { ok: true, id: row!.id };
    });
    return committed.then((outcome) => {
      if (stored) this.onStored();
      return outcome;
    });
  }

  /** Every enquiry, newest first, and how many are unread. */
  async list(): Promise<EnquiryList> {
    const enquiries = await this.db.query<AdminEnquiry>(
      `SELECT ${COLUMNS} FROM enquiries ORDER BY created_at DESC, id DESC`,
    );
    return {
      enquiries,
      unread: enquiries.filter((enquiry) => enquiry.readAt === null).length,
    };
  }

  /** One enquiry; null when there is none by that id. */
  async get(id: string): Promise<AdminEnquiry | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.query<AdminEnquiry>(
      `SELECT ${COLUMNS} FROM enquiries WHERE id = $1`,
      [id],
    );
    return row ?? null;
  }

  /**
   * Marks an enquiry read or unread, handled or open (a flag left out stays
   * as it is; setting one already set keeps its first time). Null when
   * there is no such enquiry.
   */
  async change(
    id: string,
    change: EnquiryChange,
  ): Promise<AdminEnquiry | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.query<AdminEnquiry>(
      `UPDATE enquiries SET ${flag("read_at", "$2")}, ${flag("handled_at", "$3")}
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, change.read ?? null, change.handled ?? null],
    );
    return row ?? null;
  }

  /** False when there is no such enquiry. */
  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.db.query(
      "DELETE FROM enquiries WHERE id = $1 RETURNING id",
      [id],
    );
    return rows.length > 0;
  }

  /**
   * Removes the sender's identity: the name becomes ANONYMISED_NAME, the
   * e-mail, company and other parties are emptied; the message, which the
   * owner may still need, is kept (the owner can delete the enquiry
   * instead). Anonymising again changes nothing. Null when there is no such
   * enquiry.
   */
  async anonymise(id: string): Promise<AdminEnquiry | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.query<AdminEnquiry>(
      `UPDATE enquiries SET name = $2, email = '', company = '', other_parties = '',
         submitter_key = NULL, anonymised_at = coalesce(anonymised_at, now())
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, ANONYMISED_NAME],
    );
    return row ?? null;
  }
}
