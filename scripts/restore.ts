// Brings back a file written by `npm run backup` (or `npm run export`):
//   npm run restore -- <file.json>
// Into a PGlite folder (DATA_DIR) the server is not running on — refused
// while a server holds it — or into a PostgreSQL database (DATABASE_URL).
// Rows already there (same id) are kept as they are, and so is the content
// of a language the store has revisions of its own in; restore into an
// empty folder or database for an exact copy. Restored rows queue no owner
// notification.
import { readFile } from "node:fs/promises";
import { ConfigError, loadConfig } from "../server/config";
import { FolderLockedError } from "../server/store/folder-lock";
import { importStore, parseExport } from "../server/store/transfer";
import { runCommand } from "./run-command";
import { importSummary } from "./transfer-summary";
import { withTransferStore } from "./transfer-store";

async function main([file]: string[]) {
  if (!file) throw new ConfigError("Usage: npm run restore -- <file.json>");
  const data = parseExport(await readFile(file, "utf8"));
  const config = loadConfig();
  const { imported, kind } = await withTransferStore(config, async (store) => ({
    imported: await importStore(store, data),
    kind: store.db.kind,
  })).catch((error: unknown) => {
    if (error instanceof FolderLockedError)
      throw new Error(
        `Cannot restore into ${error.folder}: the server (PID ${error.pid}) is running on it. ` +
          "Stop the server first, or restore into another DATA_DIR",
      );
    throw error;
  });
  console.log(`Restored ${importSummary(imported, data)} into ${kind}`);
}

runCommand(main);
