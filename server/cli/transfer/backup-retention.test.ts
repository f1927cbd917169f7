import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backupFileName, pruneBackups } from "./backup-retention";

describe("backup retention", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "backup-retention-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("names a backup by its UTC time, so names sort as times do", () => {
    expect(backupFileName(new Date("2026-11-23T04:05:06.789Z"))).toBe(
      "backup-20261123-040506.json",
    );
  });

  it("keeps the newest backups and deletes only files named as backups", async () => {
    const backups = Array.from({ length: 16 }, (_, day) =>
      backupFileName(new Date(Date.UTC(2026, 10, day + 1, 3, 30))),
    );
    const others = [
      "notes.txt",
      "backup-latest.json",
      "backup-20261101-0330.json",
      "backup-20261101-033000.json.gz",
      "my-backup-20261101-033000.json",
    ];
    for (const name of [...backups, ...others])
      await writeFile(join(dir, name), "{}");
    // A folder named like a backup is not a backup file.
    await mkdir(join(dir, "backup-20260101-000000.json"));

    const removed = await pruneBackups(dir, 14);
    expect(removed).toEqual([backups[1], backups[0]]);
    expect((await readdir(dir)).sort()).toEqual(
      [...backups.slice(2), ...others, "backup-20260101-000000.json"].sort(),
    );
    expect(await pruneBackups(dir, 14)).toEqual([]);
  });

  it("refuses to keep fewer than one", async () => {
    await expect(pruneBackups(dir, 0)).rejects.toThrow(/at least 1/);
  });
});
