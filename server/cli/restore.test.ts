// npm run restore refuses a crafted backup (portrait entries that are a page
// and a script, not images), as a file of JSON lines (version 3) and as one
// JSON document (version 2), with one line naming the entry, and restores
// nothing of it: into a PGlite folder, and into PostgreSQL when
// TEST_DATABASE_URL is set.
import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStore, type StoreConfig } from "../store/open-store";
import {
  createFreshDatabase,
  type FreshDatabase,
} from "../testing/fresh-database";
import { hostileBackup, hostilePortraits } from "../testing/hostile-portraits";
import { writeExport } from "../store/transfer/transfer";
import { withTransferStore } from "./transfer/transfer-store";

// --create: the target holds no store yet.
const restore = (file: string, env: Record<string, string>) =>
  promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "server/cli/restore.ts", file, "--create"],
    { env: { ...process.env, DATABASE_URL: "", ...env }, timeout: 60_000 },
  ).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

const TARGETS = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

describe("npm run restore of a crafted backup", () => {
  let dir: string;
  let file: string;
  let lines: string;
  const databases: FreshDatabase[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "restore-test-"));
    file = join(dir, "crafted.json");
    const store = await openStore(
      { dataDir: join(dir, "source"), databaseUrl: undefined },
      { watchChanges: false },
    );
    try {
      await writeFile(file, JSON.stringify(await hostileBackup(store)));
      const written: string[] = [];
      await writeExport(store, (line) => void written.push(line));
      const end = JSON.parse(written.pop()!) as {
        counts: { portrait: number };
      };
      for (const row of hostilePortraits()) {
        written.push(JSON.stringify({ kind: "portrait", row }) + "\n");
        end.counts.portrait++;
      }
      lines = join(dir, "crafted-lines.json");
      await writeFile(lines, [...written, JSON.stringify(end)].join(""));
    } finally {
      await store.close();
    }
  }, 60_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await Promise.all(databases.map((database) => database.drop()));
  });

  const target = async (kind: string): Promise<StoreConfig> => {
    if (kind === "pglite")
      return { dataDir: join(dir, "restored"), databaseUrl: undefined };
    const database = await createFreshDatabase("restore");
    databases.push(database);
    return { dataDir: "", databaseUrl: database.url };
  };

  it.each(
    TARGETS.flatMap((kind) => [
      [kind, "lines"],
      [kind, "document"],
    ]),
  )(
    "into %s, as %s: one line naming the entry, and nothing restored",
    async (kind, form) => {
      const config = await target(kind);
      const result = await restore(form === "lines" ? lines : file, {
        DATA_DIR: config.dataDir,
        DATABASE_URL: config.databaseUrl ?? "",
      });
      expect(result).toMatchObject({ code: 1, stdout: "" });
      // The failure is its last line, with no stack trace before it.
      expect(result.stderr).toMatch(
        /(^|\n)portraits\[2\]: bytes are not a JPEG image\n$/,
      );
      expect(result.stderr).not.toMatch(/^\s+at /m);
      const left = await withTransferStore(config, async ({ db }) =>
        db.query<{ n: number }>(
          `SELECT (SELECT count(*) FROM testimonials)
                + (SELECT count(*) FROM content_revisions)
                + (SELECT count(*) FROM portrait_files) AS n`,
        ),
      );
      expect(Number(left[0]!.n)).toBe(0);
      if (kind === "pglite")
        expect(
          await readdir(join(config.dataDir, "portraits")).catch(() => []),
        ).toEqual([]);
    },
    60_000,
  );

  it("refuses stdin, which it cannot read twice, in one line", async () => {
    const result = await restore("/dev/stdin", {
      DATA_DIR: join(dir, "from-stdin"),
    });
    expect(result).toMatchObject({
      code: 1,
      stdout: "",
      stderr:
        "/dev/stdin is not a file: it is read twice, so a pipe or stdin cannot be; save it to a file first\n",
    });
  });
});
