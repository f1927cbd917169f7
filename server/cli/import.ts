// Loads a file written by `npm run export` into the configured store (for
// example a new PostgreSQL after PGlite):
//   DATABASE_URL=postgres://... npm run import -- <file.json> [--create]
// --create is needed for a database or folder that holds no store yet.
// Rows already there (same id) are kept as they are, so running it twice is
// harmless; imported rows queue no owner notification.
import { ConfigError, loadConfig } from "../config";
import { loadExport, openExportFile } from "../store/transfer/transfer";
import { checkStore } from "./command-store";
import { runCommand, type CommandOptions } from "./run-command";
import { importSummary } from "./transfer/transfer-summary";
import { withTransferStore } from "./transfer/transfer-store";

async function main([file]: string[], { create }: CommandOptions) {
  if (!file)
    throw new ConfigError("Usage: npm run import -- <file.json> [--create]");
  const data = await openExportFile(file);
  const config = loadConfig();
  await checkStore(config, { create });
  const { imported, kind } = await withTransferStore(config, async (store) => ({
    imported: await loadExport(store, data),
    kind: store.db.kind,
  }));
  console.log(`Imported ${importSummary(imported, data.counts)} into ${kind}`);
}

runCommand(main);
