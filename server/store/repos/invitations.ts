import { randomBytes } from "node:crypto";
import type {
  AdminInvitation,
  IssuedInvitation,
  NewInvitation,
} from "../../../core/api/invitations";
import {
  TOKEN_BYTES,
  type InvitationLookup,
} from "../../../core/testimonials/invitations";
import type { Db } from "../db/db";
import { isoTimestamp as iso } from "../db/iso-timestamp";
import { hashToken, USABLE_INVITATION } from "./invitation-token";
import { isUuid } from "./testimonials";

const newToken = () => randomBytes(TOKEN_BYTES).toString("base64url");

// Answered and revoked never meet (neither can follow the other), so the
// order between them only matters to a row edited by hand.
const COLUMNS = `id::text AS id, name, company, relationship, note, lang,
  CASE WHEN revoked_at IS NOT NULL THEN 'revoked'
       WHEN answered_at IS NOT NULL THEN 'answered'
       WHEN expires_at <= now() THEN 'expired'
       WHEN opened_at IS NOT NULL THEN 'opened'
       ELSE 'waiting' END AS state,
  ${iso("created_at")} AS "createdAt", ${iso("sent_at")} AS "sentAt",
  ${iso("expires_at")} AS "expiresAt", ${iso("opened_at")} AS "openedAt",
  ${iso("answered_at")} AS "answeredAt", ${iso("revoked_at")} AS "revokedAt",
  testimonial_id::text AS "testimonialId"`;

export type InvitationChange<T> =
  { ok: true; value: T } | { ok: false; reason: "not-found" | "answered" };

/** The owner's invitations, and the page's lookup of a link's token. */
export class InvitationRepository {
  constructor(
    private readonly db: Db,
    /** Told when a link is opened the first time (Insights' funnel). */
    private readonly onFirstOpen: () => void = () => {},
  ) {}

  /** Stores a new invitation; its token is returned here and never again. */
  async create(input: NewInvitation): Promise<IssuedInvitation> {
    const token = newToken();
    const [invitation] = await this.db.query<AdminInvitation>(
      `INSERT INTO invitations (token_hash, name, company, relationship, note, lang, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(days => $7))
       RETURNING ${COLUMNS}`,
      [
        hashToken(token),
        input.name,
        input.company,
        input.relationship,
        input.note,
        input.lang,
        input.expiresInDays,
      ],
    );
    return { invitation: invitation!, token };
  }

  /** Every invitation, newest first. */
  list(): Promise<AdminInvitation[]> {
    return this.db.query(
      `SELECT ${COLUMNS} FROM invitations ORDER BY created_at DESC, id DESC`,
    );
  }

  /** Stops the link working; an invitation already answered is refused. */
  revoke(id: string): Promise<InvitationChange<AdminInvitation>> {
    return this.change(
      id,
      `UPDATE invitations SET revoked_at = coalesce(revoked_at, now())
       WHERE id = $1 AND answered_at IS NULL RETURNING ${COLUMNS}`,
      [id],
    );
  }

  /**
   * A new link for the same invitation (the old one stops working), sent
   * now and valid as long as the first was; a revoked one works again.
   * Opened is cleared: it tells whether the link the client has was opened.
   */
  async reissue(id: string): Promise<InvitationChange<IssuedInvitation>> {
    const token = newToken();
    const result = await this.change(
      id,
      // SET reads the row as it was: the duration is the old expiry minus the old sending.
      `UPDATE invitations SET token_hash = $2, sent_at = now(),
         expires_at = now() + (expires_at - sent_at),
         revoked_at = NULL, opened_at = NULL
       WHERE id = $1 AND answered_at IS NULL RETURNING ${COLUMNS}`,
      [id, hashToken(token)],
    );
    return result.ok
      ? { ok: true, value: { invitation: result.value, token } }
      : result;
  }

  /**
   * What the page may show for a token that works now, marking the
   * invitation opened the first time; null for any other token. Every token,
   * however malformed, is hashed and runs this one statement, so the time of
   * the answer does not tell a malformed token from an unknown one (a
   * malformed token hashes to a value no stored token has).
   */
  async lookup(token: string): Promise<InvitationLookup | null> {
    const [row] = await this.db.query<
      InvitationLookup & { first_open?: boolean }
    >(
      `WITH found AS (
         SELECT id, name, company, relationship, note, lang, opened_at
         FROM invitations WHERE token_hash = $1 AND ${USABLE_INVITATION}
       ), opened AS (
         UPDATE invitations SET opened_at = now() FROM found
         WHERE invitations.id = found.id AND found.opened_at IS NULL
       )
       SELECT name, company, relationship, note, lang, opened_at IS NULL AS first_open
       FROM found`,
      [hashToken(token)],
    );
    if (!row) return null;
    const { first_open, ...lookup } = row;
    if (first_open) this.onFirstOpen();
    return lookup;
  }

  private async change(
    id: string,
    sql: string,
    params: unknown[],
  ): Promise<InvitationChange<AdminInvitation>> {
    if (!isUuid(id)) return { ok: false, reason: "not-found" };
    const [row] = await this.db.query<AdminInvitation>(sql, params);
    if (row) return { ok: true, value: row };
    const [existing] = await this.db.query(
      "SELECT 1 FROM invitations WHERE id = $1",
      [id],
    );
    return { ok: false, reason: existing ? "answered" : "not-found" };
  }
}
