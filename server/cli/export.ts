// Writes everything worth keeping from the configured store to a file of
// JSON lines (export format version 3, server/store/transfer/transfer-lines.ts):
//   npm run export -- <file.json>
// The testimonials with every column (status, consent, originals of edited
// rows, timestamps) but the client key, the settings, the page's content
// (every revision with its number, note and time, the live one, the drafts)
// and the files of the portraits it names. Sessions, failed
// sign-ins, rate-limit counts and the notification queue are short-lived and
// left out, and so are the client keys and their secrets: nothing in the
// file leads back to a visitor's address (the new store makes its own
// secret). Load it with `npm run import -- <file.json>`. A store that does
// not exist yet is refused unless given --create.
import { ConfigError, loadConfig } from "../config";
import { checkStore } from "./command-store";
import { exportToFile } from "./transfer/export-file";
import { runCommand, type CommandOptions } from "./run-command";
import { exportSummary } from "./transfer/transfer-summary";
import { withTransferStore } from "./transfer/transfer-store";

async function main([file]: string[], { create }: CommandOptions) {
  if (!file)
    throw new ConfigError("Usage: npm run export -- <file.json> [--create]");
  const config = loadConfig();
  await checkStore(config, { create });
  const counts = await withTransferStore(config, (store) =>
    exportToFile(store, file),
  );
  console.log(`Exported ${exportSummary(counts)} to ${file}`);
}

runCommand(main);
