import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";

/** backup-<yyyymmdd>-<hhmmss>.json, UTC: the only files pruning may delete. */
const BACKUP_NAME = /^backup-\d{8}-\d{6}\.json$/;

/** The name of a backup taken at `at`; names sort as their times do. */
export const backupFileName = (at: Date) =>
  `backup-${at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace("T", "-")
    .slice(0, 15)}.json`;

/**
 * Deletes all but the newest `keep` backups in `dir`, going by their names;
 * any other file or folder there is left alone. Returns the names deleted,
 * newest first.
 */
export async function pruneBackups(
  dir: string,
  keep: number,
): Promise<string[]> {
  if (!Number.isInteger(keep) || keep < 1)
    throw new Error(`Keep at least 1 backup (given: ${keep})`);
  const backups = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && BACKUP_NAME.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .reverse();
  const old = backups.slice(keep);
  for (const name of old) await rm(join(dir, name));
  return old;
}
