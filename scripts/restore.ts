// Brings back a file written by `npm run backup` (or `npm run export`):
//   npm run restore -- <file.json>
// Into a PGlite folder (DATA_DIR) the server is not running on — refused
// while a server holds it — or into a PostgreSQL database (DATABASE_URL).
// Rows already there (same id) are kept as they are; restore into an empty
// folder or database for an exact copy. Restored rows queue no owner
// notification.
import { readFile } from "node:fs/promises";
import { ConfigError, loadConfig } from "../server/config";
import { FolderLockedError } from "../server/store/folder-lock";
import { migrate } from "../server/store/migrate";
import { openDb } from "../server/store/open-store";
import { importStore, parseExport } from "../server/store/transfer";
import { runCommand } from "./run-command";

async function main([file]: string[]) {
  if (!file) throw new ConfigError("Usage: npm run restore -- <file.json>");
  const data = parseExport(await readFile(file, "utf8"));
  const config = loadConfig();
  let db;
  try {
    db = await openDb(config);
  } catch (error) {
    if (error instanceof FolderLockedError)
      throw new Error(
        `Cannot restore into ${error.folder}: the server (PID ${error.pid}) is running on it. ` +
          "Stop the server first, or restore into another DATA_DIR",
      );
    throw error;
  }
  try {
    await migrate(db);
    const { testimonials, settings } = await importStore(db, data);
    console.log(
      `Restored ${testimonials} testimonial(s) of ${data.testimonials.length} (the others were already there) and ${settings} setting(s) into ${db.kind}`,
    );
  } finally {
    await db.close();
  }
}

runCommand(main);
