import { createHmac, randomBytes } from "node:crypto";
import type { Db } from "./db";

const SECRET_KEY = "client_key_secret";
const CLEANUP_EVERY_MS = 10 * 60_000;

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Per-client submission counts in fixed one-hour windows, kept in the store so
 * they hold across restarts and across instances sharing one PostgreSQL.
 * Clients are identified by an HMAC-SHA256 of their address, keyed with a
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

  /** Counts one submission for `clientKey`; allowed while the window's count is within `limit`. */
  async hit(clientKey: string, limit: number): Promise<RateLimitResult> {
    const [row] = await this.db.query<{ hits: number; retry_after: number }>(
      `INSERT INTO rate_limit_hits AS h (client_key, window_start, hits)
       VALUES ($1, date_trunc('hour', now()), 1)
       ON CONFLICT (client_key, window_start) DO UPDATE SET hits = h.hits + 1
       RETURNING hits,
         ceil(extract(epoch FROM window_start + interval '1 hour' - now()))::int AS retry_after`,
      [clientKey],
    );
    this.cleanUpNow();
    return {
      allowed: row!.hits <= limit,
      retryAfterSeconds: Math.max(1, row!.retry_after),
    };
  }

  /** Drops finished windows now and then, so the table stays small. */
  private cleanUpNow() {
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
