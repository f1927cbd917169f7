// npm run backup / npm run restore round trip: a backup taken while
// the real server runs and takes submissions is a consistent copy, and
// restoring it into an empty store gives the same rows, content revisions,
// drafts and portrait files. PGlite always, PostgreSQL when
// TEST_DATABASE_URL is set.
import { execFile } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { networkInterfaces, tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { OPS_FILE } from "../routes/ops";
import { LOCK_FILE } from "../store/db/folder-lock";
import { openDb, openStore, type StoreConfig } from "../store/open-store";
import { parseExport, type StoreExport } from "../store/transfer/transfer";
import { exportStore } from "../testing/whole-export";
import {
  createFreshDatabase,
  type FreshDatabase,
} from "../testing/fresh-database";
import { requireBuild } from "../testing/real-site";
import {
  SAMPLE_PORTRAIT_FILES,
  writeSampleContent,
} from "../testing/sample-content";
import {
  spawnServer,
  stopServer,
  type SpawnedServer,
} from "../testing/spawn-server";
import { storeName } from "./command-store";
import { RESTORE_OVER_DATA } from "./transfer/transfer-summary";
import { withTransferStore } from "./transfer/transfer-store";

requireBuild("server/cli/backup.test.ts");

const KEY = "backup-key";

const run = (script: string, args: string[], env: Record<string, string>) =>
  promisify(execFile)(
    process.execPath,
    ["--import", "tsx", `server/cli/${script}.ts`, ...args],
    { env: { ...process.env, DATABASE_URL: "", ...env } },
  ).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );

/** Keeps `n` submissions in flight until stopped; resolves with how many were stored. */
function load(server: SpawnedServer, n = 4) {
  let stopped = false;
  let stored = 0;
  const worker = async (w: number) => {
    for (let i = 0; !stopped; i++) {
      const response = await fetch(
        `${server.url}/functions/v1/submit-testimonial`,
        {
          method: "POST",
          headers: {
            apikey: KEY,
            authorization: `Bearer ${KEY}`,
            "content-type": "application/json",
          },
          body: JSON.stringify({
            name: "Backup Test",
            company: "Round Trip",
            relationship: "Client",
            comment: `Backup under load, worker ${w} submission ${i}`,
            consent: true,
          }),
        },
      );
      if (response.status === 200) stored++;
    }
  };
  const workers = Array.from({ length: n }, (_, w) => worker(w));
  return {
    stored: () => stored,
    stop: async () => {
      stopped = true;
      await Promise.all(workers);
      return stored;
    },
  };
}

const ids = (rows: Record<string, unknown>[]) =>
  rows.map((row) => row.id as string).sort();

async function exportOf(env: { dataDir: string; databaseUrl?: string }) {
  return exportOfStore({ databaseUrl: undefined, ...env });
}

/** The secrets that key client addresses, which no backup may hold. */
async function secretsOf(env: StoreConfig) {
  const db = await openDb(env);
  try {
    return (
      await db.query<{ secret: string }>(
        "SELECT secret FROM client_key_secrets",
      )
    ).map((row) => row.secret);
  } finally {
    await db.close();
  }
}

/** The backup file holds no secret and no client key. */
function expectNothingLinkable(file: string, secrets: string[]) {
  const text = readFileSync(file, "utf8");
  expect(secrets.length).toBeGreaterThan(0);
  for (const secret of secrets) expect(text).not.toContain(secret);
  expect(text).not.toContain("submitter_key");
}

const exportOfStore = (env: StoreConfig) => withTransferStore(env, exportStore);

/** Content revisions, drafts and portrait files, before the server starts. */
async function writeContent(env: StoreConfig) {
  const store = await openStore(env, { watchChanges: false });
  try {
    await writeSampleContent(store);
  } finally {
    await store.close();
  }
}

/** The export but its time: what two stores holding the same data both write. */
const dataOf = ({ exportedAt: _, ...data }: StoreExport) => data;

