// The terminal command, run as the owner runs it, on a stopped store's folder.
import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateTestimonial } from "../../core/testimonials/testimonial";
import { openStore, type Store } from "../store/open-store";
import { insertPending } from "../testing/sample-submission";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const run = promisify(execFile);

// Two rows whose ids share their first 8 characters, as a git prefix can.
const TWIN_ONE = "abcdef01-0000-4000-8000-000000000001";
const TWIN_TWO = "abcdef01-0000-4000-8000-000000000002";

describe("npm run testimonials", () => {
  let dataDir: string;
  const ids: Record<string, string> = {};

  const withStore = async <T>(fn: (store: Store) => Promise<T>) => {
    const store = await openStore({ dataDir, databaseUrl: undefined });
    try {
      return await fn(store);
    } finally {
      await store.close();
    }
  };
  const cliOn = (folder: string, ...args: string[]) =>
    run(
      process.execPath,
      ["--import", "tsx", "server/cli/testimonials.ts", ...args],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: folder, DATABASE_URL: "" },
      },
    ).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  const cli = (...args: string[]) => cliOn(dataDir, ...args);
  /** What every command says first on stderr. */
  const opened = () => `Store: embedded, folder ${dataDir}\n`;
  const statuses = () =>
    withStore(async (store) =>
      Object.fromEntries(
        (await store.testimonials.list(null)).map((r) => [r.name, r.status]),
      ),
    );

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "cli-test-"));
    await withStore(async (store) => {
      const names = ["Ana Lima", "Rui Costa", "Eva Reis", "Twin One"];
      for (const name of [...names, "Twin Two"]) {
        const valid = validateTestimonial({
          name,
          comment: "Clear and practical advice.",
          consent: true,
        });
        if (!valid.ok) throw new Error(valid.message);
        ids[name] = (await insertPending(store.db, valid.value, null)).id;
      }
      for (const [name, id] of [
        ["Twin One", TWIN_ONE],
        ["Twin Two", TWIN_TWO],
      ] as const) {
        await store.db.query("UPDATE testimonials SET id = $1 WHERE id = $2", [
          id,
          ids[name],
        ]);
        ids[name] = id;
      }
    });
  }, 60_000);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("prints only its answer on stdout, as text or --json; logs only with --verbose, on stderr", async () => {
    const listed = await cli("list", "--status", "pending");
    expect(listed).toMatchObject({ code: 0, stderr: opened() });
    for (const id of Object.values(ids)) expect(listed.stdout).toContain(id);
    expect(listed.stdout).toMatch(/\n5 testimonial\(s\)\n$/);
    expect(listed.stdout).not.toMatch(/^\{/m);

    const json = await cli("list", "--json", "--status", "pending");
    expect(json).toMatchObject({ code: 0, stderr: opened() });
    const rows = JSON.parse(json.stdout) as Record<string, unknown>[];
    expect(rows.map((row) => row.id).sort()).toEqual(Object.values(ids).sort());
    expect(rows[0]).toMatchObject({
      status: "pending",
      comment: "Clear and practical advice.",
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const verbose = await cli("list", "--verbose");
    expect(verbose.code).toBe(0);
    expect(verbose.stderr).toContain('"message":"store ready"');
    expect(verbose.stdout).not.toContain('"level"');
  }, 60_000);

  it("approves, rejects and deletes by id or by a unique prefix of 8 characters or more", async () => {
    const ana = ids["Ana Lima"]!;
    const rui = ids["Rui Costa"]!;
    const eva = ids["Eva Reis"]!;
    expect(await cli("approve", ana.slice(0, 8).toUpperCase())).toEqual({
      code: 0,
      stdout: `${ana} is now approved\n`,
      stderr: opened(),
    });
    const rejected = await cli("reject", rui, "--json");
    expect(rejected).toMatchObject({ code: 0, stderr: opened() });
    expect(JSON.parse(rejected.stdout)).toEqual({
      id: rui,
      status: "rejected",
    });
    expect((await cli("delete", eva.slice(0, 13))).stdout).toBe(
      `Deleted ${eva}\n`,
    );
    expect(await cli("pending", TWIN_TWO)).toMatchObject({
      code: 0,
      stdout: `${TWIN_TWO} is now pending\n`,
    });
    expect(await statuses()).toEqual({
      "Ana Lima": "approved",
      "Rui Costa": "rejected",
      "Twin One": "pending",
      "Twin Two": "pending",
    });

    const approved = await cli("list", "--status", "approved");
    expect(approved.stdout).toContain(ana);
    expect(approved.stdout).not.toContain(rui);
  }, 60_000);

  it("refuses a DATA_DIR without a store unless --create, and creates nothing", async () => {
    const parent = await mkdtemp(join(tmpdir(), "cli-missing-"));
    const missing = join(parent, "data");
    try {
      const refused = await cliOn(missing, "list", "--status", "pending");
      expect(refused).toMatchObject({
        code: 1,
        stdout: "",
        stderr: `No store in ${missing} (DATA_DIR). Set DATA_DIR to the server's folder, or pass --create to make a new, empty one.\n`,
      });
      expect(await readdir(parent)).toEqual([]);

      const created = await cliOn(missing, "list", "--create");
      expect(created).toEqual({
        code: 0,
        stdout: "0 testimonial(s)\n",
        stderr: `Store: embedded, folder ${missing} (new)\n`,
      });
      expect(await cliOn(missing, "list")).toMatchObject({
        code: 0,
        stderr: `Store: embedded, folder ${missing}\n`,
      });
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  }, 60_000);

  it("explains a wrong call, an id too short, ambiguous or unknown, and a store the running server holds", async () => {
    const usage = await cli("publish", ids["Ana Lima"]!);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain("Usage:");
    expect(usage.stdout).toBe("");

    const short = await cli("approve", "abcdef0");
    expect(short.code).toBe(1);
    expect(short.stderr).toBe(
      opened() + "Give at least 8 characters of the id (abcdef0 has 7)\n",
    );
    const ambiguous = await cli("approve", "abcdef01");
    expect(ambiguous.code).toBe(1);
    expect(ambiguous.stderr).toBe(
      opened() +
        `The id abcdef01 is ambiguous: it starts ${TWIN_ONE} and ${TWIN_TWO}; give more characters\n`,
    );
    const notAnId = await cli("approve", "hello-world");
    expect(notAnId.code).toBe(1);
    expect(notAnId.stderr).toBe(
      opened() +
        "Not an id: hello-world (an id is 36 characters of 0-9, a-f and hyphens; 8 or more of its first ones will do)\n",
    );
    const missing = await cli("approve", "00000000-0000-4000-8000");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(
      opened() + "No testimonial with id 00000000-0000-4000-8000\n",
    );
    expect(await statuses()).toMatchObject({
      "Twin One": "pending",
      "Twin Two": "pending",
    });

    const store = await openStore({ dataDir, databaseUrl: undefined });
    try {
      const locked = await cli("list");
      expect(locked.code).toBe(1);
      expect(locked.stderr).toContain("in use by another process");
    } finally {
      await store.close();
    }
  }, 60_000);
});
