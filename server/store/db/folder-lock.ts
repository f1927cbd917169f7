import {
  closeSync,
  openSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";

/** @internal */
export const LOCK_FILE = "server.lock";

/** Thrown when another live process holds the data folder. */
export class FolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${folder} is in use by another process (PID ${pid}); ` +
        `stop that process first, or point DATA_DIR at another folder`,
    );
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readPid(path: string): number {
  try {
    return Number.parseInt(readFileSync(path, "utf8").trim(), 10);
  } catch {
    return Number.NaN;
  }
}

/**
 * Takes an exclusive lock on `folder` with an O_EXCL lock file holding our PID
 * (PGlite has no lock of its own: two processes on one folder silently lose
 * each other's writes). A lock file whose PID is not running is stale, left by
 * a crash, and is replaced. Returns the release function.
 */
export function lockFolder(folder: string): () => void {
  const path = join(folder, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, "wx", 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        if (readPid(path) === process.pid) unlinkSync(path);
      };
      // Also on a plain process.exit(), so a clean exit never leaves a lock behind.
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let pid = readPid(path);
      if (Number.isNaN(pid)) {
        // Just created by a process that has not written its PID yet.
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
        pid = readPid(path);
      }
      if (isAlive(pid)) throw new FolderLockedError(folder, pid);
      try {
        // Re-read so we never remove a lock another starting process just took.
        if (readPid(path) === pid || Number.isNaN(pid)) unlinkSync(path);
      } catch {
        // Another starting process removed it first; try again.
      }
    }
  }
  throw new FolderLockedError(folder, readPid(path));
}

/** The PID of the live process holding `folder`'s lock, or null when none does. */
export function lockHolder(folder: string): number | null {
  const pid = readPid(join(folder, LOCK_FILE));
  return isAlive(pid) ? pid : null;
}
