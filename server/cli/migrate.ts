// Applies pending migrations without starting the server (deploy pipelines):
//   npm run migrate
// Same store as the server (DATABASE_URL, else PGlite in DATA_DIR), which it
// creates when there is none yet, without --create: the systemd unit runs it
// before the server's first start. Safe to run while other instances start:
// migrations are applied under an advisory lock, each exactly once
// (server/store/db/migrate.ts).
import { ConfigError, loadConfig } from "../config";
import { FolderLockedError } from "../store/db/folder-lock";
import { migrate } from "../store/db/migrate";
import { openDb } from "../store/open-store";
import { checkStore } from "./command-store";
import { runCommand } from "./run-command";

async function main() {
  const config = loadConfig();
  await checkStore(config, { create: true });
  const db = await openDb(config);
  try {
    const applied = await migrate(db);
    console.log(
      applied.length
        ? `Applied ${applied.length} migration(s): ${applied.join(", ")}`
        : "The store is up to date: no migration to apply",
    );
  } finally {
    await db.close();
  }
}

/** One line for the failures an operator can act on; the stack otherwise. */
function describe(error: unknown): unknown {
  if (error instanceof ConfigError || error instanceof FolderLockedError)
    return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string")
    return `Migration failed: ${code} ${(error as Error).message}`.trim();
  return error;
}

runCommand(main, describe);
