// `npm run migrate` as a deploy pipeline runs it: several at once on a fresh
// PostgreSQL database apply each migration exactly once (runs when
// TEST_DATABASE_URL is set).
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadMigrations } from "../store/db/migrate";
import {
  createFreshDatabase,
  type FreshDatabase,
} from "../testing/fresh-database";

const run = promisify(execFile);
const URL = process.env.TEST_DATABASE_URL;

const migrateProcess = (env: Record<string, string>) =>
  run(process.execPath, ["--import", "tsx", "server/cli/migrate.ts"], {
    env: { ...process.env, ...env },
    timeout: 30_000,
  });

describe("npm run migrate on PGlite", () => {
  it("makes a new data folder without --create (the systemd unit runs it before the first start); only its answer on stdout, the store on stderr", async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), "migrate-")), "data");
    try {
      const versions = (await loadMigrations()).map((m) => m.version);
      const first = await migrateProcess({
        DATA_DIR: dataDir,
        DATABASE_URL: "",
      });
      expect(first).toMatchObject({
        stdout: `Applied ${versions.length} migration(s): ${versions.join(", ")}\n`,
        stderr: `Store: embedded, folder ${dataDir} (new)\n`,
      });
    } finally {
      await rm(join(dataDir, ".."), { recursive: true, force: true });
    }
  });
});

describe.skipIf(!URL)("npm run migrate on PostgreSQL", () => {
  let database: FreshDatabase;
  beforeAll(async () => {
    database = await createFreshDatabase("migrate");
  });
  afterAll(() => database?.drop());

  it("applies every migration once when four run at the same moment, then nothing", async () => {
    const versions = (await loadMigrations()).map((m) => m.version);
    const outputs = await Promise.all(
      [1, 2, 3, 4].map(() =>
        migrateProcess({ DATABASE_URL: database.url }).then((r) => r.stdout),
      ),
    );
    const applied = outputs.filter((out) => out.startsWith("Applied"));
    expect(applied).toEqual([
      `Applied ${versions.length} migration(s): ${versions.join(", ")}\n`,
    ]);
    expect(outputs.filter((out) => out.includes("up to date")).length).toBe(3);
    const rows = await database.query<{ version: string }>(
      "SELECT version FROM schema_migrations ORDER BY version",
    );
    expect(rows.map((row) => row.version)).toEqual(versions);

    const again = await migrateProcess({ DATABASE_URL: database.url });
    expect(again.stdout).toBe(
      "The store is up to date: no migration to apply\n",
    );
  });

  it("fails with one line and exit code 1 when the database cannot be reached", async () => {
    const failed = await migrateProcess({
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/none",
      DB_RETRIES: "0",
      DB_CONNECT_TIMEOUT_MS: "500",
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toMatch(
      /^Migration failed: ECONNREFUSED.*\n$/,
    );
  });
});
