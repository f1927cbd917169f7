// Brings back a file written by `npm run backup` (or `npm run export`):
//   npm run restore -- <file.json> [--create]
// Into a PGlite folder (DATA_DIR) the server is not running on — refused
// while a server holds it — or into a PostgreSQL database (DATABASE_URL);
// --create is needed for one that holds no store yet, which is what an exact
// copy needs. Rows already there (same id) are kept as they are, and so is
// the content of a language the store has revisions of its own in: the
// command says so first. Restored rows queue no owner notification.
import { ConfigError, loadConfig } from "../config";
import { FolderLockedError } from "../store/db/folder-lock";
import { holdsData } from "../store/db/holds-data";
import { loadExport, openExportFile } from "../store/transfer/transfer";
import { checkStore } from "./command-store";
import { runCommand, type CommandOptions } from "./run-command";
import { importSummary, RESTORE_OVER_DATA } from "./transfer/transfer-summary";
import { withTransferStore } from "./transfer/transfer-store";

async function main([file]: string[], { create }: CommandOptions) {
  if (!file)
    throw new ConfigError("Usage: npm run restore -- <file.json> [--create]");
  const data = await openExportFile(file);
  const config = loadConfig();
  await checkStore(config, { create });
  const { imported, kind } = await withTransferStore(config, async (store) => {
    if (await holdsData(store.db)) console.error(RESTORE_OVER_DATA);
    return { imported: await loadExport(store, data), kind: store.db.kind };
  }).catch((error: unknown) => {
    if (error instanceof FolderLockedError)
      throw new Error(
        `Cannot restore into ${error.folder}: the server (PID ${error.pid}) is running on it. ` +
          "Stop the server first, or restore into another DATA_DIR",
      );
    throw error;
  });
  console.log(`Restored ${importSummary(imported, data.counts)} into ${kind}`);
}

runCommand(main);