/** Backup under load of a store with content; returns the backup. */
async function roundTrip(
  serverEnv: Record<string, string>,
  backupFile: string,
) {
  const storeConfig = {
    dataDir: serverEnv.DATA_DIR ?? "",
    databaseUrl: serverEnv.DATABASE_URL,
  };
  await writeContent(storeConfig);
  const server = await spawnServer({
    ...serverEnv,
    PUBLIC_API_KEY: KEY,
    SUBMIT_LIMIT_PER_HOUR: "1000000",
  });
  const traffic = load(server);
  try {
    const by = performance.now() + 30_000;
    while (traffic.stored() < 5 && performance.now() < by)
      await new Promise((r) => setTimeout(r, 20));
    const backup = await run("backup", [backupFile], serverEnv);
    expect(backup.stderr).toBe(`Store: ${storeName(storeConfig)}\n`);
    expect(backup.code).toBe(0);
    const storedAfter = await traffic.stop();
    const data = parseExport(readFileSync(backupFile, "utf8"));
    // Taken mid-load: more than the first few, fewer than all in the end.
    expect(data.testimonials.length).toBeGreaterThanOrEqual(5);
    expect(data.testimonials.length).toBeLessThanOrEqual(storedAfter);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    // The sample's three English revisions, the Portuguese seed and the
    // shared identity's three.
    expect(data.content.revisions).toHaveLength(7);
    expect(data.content.languages).toEqual({
      default_language: "en",
      hidden: [],
    });
    expect(data.content.drafts).toHaveLength(2);
    expect(data.portraits.map((file) => file.name)).toEqual(
      SAMPLE_PORTRAIT_FILES,
    );
    return { server, data, stdout: backup.stdout };
  } catch (error) {
    // The caller stops the server it is given; a failure here gives none.
    await traffic.stop();
    await stopServer(server);
    throw error;
  } finally {
    await traffic.stop();
  }
}

