// Writes everything worth keeping from the configured store to a JSON file:
//   npm run export -- <file.json>
// The testimonials with every column (status, consent, originals of edited
// rows, timestamps) but the client key, and the settings. Sessions, failed
// sign-ins, rate-limit counts and the notification queue are short-lived and
// left out, and so are the client keys and their secrets: nothing in the
// file leads back to a visitor's address (the new store makes its own
// secret). Load it with `npm run import -- <file.json>`.
import { writeFile } from "node:fs/promises";
import { ConfigError, loadConfig } from "../server/config";
import { exportStore } from "../server/store/transfer";
import { migrate } from "../server/store/migrate";
import { openDb } from "../server/store/open-store";
import { runCommand } from "./run-command";

async function main([file]: string[]) {
  if (!file) throw new ConfigError("Usage: npm run export -- <file.json>");
  const db = await openDb(loadConfig());
  try {
    await migrate(db);
    const data = await exportStore(db);
    await writeFile(file, JSON.stringify(data, null, 2) + "\n", { flag: "wx" });
    console.log(
      `Exported ${data.testimonials.length} testimonial(s) and ${data.settings.length} setting(s) to ${file}`,
    );
  } finally {
    await db.close();
  }
}

runCommand(main);
