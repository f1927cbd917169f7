import { LOGIN_FAILURE_RETENTION_DAYS } from "../../../core/testimonials/retention";
import type { ClientKey } from "./client-key";
import type { Db } from "../db/db";

export const THROTTLE = {
  /** Failures are counted over this window. */
  windowMinutes: 15,
  /** Wrong passwords one client may try within the window before waiting. */
  perClient: 5,
  /** Wrong passwords from all clients together before sign-in pauses for everyone. */
  global: 50,
  /** First wait for a throttled client; doubles with each further failure. */
  baseDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  /** Wait for everyone when the global limit is reached. */
  globalDelaySeconds: 60,
} as const;

export type ThrottleResult =
  | { allowed: true }
  | {
      allowed: false;
      retryAfterSeconds: number;
      scope: "client" | "global";
    };

/** Failures within the window, and seconds since the last one. */
interface Counts {
  client_failures: number;
  client_last_age: number | null;
  global_failures: number;
  global_last_age: number | null;
}

// Any constant shared by every instance: sign-in attempts on one PostgreSQL
// are counted one after another.
const ATTEMPT_LOCK = 7_310_043;

/** The client's failures may be under yesterday's key too, just after midnight. */
const keysOf = (key: ClientKey) =>
  key.previous === null ? [key.current] : [key.current, key.previous];

/**
 * Slows down password guessing, per client (keyed hash of its address) and
 * across all clients (a distributed guess from many addresses), with the
 * attempts kept in the store so a restart does not reset them.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly limits: typeof THROTTLE = THROTTLE,
  ) {}

  /**
   * Decides whether the client may try a password now and, if so, counts
   * the attempt as a failure before the password is compared: checking and
   * counting are one step under a lock, so concurrent sign-ins cannot all
   * pass the check before any failure is recorded. A right password then
   * clears the client's count (`clear`).
   */
  attempt(key: ClientKey): Promise<ThrottleResult> {
    return this.db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [ATTEMPT_LOCK]);
      const [row] = await tx.query<Counts>(
        `SELECT
           count(*) FILTER (WHERE client_key = ANY($1::text[]))::int AS client_failures,
           extract(epoch FROM now() - max(failed_at) FILTER (WHERE client_key = ANY($1::text[])))::float8 AS client_last_age,
           count(*)::int AS global_failures,
           extract(epoch FROM now() - max(failed_at))::float8 AS global_last_age
         FROM admin_login_failures
         WHERE failed_at > now() - make_interval(mins => $2)`,
        [keysOf(key), this.limits.windowMinutes],
      );
      const result = this.decide(row!);
      if (result.allowed) {
        await tx.query(
          "INSERT INTO admin_login_failures (client_key) VALUES ($1)",
          [key.current],
        );
        await tx.query(
          "DELETE FROM admin_login_failures WHERE failed_at < now() - make_interval(days => $1)",
          [LOGIN_FAILURE_RETENTION_DAYS],
        );
      }
      return result;
    });
  }

  private decide(r: Counts): ThrottleResult {
    if (r.client_failures >= this.limits.perClient) {
      const excess = r.client_failures - this.limits.perClient;
      const delay = Math.min(
        this.limits.maxDelaySeconds,
        this.limits.baseDelaySeconds * 2 ** excess,
      );
      const wait = Math.ceil(delay - (r.client_last_age ?? 0));
      if (wait > 0)
        return { allowed: false, retryAfterSeconds: wait, scope: "client" };
    }
    if (r.global_failures >= this.limits.global) {
      const wait = Math.ceil(
        this.limits.globalDelaySeconds - (r.global_last_age ?? 0),
      );
      if (wait > 0)
        return { allowed: false, retryAfterSeconds: wait, scope: "global" };
    }
    return { allowed: true };
  }

  /** A right password clears the client's count, its own attempt included (not the global one). */
  async clear(key: ClientKey): Promise<void> {
    await this.db.query(
      "DELETE FROM admin_login_failures WHERE client_key = ANY($1::text[])",
      [keysOf(key)],
    );
  }
}
