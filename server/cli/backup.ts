// Writes a consistent copy of the data to a file of JSON lines (export
// format version 3), while the server runs:
//   npm run backup [-- --keep <n>]    (BACKUP_DIR/backup-<date>-<time>.json)
//   npm run backup -- file.json
//   npm run backup -- --dir <folder> [--keep <n>]   (deploy/portfolio-backup.timer)
// PostgreSQL (DATABASE_URL): this command connects itself and reads one
// REPEATABLE READ snapshot. PGlite (DATA_DIR): only one process may open the
// folder, so when the server holds it this command asks the server for the
// copy (POST /api/ops/backup on loopback, with the token the server wrote to
// DATA_DIR/ops.json at start); when no server runs it opens the folder.
// Same content as `npm run export`; bring it back with `npm run restore`.
import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { ConfigError, loadConfig } from "../config";
import { readOpsAccess } from "../routes/ops";
import { lockHolder } from "../store/db/folder-lock";
import { backupFileName, pruneBackups } from "./transfer/backup-retention";
import { checkStore } from "./command-store";
import {
  bodyToExportFile,
  exportToFile,
  type ExportCounts,
} from "./transfer/export-file";
import { runCommand, type CommandOptions } from "./run-command";
import { exportSummary } from "./transfer/transfer-summary";
import { withTransferStore } from "./transfer/transfer-store";

const USAGE = `Usage:
  npm run backup [-- --keep <n>]
  npm run backup -- <file.json>
  npm run backup -- --dir <folder> [--keep <n>]
Without a file name it writes backup-<date>-<time>.json (UTC) into
BACKUP_DIR (default ./backups), or into <folder> with --dir, made when
missing; --keep <n> then deletes all but the newest <n> files named
backup-<date>-<time>.json there. The store's folder or database is named on
stderr; one that does not exist yet is refused unless --create is given.`;

/** The file asked for, or the folder (BACKUP_DIR unless --dir) and how many to keep there. */
function parseArgs(argv: string[]): {
  file?: string;
  dir?: string;
  keep?: number;
} {
  if (!argv.includes("--dir") && !argv.includes("--keep")) {
    if (argv.length > 1 || argv[0]?.startsWith("--"))
      throw new ConfigError(USAGE);
    return { file: argv[0] };
  }
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 2) {
    const [name, value] = [argv[i]!, argv[i + 1]];
    if (!["--dir", "--keep"].includes(name) || !value || options.has(name))
      throw new ConfigError(USAGE);
    options.set(name, value);
  }
  const keepText = options.get("--keep");
  if (keepText !== undefined && !/^[1-9]\d{0,5}$/.test(keepText))
    throw new ConfigError(
      `--keep takes how many backups to keep, 1 or more (given: ${keepText})`,
    );
  return {
    dir: options.get("--dir"),
    keep: keepText === undefined ? undefined : Number(keepText),
  };
}

const MODE = 0o600;

/** Asks the running server (PID `pid`) that holds the PGlite folder, writing its answer to `file` as it comes. */
async function fromServer(
  dataDir: string,
  pid: number,
  file: string,
): Promise<ExportCounts> {
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
  if (response.status !== 200 || !response.body)
    throw new Error(
      `The server refused the backup (${response.status}): ${(await response.text()).slice(0, 200)}`,
    );
  return bodyToExportFile(response.body, file, MODE);
}

const fromStore = (config: ReturnType<typeof loadConfig>, file: string) =>
  withTransferStore(config, (store) => exportToFile(store, file, MODE));

async function main(argv: string[], { create }: CommandOptions) {
  if (argv.includes("--help")) {
    console.log(USAGE);
    return;
  }
  const { file: named, dir: given, keep } = parseArgs(argv);
  const config = loadConfig();
  const dir = named === undefined ? (given ?? config.backupDir) : undefined;
  const file = named ?? join(dir!, backupFileName(new Date()));
  await checkStore(config, { create });
  if (dir) await mkdir(dir, { recursive: true, mode: 0o700 });
  let counts: ExportCounts;
  let via: string;
  if (config.databaseUrl) {
    counts = await fromStore(config, file);
    via = "PostgreSQL";
  } else {
    const dataDir = resolve(config.dataDir);
    const pid = lockHolder(dataDir);
    if (pid !== null) {
      counts = await fromServer(dataDir, pid, file);
      via = `the running server (PID ${pid})`;
    } else {
      counts = await fromStore(config, file);
      via = dataDir;
    }
  }
  console.log(`Backed up ${exportSummary(counts)} from ${via} to ${file}`);
  if (dir && keep) {
    const removed = await pruneBackups(dir, keep);
    if (removed.length)
      console.log(
        `Deleted ${removed.length} older backup(s), keeping the newest ${keep}: ${removed.join(", ")}`,
      );
  }
}

runCommand(main);
