import { createHmac, randomBytes, scryptSync } from "node:crypto";
import type { Db } from "../db/db";

/** A session ends after this long without a request. */
const SESSION_IDLE_HOURS = 12;
/** …and this long after sign-in, however much it is used. */
const SESSION_MAX_DAYS = 7;
// Refreshing last_seen_at on every call would write on every read; once a
// minute keeps the idle expiry exact to the minute.
const REFRESH_AFTER_SECONDS = 60;
// scrypt's salt only keeps its output apart from other uses of the password;
// what keeps a guess from being checked is the token, which the table lacks.
const KEY_SALT = "admin-session-key";

/**
 * The key session tokens are hashed under, derived from ADMIN_PASSWORD: every
 * instance with the same password derives the same key, and a new password
 * makes every stored hash match nothing, so all sessions end without the
 * store keeping anything about the password. scrypt makes each guess slow
 * for someone holding both a copy of the table and a session's cookie.
 * Unset (the admin disabled), a random key that matches nothing stored.
 */
const sessionKey = (password: string | undefined) =>
  password === undefined ? randomBytes(32) : scryptSync(password, KEY_SALT, 32);

export interface Session {
  csrfToken: string;
}

/**
 * Admin sessions in the store: they survive a restart and work on every
 * instance with the same ADMIN_PASSWORD. Only an HMAC of the token is kept,
 * so reading the table does not give anyone a way in, nor a way to test
 * guesses at the password.
 */
export class AdminSessions {
  private readonly key: Buffer;

  constructor(
    private readonly db: Db,
    password: string | undefined,
  ) {
    this.key = sessionKey(password);
  }

  private hash(token: string) {
    return createHmac("sha256", this.key).update(token).digest("base64url");
  }

  /** Creates a session; returns the cookie token (shown once) and its CSRF token. */
  async create(): Promise<{ token: string; csrfToken: string }> {
    const token = randomBytes(32).toString("base64url");
    const csrfToken = randomBytes(32).toString("base64url");
    await this.db.query(
      "INSERT INTO admin_sessions (token_hash, csrf_token) VALUES ($1, $2)",
      [this.hash(token), csrfToken],
    );
    // Expired sessions (and those of an older password, once idle) are
    // dropped now and then: here, at sign-in.
    await this.db.query(
      `DELETE FROM admin_sessions
       WHERE last_seen_at < now() - make_interval(hours => $1)
          OR created_at < now() - make_interval(days => $2)`,
      [SESSION_IDLE_HOURS, SESSION_MAX_DAYS],
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
         AND created_at >= now() - make_interval(days => $4)
       RETURNING csrf_token`,
      [
        this.hash(token),
        SESSION_IDLE_HOURS,
        REFRESH_AFTER_SECONDS,
        SESSION_MAX_DAYS,
      ],
    );
    return row ? { csrfToken: row.csrf_token } : null;
  }

  async delete(token: string | undefined): Promise<void> {
    if (!token) return;
    await this.db.query("DELETE FROM admin_sessions WHERE token_hash = $1", [
      this.hash(token),
    ]);
  }

  /** Ends every session, on every instance; returns how many there were. */
  async deleteAll(): Promise<number> {
    const rows = await this.db.query("DELETE FROM admin_sessions RETURNING 1");
    return rows.length;
  }
}
