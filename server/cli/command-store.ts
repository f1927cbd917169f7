import { resolve } from "node:path";
import { hasMigrationsTable } from "../store/db/migrate";
import { FolderLockedError } from "../store/db/folder-lock";
import {
  openDb,
  openStore,
  type Store,
  type StoreConfig,
} from "../store/open-store";
import { hasPgliteStore } from "../store/db/pglite";

/** Host, port and database of a PostgreSQL URL, read as the pg driver reads it. */
function postgresTarget(url: string): string {
  const parsed = new URL(url);
  const host =
    parsed.searchParams.get("host") ||
    decodeURIComponent(parsed.hostname) ||
    "localhost";
  const port = parsed.searchParams.get("port") || parsed.port || "5432";
  // Without one in the URL, PostgreSQL opens the database named as the user.
  const database =
    decodeURIComponent(parsed.pathname.slice(1)) ||
    decodeURIComponent(parsed.username);
  return `${host}:${port}/${database}`;
}

/**
 * The store `config` names, for the person at the terminal ("embedded,
 * folder /srv/portfolio/data" or "PostgreSQL, db.example.com:5432/portfolio"):
 * never a user name or password.
 * @internal
 */
export const storeName = (config: StoreConfig) =>
  config.databaseUrl
    ? `PostgreSQL, ${postgresTarget(config.databaseUrl)}`
    : `embedded, folder ${resolve(config.dataDir)}`;

/** Whether the configured store exists; creates nothing. */
async function storeExists(config: StoreConfig): Promise<boolean> {
  if (!config.databaseUrl) return hasPgliteStore(config.dataDir);
  const db = await openDb(config);
  try {
    return await hasMigrationsTable(db);
  } finally {
    await db.close();
  }
}

/**
 * Run by a terminal command before it opens the configured store. A store
 * that does not exist yet (a data folder without a database, a PostgreSQL
 * database without the migrations table) is refused with one line unless
 * `create`: a command run without the server's DATA_DIR or DATABASE_URL
 * would otherwise make a new, empty store and answer from it. Then names the
 * store on stderr.
 */
export async function checkStore(
  config: StoreConfig,
  { create }: { create: boolean },
): Promise<void> {
  const exists = await storeExists(config);
  if (!exists && !create)
    throw new Error(
      config.databaseUrl
        ? `No store in ${postgresTarget(config.databaseUrl)} (DATABASE_URL): the database has no schema_migrations table. ` +
            "Set DATABASE_URL to the server's database, or pass --create to make a new, empty store in it."
        : `No store in ${resolve(config.dataDir)} (DATA_DIR). ` +
            "Set DATA_DIR to the server's folder, or pass --create to make a new, empty one.",
    );
  console.error(`Store: ${storeName(config)}${exists ? "" : " (new)"}`);
}

/**
 * Checks the configured store (checkStore), then opens it for a terminal
 * command. The embedded store's folder is locked while the server runs on
 * it: the refusal then ends with `whileServerRuns`, what to do instead.
 */
export async function openCommandStore(
  config: StoreConfig,
  { create }: { create: boolean },
  whileServerRuns: string,
): Promise<Store> {
  await checkStore(config, { create });
  return openStore(config, { watchChanges: false }).catch((error: unknown) => {
    if (error instanceof FolderLockedError && !config.databaseUrl)
      throw new Error(`${error.message}.\n${whileServerRuns}`);
    throw error;
  });
}