describe.concurrent("npm run backup / restore", () => {
  const cleanUp: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const fn of cleanUp) await fn();
  });

  it("PGlite: asks the running server, restores into a stopped folder", async () => {
    const work = await mkdtemp(join(tmpdir(), "backup-"));
    cleanUp.push(() => rm(work, { recursive: true, force: true }));
    const dataDir = join(work, "live");
    const file = join(work, "backup.json");
    const { server, data, stdout } = await roundTrip(
      { DATA_DIR: dataDir },
      file,
    );
    cleanUp.push(() => stopServer(server));
    expect(stdout).toMatch(/from the running server/);
    expect(statSync(join(dataDir, OPS_FILE)).mode & 0o777).toBe(0o600);

    // The token is required, and the call is not served to a relayed client.
    const access = JSON.parse(
      readFileSync(join(dataDir, OPS_FILE), "utf8"),
    ) as { url: string; token: string };
    const call = (headers: Record<string, string>) =>
      fetch(`${access.url}/api/ops/backup`, { method: "POST", headers });
    expect((await call({ authorization: "Bearer wrong" })).status).toBe(404);
    expect(
      (
        await call({
          authorization: `Bearer ${access.token}`,
          "x-forwarded-for": "203.0.113.9",
        })
      ).status,
    ).toBe(404);

    // Restoring into the folder the server holds is refused.
    const refused = await run("restore", [file], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/server \(PID \d+\) is running on it/);

    const restoredDir = join(work, "restored");
    const restored = await run("restore", [file, "--create"], {
      DATA_DIR: restoredDir,
    });
    expect(restored.stderr).toBe(
      `Store: embedded, folder ${restoredDir} (new)\n`,
    );
    expect(restored.stdout).toBe(
      `Restored ${data.testimonials.length} new testimonial(s) of ${data.testimonials.length}, ` +
        "0 new enquiry(ies) of 0, " +
        `${data.settings.length} setting(s), ` +
        `${data.insightsDays!.length} new day(s) of Insights totals of ${data.insightsDays!.length}, ` +
        "7 content revision(s) of 7, 2 draft(s) " +
        "and 2 new portrait file(s) of 2 into pglite\n",
    );
    const copy = await exportOf({ dataDir: restoredDir });
    // Everything, the portrait files' bytes included.
    expect(dataOf(copy)).toEqual(dataOf(data));

    // Again, into the store that now has it: what is and is not overwritten.
    const again = await run("restore", [file], { DATA_DIR: restoredDir });
    expect(again.code).toBe(0);
    expect(again.stderr).toBe(
      `Store: embedded, folder ${restoredDir}\n${RESTORE_OVER_DATA}\n`,
    );
    expect(again.stdout).toMatch(/^Restored 0 new testimonial\(s\) of /);

    // Every backed-up row is in the live store, unchanged.
    await stopServer(server);
    expectNothingLinkable(
      file,
      await secretsOf({ dataDir, databaseUrl: undefined }),
    );
    const live = await exportOf({ dataDir });
    expect(live.testimonials).toEqual(
      expect.arrayContaining(data.testimonials),
    );
    // With no server running, the command opens the folder itself.
    const offline = await run("backup", [join(work, "offline.json")], {
      DATA_DIR: dataDir,
    });
    expect(offline.stderr).toBe(`Store: embedded, folder ${dataDir}\n`);
    expect(offline.stdout).toMatch(
      new RegExp(
        `^Backed up ${live.testimonials.length} testimonial\\(s\\), 0 enquiry\\(ies\\), \\d+ setting\\(s\\), ` +
          "\\d+ day\\(s\\) of Insights totals, 7 content revision\\(s\\), 2 draft\\(s\\) and 2 portrait file\\(s\\) from /",
      ),
    );
    console.log(
      `backup (pglite): ${data.testimonials.length} rows backed up under load, restored identical`,
    );
  }, 90_000);

  it("--dir <folder> --keep <n>: a backup named by its time, and only the newest n kept", async () => {
    const work = await mkdtemp(join(tmpdir(), "backup-keep-"));
    cleanUp.push(() => rm(work, { recursive: true, force: true }));
    const dir = join(work, "backups");
    await mkdir(dir);
    const older = ["20260101-033000", "20260102-033000", "20260103-033000"].map(
      (time) => `backup-${time}.json`,
    );
    for (const name of [...older, "notes.txt"])
      await writeFile(join(dir, name), "{}");

    const backup = await run(
      "backup",
      ["--dir", dir, "--keep", "2", "--create"],
      { DATA_DIR: join(work, "data") },
    );
    expect(backup.stderr).toBe(
      `Store: embedded, folder ${join(work, "data")} (new)\n`,
    );
    const [written, deleted] = backup.stdout.trim().split("\n");
    const name = /to .+\/(backup-\d{8}-\d{6}\.json)$/.exec(written!)?.[1];
    expect(name).toBeDefined();
    expect(deleted).toBe(
      `Deleted 2 older backup(s), keeping the newest 2: ${older[1]}, ${older[0]}`,
    );
    expect((await readdir(dir)).sort()).toEqual(
      [older[2], name, "notes.txt"].sort(),
    );
    parseExport(readFileSync(join(dir, name!), "utf8"));

    const wrong = await run("backup", ["--dir", dir, "--keep", "0"], {
      DATA_DIR: join(work, "data"),
    });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toBe(
      "--keep takes how many backups to keep, 1 or more (given: 0)\n",
    );
  }, 60_000);

  it("without a file or --dir, writes into BACKUP_DIR (made when missing), never the working folder", async () => {
    const work = await mkdtemp(join(tmpdir(), "backup-dir-"));
    cleanUp.push(() => rm(work, { recursive: true, force: true }));
    const backupDir = join(work, "nested", "backups");
    const env = { DATA_DIR: join(work, "data"), BACKUP_DIR: backupDir };
    const backupsHere = async () =>
      (await readdir(process.cwd())).filter((name) =>
        /^backup-\d{8}-\d{6}\.json$/.test(name),
      );
    const here = await backupsHere();

    const backup = await run("backup", ["--create"], env);
    expect(backup.code).toBe(0);
    const name = /^Backed up .+ to (.+)\n$/.exec(backup.stdout)?.[1];
    expect(dirname(name!)).toBe(backupDir);
    expect(basename(name!)).toMatch(/^backup-\d{8}-\d{6}\.json$/);
    parseExport(readFileSync(name!, "utf8"));
    expect(statSync(backupDir).mode & 0o777).toBe(0o700);
    expect(await backupsHere()).toEqual(here);

    // --keep alone prunes BACKUP_DIR.
    const older = "backup-20260101-033000.json";
    await writeFile(join(backupDir, older), "{}");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const kept = await run("backup", ["--keep", "1"], env);
    expect(kept.code).toBe(0);
    expect(kept.stdout).toMatch(
      /\nDeleted 2 older backup\(s\), keeping the newest 1: /,
    );
    expect(await readdir(backupDir)).toHaveLength(1);
  }, 60_000);

  // 127.0.0.0/8 is all loopback: the server must listen on an address of an
  // interface, as HOST=10.0.0.5 does.
  const external = Object.values(networkInterfaces())
    .flat()
    .find((nic) => nic && !nic.internal && nic.family === "IPv4")?.address;
  it.skipIf(!external)(
    "PGlite: asks the server that listens on one non-loopback address only",
    async () => {
      const work = await mkdtemp(join(tmpdir(), "backup-host-"));
      cleanUp.push(() => rm(work, { recursive: true, force: true }));
      const dataDir = join(work, "live");
      const server = await spawnServer({ DATA_DIR: dataDir, HOST: external! });
      cleanUp.push(() => stopServer(server));
      const backup = await run("backup", [join(work, "backup.json")], {
        DATA_DIR: dataDir,
      });
      expect(backup.stderr).toBe(`Store: embedded, folder ${dataDir}\n`);
      expect(backup.stdout).toMatch(
        /^Backed up 0 testimonial\(s\), 0 enquiry\(ies\), \d+ setting\(s\), \d+ day\(s\) of Insights totals, 3 content revision\(s\), 0 draft\(s\) and 0 portrait file\(s\) from the running server/,
      );
      // Still refused to a relayed client.
      const access = JSON.parse(
        readFileSync(join(dataDir, OPS_FILE), "utf8"),
      ) as { url: string; token: string };
      const relayed = await fetch(`${access.url}/api/ops/backup`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${access.token}`,
          "x-forwarded-for": "203.0.113.9",
        },
      });
      expect(relayed.status).toBe(404);
    },
    60_000,
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "PostgreSQL: a snapshot while the server writes, restored into another database",
    async () => {
      const work = await mkdtemp(join(tmpdir(), "backup-pg-"));
      cleanUp.push(() => rm(work, { recursive: true, force: true }));
      const source: FreshDatabase = await createFreshDatabase("backup_src");
      cleanUp.push(() => source.drop());
      const target: FreshDatabase = await createFreshDatabase("backup_dst");
      cleanUp.push(() => target.drop());
      const file = join(work, "backup.json");
      const { server, data } = await roundTrip(
        { DATABASE_URL: source.url },
        file,
      );
      cleanUp.push(() => stopServer(server));
      const restored = await run("restore", [file, "--create"], {
        DATABASE_URL: target.url,
      });
      expect(restored.stderr).toBe(
        `Store: ${storeName({ dataDir: "", databaseUrl: target.url })} (new)\n`,
      );
      expectNothingLinkable(
        file,
        await secretsOf({ dataDir: "", databaseUrl: source.url }),
      );
      // The restored store has none: its server makes its own at start.
      expect(await secretsOf({ dataDir: "", databaseUrl: target.url })).toEqual(
        [],
      );
      const copy = await exportOf({ dataDir: "", databaseUrl: target.url });
      expect(ids(copy.testimonials)).toEqual(ids(data.testimonials));
      expect(dataOf(copy)).toEqual(dataOf(data));
      const live = await exportOf({ dataDir: "", databaseUrl: source.url });
      expect(live.testimonials).toEqual(
        expect.arrayContaining(data.testimonials),
      );
      console.log(
        `backup (postgres): ${data.testimonials.length} rows backed up under load, restored identical`,
      );
    },
    90_000,
  );
});

/**
 * A stand-in for the server that holds DATA_DIR: this process (alive, and
 * not the command's) is named in the lock file and ops.json, and its
 * POST /api/ops/backup sends `body`'s lines, then, when `cut`, drops the
 * connection.
 */
async function fakeServer(dataDir: string, body: string, cut: boolean) {
  const http = createServer((_, response) => {
    response.writeHead(200, { "content-type": "application/x-ndjson" });
    response.write(body, () => {
      if (cut) response.socket?.destroy();
      else response.end();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as { port: number };
  await mkdir(dataDir, { recursive: true });
  await writeFile(join(dataDir, LOCK_FILE), `${process.pid}\n`);
  await writeFile(
    join(dataDir, OPS_FILE),
    JSON.stringify({
      pid: process.pid,
      url: `http://127.0.0.1:${port}`,
      token: "t",
    }),
  );
  return () => new Promise((resolve) => http.close(resolve));
}

