import { PGlite, type Transaction } from "@electric-sql/pglite";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { log } from "../log";
import type { Db, Queryable } from "./db";
import { lockFolder } from "./folder-lock";

const wrap = (pg: PGlite | Transaction): Queryable => ({
  async query<Row>(sql: string, params?: unknown[]) {
    return (await pg.query<Row>(sql, params)).rows;
  },
  async exec(sql: string) {
    await pg.exec(sql);
  },
});

/**
 * Opens the embedded PostgreSQL persisted in `<dataDir>/pglite`, after taking
 * the folder lock, so a second process fails here with one clear line.
 * PGlite never calls fsync: an OS crash or power loss can lose recent writes
 * (use DATABASE_URL for that guarantee).
 */
export async function openPglite(dataDir: string): Promise<Db> {
  const folder = resolve(dataDir);
  await mkdir(folder, { recursive: true });
  const release = lockFolder(folder);
  try {
    const dbDir = join(folder, "pglite");
    if (!existsSync(join(dbDir, "PG_VERSION")))
      log(
        "info",
        "creating the data folder (first start takes a few seconds)",
        {
          folder,
        },
      );
    const pg = await PGlite.create(dbDir);
    await pg.exec("SET TIME ZONE 'UTC'");
    return {
      ...wrap(pg),
      kind: "pglite",
      shared: false,
      transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
      async close() {
        try {
          await pg.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** An in-memory PGlite for tests where persistence is not the point. */
export async function openMemoryPglite(): Promise<Db> {
  const pg = await PGlite.create();
  await pg.exec("SET TIME ZONE 'UTC'");
  return {
    ...wrap(pg),
    kind: "pglite",
    shared: false,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
