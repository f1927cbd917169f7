import type { PublicTestimonial } from "../../../core/testimonials/testimonial";
import type { Db } from "../db/db";
import type { StoreChanges } from "../store-changes";
import type { Status } from "../../../core/api/moderation";

/** The columns of `testimonials_public`, in the order the API returns them. */
export const PUBLIC_COLUMNS = [
  "id",
  "name",
  "company",
  "relationship",
  "comment",
  "created_at",
  "lang",
  "invited",
] as const;
export type PublicColumn = (typeof PUBLIC_COLUMNS)[number];

// Timestamps as PostgREST writes them, whatever the session's time zone.
const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"+00:00"')`;
const SELECT_EXPR: Record<PublicColumn, string> = {
  id: "id::text AS id",
  name: "name",
  company: "company",
  relationship: "relationship",
  comment: "comment",
  created_at: `${iso("testimonials_public.created_at")} AS created_at`,
  lang: "lang",
  invited: "invited",
};

export interface ListOptions {
  limit: number;
  offset: number;
  columns?: readonly PublicColumn[];
  order?: "asc" | "desc";
}

export interface StoredTestimonial extends PublicTestimonial {
  status: Status;
  consent_at: string;
  reviewed_at: string | null;
}

/** Every read and write of testimonials. */
export class TestimonialRepository {
  constructor(
    private readonly db: Db,
    private readonly changes: StoreChanges,
  ) {}

  /** Goes up whenever the approved set may have changed (see StoreChanges). */
  get version(): number {
    return this.changes.version;
  }

  /** Announces a write that may change the public list. */
  changed(): void {
    this.changes.emit();
  }

  /** Approved rows as the public view gives them, newest first by default. */
  listApproved({
    limit,
    offset,
    columns = PUBLIC_COLUMNS,
    order = "desc",
  }: ListOptions): Promise<Partial<PublicTestimonial>[]> {
    // Column names come from the fixed list above, never from the request.
    const select = columns.map((column) => SELECT_EXPR[column]).join(", ");
    const direction = order === "asc" ? "ASC" : "DESC";
    return this.db.query(
      `SELECT ${select} FROM testimonials_public
       ORDER BY testimonials_public.created_at ${direction}, testimonials_public.id ${direction}
       LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
  }

  /** Every column but the submitter key, for moderation; newest first. */
  list(status: Status | null, limit = 1000): Promise<StoredTestimonial[]> {
    return this.db.query(
      `SELECT id::text AS id, name, company, relationship, comment, lang,
              invitation_id IS NOT NULL AS invited, status,
              ${iso("consent_at")} AS consent_at,
              ${iso("created_at")} AS created_at,
              ${iso("reviewed_at")} AS reviewed_at
       FROM testimonials
       WHERE $1::text IS NULL OR status = $1
       ORDER BY created_at DESC, id DESC
       LIMIT $2`,
      [status, limit],
    );
  }

  /**
   * The ids whose text form starts with `prefix`, in id order, at most
   * `limit` (the terminal command takes a unique prefix of an id, as git
   * does). Only lowercase hex and hyphens can match, so `%` and `_` never
   * act as LIKE's wildcards.
   */
  async idsStartingWith(prefix: string, limit = 10): Promise<string[]> {
    if (!/^[0-9a-f-]+$/.test(prefix)) return [];
    const rows = await this.db.query<{ id: string }>(
      `SELECT id::text AS id FROM testimonials
       WHERE id::text LIKE $1 || '%' ORDER BY id LIMIT $2`,
      [prefix, limit],
    );
    return rows.map((row) => row.id);
  }

  /** Approves or rejects a row (or puts it back to pending); false when no such row. */
  async setStatus(id: string, status: Status): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.db.query(
      `UPDATE testimonials
       SET status = $2, reviewed_at = CASE WHEN $2 = 'pending' THEN NULL ELSE now() END
       WHERE id = $1 RETURNING id`,
      [id, status],
    );
    if (rows.length) this.changed();
    return rows.length > 0;
  }

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.db.query(
      "DELETE FROM testimonials WHERE id = $1 RETURNING id",
      [id],
    );
    if (rows.length) this.changed();
    return rows.length > 0;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
