import pg from "pg";
import { log } from "../log";
import type { Db, Queryable } from "./db";

export interface PostgresOptions {
  /** Runs everything in this schema (tests use one schema per run). */
  schema?: string;
  max?: number;
}

const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
  async query<Row>(sql: string, params?: unknown[]) {
    return (await client.query(sql, params)).rows as Row[];
  },
  async exec(sql: string) {
    await client.query(sql);
  },
});

/** A pooled connection to a real PostgreSQL (DATABASE_URL). */
export function openPostgres(url: string, options: PostgresOptions = {}): Db {
  const settings = ["-c TimeZone=UTC"];
  if (options.schema) settings.push(`-c search_path=${options.schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    options: settings.join(" "),
    connectionTimeoutMillis: 5_000,
  });
  // An idle client losing its connection must not crash the process; the
  // next query reconnects or fails with a 503.
  pool.on("error", (error) =>
    log("warn", "database connection lost", { error: error.message }),
  );
  return {
    ...wrap(pool),
    kind: "postgres",
    shared: true,
    async transaction(fn) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query("BEGIN");
        const result = await fn(wrap(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => (broken = true));
        throw error;
      } finally {
        // A connection that could not roll back is discarded, not reused.
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
