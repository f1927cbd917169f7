import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Db, Queryable } from "./db";

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));
// Any constant shared by every instance: concurrent starts on one PostgreSQL
// wait for each other instead of applying a migration twice.
const MIGRATION_LOCK = 7_310_042;

export interface Migration {
  version: string;
  sql: string;
}

/**
 * The files in server/store/db/migrations/, named NNN-name.sql, in order.
 * @internal
 */
export async function loadMigrations(
  dir = MIGRATIONS_DIR,
): Promise<Migration[]> {
  const files = (await readdir(dir))
    .filter((file) => /^\d{3}-[\w-]+\.sql$/.test(file))
    .sort();
  return Promise.all(
    files.map(async (file) => ({
      version: file.replace(/\.sql$/, ""),
      sql: await readFile(join(dir, file), "utf8"),
    })),
  );
}

/**
 * True when the database has the migrations' table, which the first
 * `migrate` creates: false for a database no server has run on yet.
 */
export async function hasMigrationsTable(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS found",
  );
  return row!.found;
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in order and
 * in one transaction (all or none). Returns the versions it applied.
 */
export async function migrate(
  db: Db,
  migrations?: Migration[],
): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const done = new Set(
      (
        await tx.query<{ version: string }>(
          "SELECT version FROM schema_migrations",
        )
      ).map((row) => row.version),
    );
    const applied: string[] = [];
    for (const migration of all) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query("INSERT INTO schema_migrations (version) VALUES ($1)", [
        migration.version,
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}
