import pg from "pg";
import { log } from "../../log";
import type { Db, Queryable } from "./db";
import { isTransientError } from "./transient";

export interface PostgresOptions {
  /** Runs everything in this schema (tests use one schema per run). */
  schema?: string;
  /** Most connections the pool opens (DB_POOL_MAX). */
  max?: number;
  /** Server-side limit per statement in ms; 0: none (DB_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
  /** How long to wait for a new connection (DB_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  /** Retries after a transient connection error (DB_RETRIES); see `transient.ts`. */
  retries?: number;
}

const POSTGRES_DEFAULTS = {
  max: 10,
  statementTimeoutMs: 10_000,
  connectTimeoutMs: 5_000,
  retries: 2,
} as const;

const RETRY_BASE_DELAY_MS = 100;

const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
  async query<Row>(sql: string, params?: unknown[]) {
    return (await client.query(sql, params)).rows as Row[];
  },
  async exec(sql: string) {
    await client.query(sql);
  },
});

/** The `options` startup parameter: UTC, the schema and the statement timeout. */
export function sessionSettings(options: PostgresOptions): string {
  const settings = ["-c TimeZone=UTC"];
  if (options.schema) settings.push(`-c search_path=${options.schema}`);
  const timeout =
    options.statementTimeoutMs ?? POSTGRES_DEFAULTS.statementTimeoutMs;
  if (timeout > 0) settings.push(`-c statement_timeout=${timeout}`);
  return settings.join(" ");
}

const READ_ONLY = /^\s*SELECT\b/i;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A pooled connection to a real PostgreSQL (DATABASE_URL). Transient
 * connection errors (a restarted server, a dropped connection, a fail-over)
 * are retried up to `retries` times, but only where a retry cannot apply a
 * write twice: acquiring a connection, a plain SELECT, and a transaction
 * that failed before its COMMIT was sent (the server rolled it back). A
 * failure during COMMIT itself is reported, never retried.
 */
export function openPostgres(url: string, options: PostgresOptions = {}): Db {
  const retries = options.retries ?? POSTGRES_DEFAULTS.retries;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? POSTGRES_DEFAULTS.max,
    options: sessionSettings(options),
    connectionTimeoutMillis:
      options.connectTimeoutMs ?? POSTGRES_DEFAULTS.connectTimeoutMs,
  });
  // An idle client losing its connection must not crash the process; the
  // next query reconnects or fails with a 503.
  pool.on("error", (error) =>
    log("warn", "database connection lost", { error: error.message }),
  );
  // A checked-out client whose connection dies emits "error" as well as
  // failing its query; the failed query is what reports it.
  pool.on("connect", (client) => client.on("error", () => {}));

  async function withRetries<T>(
    what: string,
    attempt: () => Promise<T>,
    retryable: (error: unknown) => boolean,
  ): Promise<T> {
    for (let tries = 0; ; tries++) {
      try {
        return await attempt();
      } catch (error) {
        if (tries >= retries || !retryable(error)) throw error;
        log("warn", "database call retried after a transient error", {
          what,
          attempt: tries + 1,
          error: (error as Error).message,
        });
        await pause(RETRY_BASE_DELAY_MS * 2 ** tries);
      }
    }
  }

  const connect = () =>
    withRetries("connect", () => pool.connect(), isTransientError);

  async function query<Row>(sql: string, params?: unknown[]) {
    const readOnly = READ_ONLY.test(sql);
    return withRetries(
      "query",
      async () => {
        const client = await connect();
        let broken: Error | undefined;
        try {
          return (await client.query(sql, params)).rows as Row[];
        } catch (error) {
          if (isTransientError(error)) broken = error as Error;
          throw error;
        } finally {
          client.release(broken);
        }
      },
      (error) => readOnly && isTransientError(error),
    );
  }

  return {
    query,
    async exec(sql: string) {
      await query(sql);
    },
    kind: "postgres",
    shared: true,
    transaction(fn) {
      let committing = false;
      return withRetries(
        "transaction",
        async () => {
          committing = false;
          const client = await connect();
          let broken = false;
          try {
            await client.query("BEGIN");
            const result = await fn(wrap(client));
            committing = true;
            await client.query("COMMIT");
            return result;
          } catch (error) {
            if (!committing)
              await client.query("ROLLBACK").catch(() => (broken = true));
            else broken = true;
            throw error;
          } finally {
            // A connection that could not roll back is discarded, not reused.
            client.release(broken);
          }
        },
        (error) => !committing && isTransientError(error),
      );
    },
    close: () => pool.end(),
  };
}
