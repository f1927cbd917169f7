import { createHmac, randomBytes } from "node:crypto";
import type { Db } from "./db";

const SECRET_KEY = "client_key_secret";
const CLEANUP_EVERY_MS = 10 * 60_000;

/**
 * Per-client submission counts live in `rate_limit_hits`, in fixed one-hour
 * windows, so they hold across restarts and across instances sharing one
 * PostgreSQL (counted by writeSubmissions in server/store/submissions.ts, in
 * the same transaction as the insert). Clients are identified by an HMAC-SHA256 of their address, keyed with a
 * secret generated on first start and kept in `settings`: the raw address is
 * never stored, and the hash cannot be reversed by trying every IPv4 address
 * without the secret.
 */
export class RateLimiter {
  private lastCleanup = 0;

  private constructor(
    private readonly db: Db,
    private readonly secret: string,
  ) {}

  static async create(db: Db): Promise<RateLimiter> {
    await db.query(
      "INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING",
      [SECRET_KEY, randomBytes(32).toString("base64url")],
    );
    const [row] = await db.query<{ value: string }>(
      "SELECT value FROM settings WHERE key = $1",
      [SECRET_KEY],
    );
    return new RateLimiter(db, row!.value);
  }

  /** The keyed hash that stands for a client address everywhere in the store. */
  clientKey(address: string): string {
    return createHmac("sha256", this.secret)
      .update(address)
      .digest("base64url");
  }

  /** Drops finished windows now and then, so the table stays small. */
  cleanUp() {
    const now = Date.now();
    if (now - this.lastCleanup < CLEANUP_EVERY_MS) return;
    this.lastCleanup = now;
    this.db
      .query(
        "DELETE FROM rate_limit_hits WHERE window_start < now() - interval '1 hour'",
      )
      .catch(() => {
        // Harmless: the next cleanup tries again.
        this.lastCleanup = 0;
      });
  }
}
