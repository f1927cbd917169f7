// Loads a file written by `npm run export` into the configured store (for
// example a new PostgreSQL after PGlite):
//   DATABASE_URL=postgres://... npm run import -- <file.json>
// Rows already there (same id) are kept as they are, so running it twice is
// harmless; imported rows queue no owner notification.
import { readFile } from "node:fs/promises";
import { ConfigError, loadConfig } from "../server/config";
import { importStore, parseExport } from "../server/store/transfer";
import { runCommand } from "./run-command";
import { importSummary } from "./transfer-summary";
import { withTransferStore } from "./transfer-store";

async function main([file]: string[]) {
  if (!file) throw new ConfigError("Usage: npm run import -- <file.json>");
  const data = parseExport(await readFile(file, "utf8"));
  const { imported, kind } = await withTransferStore(
    loadConfig(),
    async (store) => ({
      imported: await importStore(store, data),
      kind: store.db.kind,
    }),
  );
  console.log(`Imported ${importSummary(imported, data)} into ${kind}`);
}

runCommand(main);
