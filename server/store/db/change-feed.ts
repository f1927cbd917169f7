import pg from "pg";
import { log } from "../../log";
import { sessionSettings } from "./postgres";

/** The channel the 011-change-notify.sql triggers notify on. */
const CHANGE_CHANNEL = "testimonials_changed";

export interface ChangeFeedOptions {
  schema?: string;
  connectTimeoutMs?: number;
  /** First wait before reconnecting; doubles up to `maxReconnectDelayMs`. */
  reconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
  /** How often the idle connection is checked, so a silently dropped one is noticed. */
  healthCheckMs?: number;
  /** Shown in pg_stat_activity, so an operator can tell this connection apart. */
  applicationName?: string;
}

export interface ChangeFeed {
  /** Resolves once the first LISTEN is in place (or the first attempt failed). */
  ready: Promise<void>;
  /** Connected and listening right now. */
  readonly listening: boolean;
  close(): Promise<void>;
}

/**
 * Keeps one dedicated connection (outside the pool) LISTENing on the change
 * channel and calls `onChange` for every notification about this store's
 * schema. After a lost connection it reconnects with backoff and calls
 * `onChange` once more, since notifications sent meanwhile are lost. Caches
 * still expire on their own (the safety net), so a feed that is down only
 * makes changes show later (when the caches expire).
 */
export function startChangeFeed(
  url: string,
  onChange: () => void,
  options: ChangeFeedOptions = {},
): ChangeFeed {
  const baseDelay = options.reconnectDelayMs ?? 200;
  const maxDelay = options.maxReconnectDelayMs ?? 5_000;
  const healthCheckMs = options.healthCheckMs ?? 15_000;
  let client: pg.Client | undefined;
  let closed = false;
  let listening = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let health: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (closed || timer) return;
    const delay = Math.min(maxDelay, baseDelay * 2 ** failures);
    failures++;
    timer = setTimeout(() => {
      timer = undefined;
      void connect(true);
    }, delay);
    timer.unref();
  };

  // Only the current connection's failure counts: a late event from one
  // already replaced must not drop its successor.
  const drop = (lost: pg.Client, reason: string) => {
    if (client !== lost) return;
    client = undefined;
    clearInterval(health);
    if (listening)
      log("warn", "change feed connection lost; reconnecting", {
        error: reason,
      });
    listening = false;
    lost.removeAllListeners("notification");
    lost.on("error", () => {});
    lost.end().catch(() => {});
    scheduleReconnect();
  };

  async function connect(resync: boolean): Promise<void> {
    if (closed) return;
    const next = new pg.Client({
      connectionString: url,
      // No statement timeout needed: this connection only listens.
      options: sessionSettings({
        schema: options.schema,
        statementTimeoutMs: 0,
      }),
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      keepAlive: true,
      application_name: options.applicationName ?? "portfolio-change-feed",
    });
    client = next;
    next.on("error", (error) => drop(next, error.message));
    next.on("end", () => drop(next, "connection ended"));
    try {
      await next.connect();
      const [row] = (
        await next.query<{ schema: string }>(
          "SELECT current_schema() AS schema",
        )
      ).rows;
      const schema = row?.schema;
      next.on("notification", (message) => {
        if (message.channel === CHANGE_CHANNEL && message.payload === schema)
          onChange();
      });
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (closed || client !== next) {
        await next.end().catch(() => {});
        return;
      }
      listening = true;
      failures = 0;
      health = setInterval(() => {
        next
          .query("SELECT 1")
          .catch((error: Error) => drop(next, error.message));
      }, healthCheckMs);
      health.unref();
      if (resync) {
        log("info", "change feed reconnected");
        onChange();
      }
    } catch (error) {
      drop(next, (error as Error).message);
    }
  }

  const ready = connect(false);
  return {
    ready,
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      clearInterval(health);
      const last = client;
      client = undefined;
      listening = false;
      await last?.end().catch(() => {});
    },
  };
}
