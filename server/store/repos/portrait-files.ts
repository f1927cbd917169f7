import {
  link,
  mkdir,
  readdir,
  readFile,
  rm,
  stat,
  utimes,
  writeFile,
} from "node:fs/promises";
import { join } from "node:path";
import {
  PORTRAIT_CONTENT_TYPES,
  parsePortraitFileName,
} from "../../../core/content/portrait-files";
import type { Db, Queryable } from "../db/db";

/** A portrait file; its content type follows from its name (core/content/portrait-files.ts). */
export interface PortraitFile {
  /** "<id>-<width>.<avif|webp|jpg>" (core/content/portrait-files.ts). */
  name: string;
  bytes: Uint8Array;
}

/** Where the derived portrait files live: one interface, a table or a folder behind it. */
export interface PortraitFiles {
  /**
   * Stores the files; a name already stored keeps its bytes (names are
   * content hashes) but counts as new again: a photo uploaded once more after
   * it was abandoned must outlive the grace period of removeUnreferenced.
   */
  put(files: PortraitFile[]): Promise<void>;
  /** The file, or null when there is none of that name. */
  get(name: string): Promise<PortraitFile | null>;
  /** Deletes the files put before `olderThan` of every portrait whose id is not in `keep`; returns how many. */
  removeUnreferenced(keep: Set<string>, olderThan: Date): Promise<number>;
}

function checkedFormat(name: string) {
  const parsed = parsePortraitFileName(name);
  if (!parsed)
    throw new Error(`${JSON.stringify(name)} is not a portrait file name`);
  return parsed.format;
}

/**
 * In the portrait_files table: PostgreSQL, where every instance reads the same files.
 * @internal
 */
export function tablePortraitFiles(db: Queryable): PortraitFiles {
  return {
    async put(files) {
      for (const file of files)
        await db.query(
          `INSERT INTO portrait_files (name, content_type, bytes)
           VALUES ($1, $2, $3)
           ON CONFLICT (name) DO UPDATE SET created_at = now()`,
          // The type from the name, for older versions that read the
          // column; this one never does.
          [
            file.name,
            PORTRAIT_CONTENT_TYPES[checkedFormat(file.name)],
            file.bytes,
          ],
        );
    },
    async get(name) {
      const rows = await db.query<{ bytes: Uint8Array }>(
        "SELECT bytes FROM portrait_files WHERE name = $1",
        [name],
      );
      const row = rows[0];
      return row ? { name, bytes: row.bytes } : null;
    },
    async removeUnreferenced(keep, olderThan) {
      const removed = await db.query(
        `DELETE FROM portrait_files
         WHERE created_at < $2 AND split_part(name, '-', 1) <> ALL($1::text[])
         RETURNING 1`,
        [[...keep], olderThan],
      );
      return removed.length;
    },
  };
}

/**
 * In a folder (DATA_DIR/portraits) beside the embedded store: PGlite's heap
 * never shrinks, so large values stay out of it.
 * @internal
 */
export function folderPortraitFiles(folder: string): PortraitFiles {
  // put and removeUnreferenced take turns, so a file found old is not put
  // again (made young) between that look and its removal. One process holds
  // the folder (the embedded store's lock), so taking turns here is enough.
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const result = last.then(work);
    last = result.catch(() => {});
    return result;
  };
  return {
    put: (files) =>
      inTurn(async () => {
        await mkdir(folder, { recursive: true, mode: 0o700 });
        for (const file of files) {
          checkedFormat(file.name);
          const path = join(folder, file.name);
          // Written whole, then linked under its name, which fails when the
          // name exists: a reader never sees half a file, nor one replaced.
          const partial = `${path}.${process.pid}.tmp`;
          await writeFile(partial, file.bytes, { mode: 0o600 });
          try {
            await link(partial, path);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
            const now = new Date();
            await utimes(path, now, now);
          } finally {
            await rm(partial, { force: true });
          }
        }
      }),
    async get(name) {
      if (!parsePortraitFileName(name)) return null;
      try {
        return { name, bytes: await readFile(join(folder, name)) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    removeUnreferenced: (keep, olderThan) =>
      inTurn(async () => {
        let removed = 0;
        for (const name of await readdir(folder).catch(() => [])) {
          const parsed = parsePortraitFileName(name);
          if (!parsed || keep.has(parsed.id)) continue;
          const path = join(folder, name);
          if ((await stat(path)).mtime >= olderThan) continue;
          await rm(path, { force: true });
          removed++;
        }
        return removed;
      }),
  };
}

/**
 * The store's portrait files: a table on PostgreSQL, a folder in `dataDir`
 * on PGlite; the table also on a PGlite without a folder (in memory, tests).
 */
export function openPortraitFiles(db: Db, dataDir?: string): PortraitFiles {
  return db.kind === "pglite" && dataDir
    ? folderPortraitFiles(join(dataDir, "portraits"))
    : tablePortraitFiles(db);
}
