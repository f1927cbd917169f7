import { createHmac, randomBytes } from "node:crypto";
import { RATE_LIMIT_RETENTION_HOURS } from "../../../core/testimonials/retention";
import { log } from "../../log";
import type { Db } from "../db/db";
import type { ClientKey } from "./client-key";
import { THROTTLE } from "./login-throttle";
import { DUPLICATE_WINDOW_MINUTES } from "./submissions";

const DAY_MS = 24 * 60 * 60_000;
const MAINTENANCE_EVERY_MS = 10 * 60_000;

/**
 * How long into a new UTC day yesterday's secret is kept: as long as the
 * longest window that looks back at rows keyed with it (the duplicate check,
 * the sign-in throttle). The rate limit needs none: its windows are clock
 * hours, so none spans midnight.
 * @internal
 */
export const PREVIOUS_SECRET_KEPT_MS =
  Math.max(DUPLICATE_WINDOW_MINUTES, THROTTLE.windowMinutes) * 60_000;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const hash = (secret: string, address: string) =>
  createHmac("sha256", secret).update(address).digest("base64url");

/**
 * Stands for client addresses everywhere in the store (rate limit, duplicate
 * check, sign-in throttle): an HMAC-SHA256 of the address, so the address is
 * never stored. The key is a random secret of the current UTC day, kept in
 * `client_key_secrets` (never exported or backed up) and agreed by every
 * instance on one PostgreSQL; keys of different days cannot be linked, and
 * a secret is deleted `PREVIOUS_SECRET_KEPT_MS` into the next day, after
 * which its keys cannot be traced back to an address by trying every IPv4
 * address. The secrets are cached and read again only when the day or the
 * previous secret's life ends, so a request costs no query.
 */
export class ClientKeys {
  private secrets: { current: string; previous: string | null } = {
    current: "",
    previous: null,
  };
  /** When the set of live secrets changes next (ms since the epoch). */
  private refreshAt = 0;
  private refreshing: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout;

  private constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    // Forgets on time on a quiet site too, when no request triggers it.
    this.timer = setInterval(() => {
      this.maintain().catch((error: Error) =>
        log("warn", "forgetting old client keys failed; retried later", {
          error: error.message,
        }),
      );
    }, MAINTENANCE_EVERY_MS).unref();
  }

  /** `now` is the clock (ms since the epoch); tests pass their own. */
  static async open(db: Db, now: () => number = Date.now): Promise<ClientKeys> {
    const keys = new ClientKeys(db, now);
    try {
      await keys.maintain();
    } catch (error) {
      keys.close();
      throw error;
    }
    return keys;
  }

  async forAddress(address: string): Promise<ClientKey> {
    if (this.now() >= this.refreshAt) await this.refresh();
    const { current, previous } = this.secrets;
    return {
      current: hash(current, address),
      previous: previous === null ? null : hash(previous, address),
    };
  }

  /**
   * Deletes what no window needs any more: secrets past their life, finished
   * rate-limit windows, and testimonials' and enquiries' keys older than
   * the duplicate window (so a copy of the data holds almost none).
   */
  private async maintain(): Promise<void> {
    await this.refresh();
    await this.db.query(
      "DELETE FROM rate_limit_hits WHERE window_start < now() - make_interval(hours => $1)",
      [RATE_LIMIT_RETENTION_HOURS],
    );
    await this.db.query(
      `UPDATE testimonials SET submitter_key = NULL
       WHERE submitter_key IS NOT NULL AND created_at < now() - make_interval(mins => $1)`,
      [DUPLICATE_WINDOW_MINUTES],
    );
    await this.db.query(
      `UPDATE enquiries SET submitter_key = NULL
       WHERE submitter_key IS NOT NULL AND created_at < now() - make_interval(mins => $1)`,
      [DUPLICATE_WINDOW_MINUTES],
    );
  }

  close(): void {
    clearInterval(this.timer);
  }

  /** Creates today's secret if no instance has, drops expired ones, caches the live ones. */
  private refresh(): Promise<void> {
    this.refreshing ??= this.load().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async load() {
    const now = this.now();
    const dayStart = now - (now % DAY_MS);
    const keepPrevious = now - dayStart < PREVIOUS_SECRET_KEPT_MS;
    const today = utcDay(now);
    const oldest = keepPrevious ? utcDay(dayStart - DAY_MS) : today;
    await this.db.query(
      "INSERT INTO client_key_secrets (day, secret) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING",
      [today, randomBytes(32).toString("base64url")],
    );
    await this.db.query("DELETE FROM client_key_secrets WHERE day < $1", [
      oldest,
    ]);
    const rows = await this.db.query<{ day: string; secret: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, secret FROM client_key_secrets
       WHERE day BETWEEN $1 AND $2`,
      [oldest, today],
    );
    const secret = (day: string) =>
      rows.find((row) => row.day === day)?.secret ?? null;
    this.secrets = {
      current: secret(today)!,
      previous: keepPrevious ? secret(oldest) : null,
    };
    this.refreshAt = keepPrevious
      ? dayStart + PREVIOUS_SECRET_KEPT_MS
      : dayStart + DAY_MS;
  }
}
