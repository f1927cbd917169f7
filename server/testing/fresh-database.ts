// Test support: a new, empty PostgreSQL database on TEST_DATABASE_URL's
// server, for tests that run real processes (which take a DATABASE_URL, not
// a schema). Dropped afterwards, whoever is still connected.
import { randomBytes } from "node:crypto";
import pg from "pg";

export interface FreshDatabase {
  name: string;
  url: string;
  /** Runs one statement on the new database as the server's admin user. */
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<Row[]>;
  drop(): Promise<void>;
}

/** Runs `fn` on one client connection to `url`, closed afterwards. */
export async function onServer<T>(
  url: string,
  fn: (client: pg.Client) => Promise<T>,
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createFreshDatabase(
  prefix: string,
  serverUrl = process.env.TEST_DATABASE_URL!,
): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  await onServer(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    query: (sql, params) =>
      onServer(url.toString(), async (c) => (await c.query(sql, params)).rows),
    drop: () =>
      onServer(serverUrl, (c) =>
        c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).then(() => {}),
  };
}
