// Loads a file written by `npm run export` into the configured store (for
// example a new PostgreSQL after PGlite):
//   DATABASE_URL=postgres://... npm run import -- <file.json>
// Rows already there (same id) are kept as they are, so running it twice is
// harmless; imported rows queue no owner notification.
import { readFile } from "node:fs/promises";
import { ConfigError, loadConfig } from "../server/config";
import { importStore, parseExport } from "../server/store/transfer";
import { migrate } from "../server/store/migrate";
import { openDb } from "../server/store/open-store";
import { runCommand } from "./run-command";

async function main([file]: string[]) {
  if (!file) throw new ConfigError("Usage: npm run import -- <file.json>");
  const data = parseExport(await readFile(file, "utf8"));
  const db = await openDb(loadConfig());
  try {
    await migrate(db);
    const { testimonials, settings } = await importStore(db, data);
    console.log(
      `Imported ${testimonials} new testimonial(s) of ${data.testimonials.length} and ${settings} setting(s) into ${db.kind}`,
    );
  } finally {
    await db.close();
  }
}

runCommand(main);
