import {
  STATUSES,
  type AdminPage,
  type AdminTestimonial,
  type Status,
  type TestimonialPlace,
} from "../../../core/api/moderation";
import type { TestimonialEdit } from "../../../core/testimonials/testimonial-edit";
import type { Db } from "../db/db";
import { isoTimestamp as iso } from "../db/iso-timestamp";
import { isUuid } from "./testimonials";

const ADMIN_PAGE_SIZE = 20;

const COLUMNS = `id::text AS id, name, company, relationship, comment, lang, status,
  ${iso("created_at")} AS "createdAt", ${iso("reviewed_at")} AS "reviewedAt",
  ${iso("consent_at")} AS "consentAt", consent_text AS "consentText",
  consent_version AS "consentVersion",
  ${iso("edited_at")} AS "editedAt", ${iso("anonymised_at")} AS "anonymisedAt",
  original_name, original_company, original_relationship, original_comment,
  (SELECT json_build_object('id', i.id::text, 'name', i.name, 'sentAt', ${iso("i.sent_at")})
   FROM invitations i WHERE i.id = testimonials.invitation_id) AS invitation`;

// Pending: oldest first (the queue); decided lists: latest decision first.
const ORDER: Record<Status, string> = {
  pending: "created_at ASC, id ASC",
  approved: "reviewed_at DESC NULLS LAST, created_at DESC, id DESC",
  rejected: "reviewed_at DESC NULLS LAST, created_at DESC, id DESC",
};

type Row = Omit<AdminTestimonial, "original"> & {
  original_name: string | null;
  original_company: string | null;
  original_relationship: string | null;
  original_comment: string | null;
};

function toTestimonial(row: Row): AdminTestimonial {
  const {
    original_name,
    original_company,
    original_relationship,
    original_comment,
    ...rest
  } = row;
  return {
    ...rest,
    original: rest.editedAt
      ? {
          name: original_name,
          company: original_company,
          relationship: original_relationship,
          comment: original_comment,
        }
      : null,
  };
}

/**
 * The owner's reads and the writes the public repository has no method for
 * (edit, anonymise). `changed` must be called after each write that can alter
 * the public list, so its caches drop (TestimonialRepository's change hook).
 */
export class ModerationRepository {
  constructor(
    private readonly db: Db,
    private readonly changed: () => void,
  ) {}

  async counts(): Promise<Record<Status, number>> {
    const rows = await this.db.query<{ status: Status; count: number }>(
      "SELECT status, count(*)::int AS count FROM testimonials GROUP BY status",
    );
    const counts = { pending: 0, approved: 0, rejected: 0 };
    for (const row of rows) counts[row.status] = row.count;
    return counts;
  }

  async page(
    status: Status,
    page: number,
    pageSize = ADMIN_PAGE_SIZE,
  ): Promise<AdminPage> {
    const [rows, counts] = await Promise.all([
      this.db.query<Row>(
        `SELECT ${COLUMNS} FROM testimonials WHERE status = $1
         ORDER BY ${ORDER[status]} LIMIT $2 OFFSET $3`,
        [status, pageSize, (page - 1) * pageSize],
      ),
      this.counts(),
    ]);
    return {
      items: rows.map(toTestimonial),
      counts,
      page,
      pageSize,
      total: counts[status],
    };
  }

  async get(id: string): Promise<AdminTestimonial | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM testimonials WHERE id = $1`,
      [id],
    );
    return row ? toTestimonial(row) : null;
  }

  /** Where a testimonial sits in the owner's lists (for deep links). */
  async locate(
    id: string,
    pageSize = ADMIN_PAGE_SIZE,
  ): Promise<TestimonialPlace | null> {
    const found = await this.get(id);
    if (!found) return null;
    const status = found.status;
    const [row] = await this.db.query<{ position: number }>(
      `SELECT position::int FROM (
         SELECT id, row_number() OVER (ORDER BY ${ORDER[status]}) AS position
         FROM testimonials WHERE status = $1
       ) ranked WHERE id = $2`,
      [status, id],
    );
    return { status, page: Math.ceil((row?.position ?? 1) / pageSize) };
  }

  /**
   * Replaces the displayed text. The visitor's original is copied aside on
   * the first edit only, so later edits never overwrite it.
   */
  async edit(id: string, edit: TestimonialEdit): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.db.query(
      `UPDATE testimonials SET
         original_name = CASE WHEN edited_at IS NULL THEN name ELSE original_name END,
         original_company = CASE WHEN edited_at IS NULL THEN company ELSE original_company END,
         original_relationship = CASE WHEN edited_at IS NULL THEN relationship ELSE original_relationship END,
         original_comment = CASE WHEN edited_at IS NULL THEN comment ELSE original_comment END,
         name = $2, company = $3, relationship = $4, comment = $5,
         edited_at = now()
       WHERE id = $1 RETURNING id`,
      [id, edit.name, edit.company, edit.relationship || null, edit.comment],
    );
    if (rows.length) this.changed();
    return rows.length > 0;
  }

  /**
   * For an erasure request: the name becomes 'Anonymous', company and
   * relationship are cleared, here and in the kept original, and the
   * submitter's address hash is dropped. The comment stays.
   */
  async anonymise(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.db.query(
      `UPDATE testimonials SET
         name = 'Anonymous', company = '', relationship = NULL,
         original_name = CASE WHEN edited_at IS NULL THEN NULL ELSE 'Anonymous' END,
         original_company = CASE WHEN edited_at IS NULL THEN NULL ELSE '' END,
         original_relationship = NULL,
         submitter_key = NULL,
         anonymised_at = now()
       WHERE id = $1 RETURNING id`,
      [id],
    );
    if (rows.length) this.changed();
    return rows.length > 0;
  }
}

export const isStatus = (value: unknown): value is Status =>
  typeof value === "string" && (STATUSES as readonly string[]).includes(value);