describe("npm run backup of an answer cut short", () => {
  const header = JSON.stringify({
    format: "counsel-portfolio-export",
    version: 3,
    exportedAt: new Date().toISOString(),
  });
  const setting = JSON.stringify({
    kind: "setting",
    row: { key: "a", value: "b" },
  });
  it.each([
    [
      "the connection dropped after whole lines",
      `${header}\n${setting}\n`,
      true,
    ],
    [
      "the connection dropped mid-line",
      `${header}\n${setting.slice(0, 20)}`,
      true,
    ],
    [
      "an answer that ends without its end line",
      `${header}\n${setting}\n`,
      false,
    ],
  ])(
    "%s: deletes the file, one line on stderr, exit 1",
    async (_, body, cut) => {
      const work = await mkdtemp(join(tmpdir(), "backup-cut-"));
      const dataDir = join(work, "data");
      const close = await fakeServer(dataDir, body, cut);
      try {
        const file = join(work, "backup.json");
        const backup = await run("backup", [file, "--create"], {
          DATA_DIR: dataDir,
        });
        expect(backup.code).toBe(1);
        expect(backup.stdout).toBe("");
        expect(backup.stderr).toBe(
          `Store: embedded, folder ${dataDir} (new)\n` +
            "The backup was cut short (the store failed part way): nothing was kept; try again\n",
        );
        expect(existsSync(file)).toBe(false);
      } finally {
        await close();
        await rm(work, { recursive: true, force: true });
      }
    },
  );

  it("never writes over, nor deletes, a file already there", async () => {
    const work = await mkdtemp(join(tmpdir(), "backup-cut-"));
    const dataDir = join(work, "data");
    const close = await fakeServer(dataDir, `${header}\n`, true);
    try {
      const file = join(work, "notes.json");
      await writeFile(file, "my notes\n");
      const backup = await run("backup", [file, "--create"], {
        DATA_DIR: dataDir,
      });
      expect(backup.code).toBe(1);
      expect(backup.stderr).toBe(
        `Store: embedded, folder ${dataDir} (new)\n` +
          `The file ${file} already exists: name a new file\n`,
      );
      expect(readFileSync(file, "utf8")).toBe("my notes\n");
    } finally {
      await close();
      await rm(work, { recursive: true, force: true });
    }
  });
});
