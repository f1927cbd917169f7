// Writes a consistent copy of the data to a JSON file, while the server runs:
//   npm run backup [-- --keep <n>]    (BACKUP_DIR/backup-<date>-<time>.json)
//   npm run backup -- file.json
//   npm run backup -- --dir <folder> [--keep <n>]   (deploy/portfolio-backup.timer)
// PostgreSQL (DATABASE_URL): this command connects itself and reads one
// REPEATABLE READ snapshot. PGlite (DATA_DIR): only one process may open the
// folder, so when the server holds it this command asks the server for the
// copy (POST /api/ops/backup on loopback, with the token the server wrote to
// DATA_DIR/ops.json at start); when no server runs it opens the folder.
// Same content as `npm run export`; bring it back with `npm run restore`.
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { ConfigError, loadConfig } from "../server/config";
import { readOpsAccess } from "../server/routes/ops";
import { lockHolder } from "../server/store/folder-lock";
import {
  exportStore,
  parseExport,
  type StoreExport,
} from "../server/store/transfer";
import { backupFileName, pruneBackups } from "./backup-retention";
import { checkStore } from "./command-store";
import { runCommand, type CommandOptions } from "./run-command";
import { exportSummary } from "./transfer-summary";
import { withTransferStore } from "./transfer-store";

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
  if (dir) await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(file, JSON.stringify(data, null, 2) + "\n", {
    flag: "wx",
    mode: 0o600,
  });
  console.log(`Backed up ${exportSummary(data)} from ${via} to ${file}`);
  if (dir && keep) {
    const removed = await pruneBackups(dir, keep);
    if (removed.length)
      console.log(
        `Deleted ${removed.length} older backup(s), keeping the newest ${keep}: ${removed.join(", ")}`,
      );
  }
}

runCommand(main);
