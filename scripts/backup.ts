// Writes a consistent copy of the data to a JSON file, while the server runs:
//   npm run backup [-- file.json]     (default: backup-<date>-<time>.json)
// PostgreSQL (DATABASE_URL): this command connects itself and reads one
// REPEATABLE READ snapshot. PGlite (DATA_DIR): only one process may open the
// folder, so when the server holds it this command asks the server for the
// copy (POST /api/ops/backup on loopback, with the token the server wrote to
// DATA_DIR/ops.json at start); when no server runs it opens the folder.
// Same content as `npm run export`; bring it back with `npm run restore`.
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { loadConfig } from "../server/config";
import { readOpsAccess } from "../server/routes/ops";
import { lockHolder } from "../server/store/folder-lock";
import {
  exportStore,
  parseExport,
  type StoreExport,
} from "../server/store/transfer";
import { runCommand } from "./run-command";
import { exportSummary } from "./transfer-summary";
import { withTransferStore } from "./transfer-store";

const defaultName = () =>
  `backup-${new Date()
    .toISOString()
    .replace(/[-:]/g, "")
    .replace("T", "-")
    .slice(0, 15)}.json`;

/** Asks the running server (PID `pid`) that holds the PGlite folder. */
async function fromServer(dataDir: string, pid: number): Promise<StoreExport> {
  let access;
  try {
    access = readOpsAccess(dataDir);
  } catch {
    throw new Error(
      `The server (PID ${pid}) holds ${dataDir} but its ops.json is missing or unreadable: ` +
        "run this command as the server's user, or restart the server",
    );
  }
  if (access.pid !== pid)
    throw new Error(
      `The server (PID ${pid}) is still starting, or ops.json is stale; try again in a few seconds`,
    );
  let response: Response;
  try {
    response = await fetch(`${access.url}/api/ops/backup`, {
      method: "POST",
      headers: { authorization: `Bearer ${access.token}` },
    });
  } catch (error) {
    throw new Error(
      `Cannot reach the server at ${access.url}: ${(error as Error).message}`,
    );
  }
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(
      `The server refused the backup (${response.status}): ${text.slice(0, 200)}`,
    );
  return parseExport(text);
}

const fromStore = (config: ReturnType<typeof loadConfig>) =>
  withTransferStore(config, exportStore);

async function main([file = defaultName()]: string[]) {
  const config = loadConfig();
  let data: StoreExport;
  let via: string;
  if (config.databaseUrl) {
    data = await fromStore(config);
    via = "PostgreSQL";
  } else {
    const dataDir = resolve(config.dataDir);
    const pid = lockHolder(dataDir);
    if (pid !== null) {
      data = await fromServer(dataDir, pid);
      via = `the running server (PID ${pid})`;
    } else {
      data = await fromStore(config);
      via = dataDir;
    }
  }
  await writeFile(file, JSON.stringify(data, null, 2) + "\n", {
    flag: "wx",
    mode: 0o600,
  });
  console.log(`Backed up ${exportSummary(data)} from ${via} to ${file}`);
}

runCommand(main);
