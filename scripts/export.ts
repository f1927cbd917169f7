// Writes everything worth keeping from the configured store to a JSON file:
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
import { writeFile } from "node:fs/promises";
import { ConfigError, loadConfig } from "../server/config";
import { exportStore } from "../server/store/transfer";
import { checkStore } from "./command-store";
import { runCommand, type CommandOptions } from "./run-command";
import { exportSummary } from "./transfer-summary";
import { withTransferStore } from "./transfer-store";

async function main([file]: string[], { create }: CommandOptions) {
  if (!file)
    throw new ConfigError("Usage: npm run export -- <file.json> [--create]");
  const config = loadConfig();
  await checkStore(config, { create });
  const data = await withTransferStore(config, exportStore);
  await writeFile(file, JSON.stringify(data, null, 2) + "\n", { flag: "wx" });
  console.log(`Exported ${exportSummary(data)} to ${file}`);
}

runCommand(main);
