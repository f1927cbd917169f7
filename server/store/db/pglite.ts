import { PGlite, type Transaction } from "@electric-sql/pglite";
import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import {
  chmodSync,
  existsSync,
  lstatSync,
  readdirSync,
  statSync,
} from "node:fs";
import { createRequire } from "node:module";
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { log } from "../../log";
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
 * PostgreSQL's settings for a site with a few hundred rows. The defaults
 * (128MB of shared buffers above all) are sized for a database server: on
 * PGlite every page of buffers lives in the WebAssembly heap, which never
 * shrinks. Measured in docs/decisions/009-embedded-store-memory.md.
 */
const SMALL_SITE = [
  "shared_buffers=16MB",
  "work_mem=1MB",
  "maintenance_work_mem=8MB",
  "temp_buffers=1MB",
];

const PGLITE_MODULE = createRequire(import.meta.url).resolve(
  "@electric-sql/pglite",
);

/** The pre-initialised data folder `npm run build` writes into dist/. */
export const STORE_TEMPLATE = "store-template.tar.gz";

/** Writes a new, empty database's folder to `file` (a gzip tar archive). */
export async function writeStoreTemplate(file: string): Promise<void> {
  const pg = await PGlite.create();
  try {
    const archive = await pg.dumpDataDir("gzip");
    await writeFile(file, Buffer.from(await archive.arrayBuffer()));
  } finally {
    await pg.close();
  }
}

/**
 * Creates the database in `dbDir`: unpacks `template` when it exists (a
 * second or so), else runs initdb (5-9 s). Either runs in another process:
 * initdb grows PGlite's WebAssembly heap to 700-800 MiB, and even loading an
 * archive with PGlite's `loadDataDir` unpacks it inside the heap, which is
 * never given back while its process lives.
 */
async function createDatabase(dbDir: string, template?: string) {
  if (template && existsSync(template)) {
    await mkdir(dbDir, { recursive: true, mode: 0o700 });
    await promisify(execFile)("tar", ["-xzf", template, "-C", dbDir]);
    return;
  }
  const script = `require(${JSON.stringify(PGLITE_MODULE)})
    .PGlite.create(process.argv[1], { postgresqlconf: ${JSON.stringify(SMALL_SITE)} })
    .then((pg) => pg.close())
    .catch((error) => { console.error(error); process.exitCode = 1; });`;
  const child = spawn(process.execPath, ["-e", script, dbDir], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
  const [status] = (await once(child, "exit")) as [number | null];
  if (status !== 0)
    throw new Error(`creating the database failed (${status}): ${stderr}`);
}

/** The database's folder inside the data folder. */
const databaseFolder = (dataDir: string) => join(resolve(dataDir), "pglite");

/**
 * True when `dataDir` holds a database, false for a missing or empty folder;
 * creates nothing. A folder this user may not read throws (EACCES) rather
 * than pass for a missing one.
 */
export function hasPgliteStore(dataDir: string): boolean {
  try {
    statSync(join(databaseFolder(dataDir), "PG_VERSION"));
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return false;
    throw error;
  }
}

/**
 * Removes the group and other permission bits from `path` and everything
 * under it (symbolic links are left alone); returns how many entries changed.
 */
function makePrivate(path: string): number {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return 0;
  let changed = 0;
  if (stat.mode & 0o077) {
    chmodSync(path, stat.mode & 0o700);
    changed++;
  }
  if (stat.isDirectory())
    for (const name of readdirSync(path))
      changed += makePrivate(join(path, name));
  return changed;
}

/**
 * Opens the embedded PostgreSQL persisted in `<dataDir>/pglite`, after taking
 * the folder lock, so a second process fails here with one clear line.
 * PGlite never calls fsync: an OS crash or power loss can lose recent writes
 * (use DATABASE_URL for that guarantee).
 *
 * The folder is made private to this user (no permission for group or
 * others) on every open: it holds the live database, and PGlite writes its
 * files with mode 0666 whatever the umask.
 *
 * A new database is made from `template` (see `writeStoreTemplate`) when
 * that file exists, else by initdb.
 */
export async function openPglite(
  dataDir: string,
  template?: string,
): Promise<Db> {
  const folder = resolve(dataDir);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const release = lockFolder(folder);
  try {
    const opened = makePrivate(folder);
    if (opened)
      log(
        "warn",
        "data folder was accessible to other users: permissions tightened",
        { folder, entries: opened },
      );
    const dbDir = databaseFolder(folder);
    if (!hasPgliteStore(folder)) {
      log(
        "info",
        "creating the data folder (first start takes a few seconds)",
        {
          folder,
        },
      );
      await createDatabase(dbDir, template);
    }
    const pg = await PGlite.create(dbDir, { postgresqlconf: SMALL_SITE });
    // Files PGlite has just written (all of them on first start).
    makePrivate(folder);
    return await pgliteDb(pg, async () => {
      try {
        await pg.close();
      } finally {
        release();
      }
    });
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * An open PGlite as the store's `Db`, in UTC; `close` closes it (by default just that).
 * @internal
 */
export async function pgliteDb(
  pg: PGlite,
  close: () => Promise<void> = () => pg.close(),
): Promise<Db> {
  await pg.exec("SET TIME ZONE 'UTC'");
  return {
    ...wrap(pg),
    kind: "pglite",
    shared: false,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close,
  };
}
