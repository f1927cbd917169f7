import { createHash, randomBytes } from "node:crypto";
import type { Db } from "./db";

/** A session ends after this long without a request. */
const SESSION_IDLE_HOURS = 12;
// Refreshing last_seen_at on every call would write on every read; once a
// minute keeps the idle expiry exact to the minute.
const REFRESH_AFTER_SECONDS = 60;

const hashToken = (token: string) =>
  createHash("sha256").update(token).digest("base64url");

export interface Session {
  csrfToken: string;
}

/**
 * Admin sessions in the store: they survive a restart and work on every
 * instance. Only the SHA-256 of the token is kept, so reading the table does
 * not give anyone a way in.
 */
export class AdminSessions {
  constructor(private readonly db: Db) {}

  /** Creates a session; returns the cookie token (shown once) and its CSRF token. */
  async create(): Promise<{ token: string; csrfToken: string }> {
    const token = randomBytes(32).toString("base64url");
    const csrfToken = randomBytes(32).toString("base64url");
    await this.db.query(
      "INSERT INTO admin_sessions (token_hash, csrf_token) VALUES ($1, $2)",
      [hashToken(token), csrfToken],
    );
    // Expired sessions are dropped now and then: here, at sign-in.
    await this.db.query(
      `DELETE FROM admin_sessions
       WHERE last_seen_at < now() - make_interval(hours => $1)`,
      [SESSION_IDLE_HOURS],
    );
    return { token, csrfToken };
  }

  /** The live session for a cookie token (its idle clock restarts), or null. */
  async find(token: string | undefined): Promise<Session | null> {
    if (!token || token.length > 200) return null;
    const [row] = await this.db.query<{ csrf_token: string }>(
      `UPDATE admin_sessions
       SET last_seen_at = CASE
         WHEN last_seen_at < now() - make_interval(secs => $3) THEN now()
         ELSE last_seen_at END
       WHERE token_hash = $1
         AND last_seen_at >= now() - make_interval(hours => $2)
       RETURNING csrf_token`,
      [hashToken(token), SESSION_IDLE_HOURS, REFRESH_AFTER_SECONDS],
    );
    return row ? { csrfToken: row.csrf_token } : null;
  }

  async delete(token: string | undefined): Promise<void> {
    if (!token) return;
    await this.db.query("DELETE FROM admin_sessions WHERE token_hash = $1", [
      hashToken(token),
    ]);
  }
}
