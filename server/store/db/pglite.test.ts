// The PGlite folder is private to the server's user: PGlite itself writes its
// files with mode 0666, so other accounts on the machine could read or change
// the live database.
import { chmodSync, lstatSync, readdirSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { setLogSink } from "../../log";
import { accessibleToOthers } from "../../testing/open-modes";
import { openPglite } from "./pglite";

let root: string;
let dataDir: string;
let logged = "";
let restoreLog = () => {};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "pglite-modes-"));
  dataDir = join(root, "data");
  restoreLog = setLogSink((line) => (logged += line));
});
afterAll(async () => {
  restoreLog();
  await rm(root, { recursive: true, force: true });
});

/** Opens the folder, writes a row and closes it again. */
async function openAndWrite() {
  const db = await openPglite(dataDir);
  try {
    await db.exec(
      "CREATE TABLE IF NOT EXISTS probe (n int); INSERT INTO probe VALUES (1)",
    );
  } finally {
    await db.close();
  }
}

it("creates the folder with nothing accessible to group or others", async () => {
  await openAndWrite();
  expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
  expect(accessibleToOthers(dataDir)).toEqual([]);
  expect(logged).not.toMatch(/permissions tightened/);
}, 60_000);

it("tightens an existing folder left open to everyone, and says so in the log", async () => {
  writeFileSync(join(dataDir, "left-over.txt"), "x");
  let opened = 0;
  const openUp = (path: string) => {
    const directory = lstatSync(path).isDirectory();
    chmodSync(path, directory ? 0o777 : 0o666);
    opened++;
    if (directory)
      for (const name of readdirSync(path)) openUp(join(path, name));
  };
  openUp(dataDir);
  expect(accessibleToOthers(dataDir)).toHaveLength(opened);
  logged = "";
  await openAndWrite();
  expect(accessibleToOthers(dataDir)).toEqual([]);
  expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
  const line = JSON.parse(
    logged.split("\n").find((l) => l.includes("permissions tightened"))!,
  ) as Record<string, unknown>;
  expect(line).toMatchObject({
    level: "warn",
    folder: dataDir,
    entries: opened,
  });
}, 60_000);
