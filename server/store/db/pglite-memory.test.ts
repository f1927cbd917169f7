// The embedded store's memory: PostgreSQL sized for a site with a few hundred
// rows, and a new store created (initdb, which leaves a WebAssembly heap of
// 700-800 MiB behind) in a short-lived process rather than the server's own.
import { PGlite } from "@electric-sql/pglite";
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "./pglite";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "pglite-memory-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The highest resident memory this process has reached, in MiB. */
const peakMiB = () =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync("/proc/self/status", "utf8"))![1]) /
  1024;

// First in this file, so the peak before it is this process's start.
it("creates a new store without holding initdb's memory in this process", async () => {
  const before = peakMiB();
  const db = await openPglite(join(root, "new"));
  try {
    // initdb in this process raises the peak by 500 MiB or more; opening
    // the created folder by about 150 MiB.
    expect(peakMiB() - before).toBeLessThan(350);
    expect(await db.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
  } finally {
    await db.close();
  }
});

it("sizes PostgreSQL's buffers for a small site", async () => {
  const db = await openPglite(join(root, "new"));
  try {
    const setting = async (name: string) =>
      (await db.query<Record<string, string>>(`SHOW ${name}`))[0]![name];
    expect(await setting("shared_buffers")).toBe("16MB");
    expect(await setting("work_mem")).toBe("1MB");
    expect(await setting("maintenance_work_mem")).toBe("8MB");
    expect(await setting("temp_buffers")).toBe("1MB");
  } finally {
    await db.close();
  }
});

describe("a new store from the build's template", () => {
  /** A template holding a table initdb does not make, to tell them apart. */
  async function markedTemplate() {
    const pg = await PGlite.create();
    await pg.exec("CREATE TABLE from_template (n int)");
    const archive = await pg.dumpDataDir("gzip");
    await pg.close();
    const file = join(root, "template.tar.gz");
    await writeFile(file, Buffer.from(await archive.arrayBuffer()));
    return file;
  }
  const hasMarker = async (db: Awaited<ReturnType<typeof openPglite>>) =>
    (await db.query("SELECT to_regclass('from_template') AS t"))[0];

  it("unpacks the template instead of running initdb", async () => {
    const db = await openPglite(
      join(root, "templated"),
      await markedTemplate(),
    );
    try {
      expect(await hasMarker(db)).toEqual({ t: "from_template" });
    } finally {
      await db.close();
    }
  });

  it("runs initdb when the template is missing", async () => {
    const db = await openPglite(
      join(root, "untemplated"),
      join(root, "no-such-template.tar.gz"),
    );
    try {
      expect(await hasMarker(db)).toEqual({ t: null });
    } finally {
      await db.close();
    }
  });
});
