// Vitest global setup. The PostgreSQL suites run only when TEST_DATABASE_URL
// is set, so on a machine without a database they pass by not running. Under
// CI (CI set) that is a failure: the run stops here, before any test, unless
// the database answers.
import pg from "pg";

export async function requirePostgresInCi(env: NodeJS.ProcessEnv) {
  if (!env.CI) return;
  const url = env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      "CI is set but TEST_DATABASE_URL is not: the PostgreSQL suites would be skipped. " +
        "Run .ci/run (it sets up Debian's PostgreSQL) or set TEST_DATABASE_URL.",
    );
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 10_000,
  });
  try {
    await client.connect();
    await client.query("SELECT 1");
  } catch (error) {
    const where = new URL(url);
    throw new Error(
      `CI is set but the PostgreSQL at TEST_DATABASE_URL (${where.host}${where.pathname}) ` +
        `cannot be used: ${(error as Error).message}`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

export default () => requirePostgresInCi(process.env);
