// The real server as `npm start` runs it, as child processes on one PGlite
// folder: first start, restart, a second process refused, shutdown, config
// errors, and the terminal moderation command.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentFixture } from "../content/content-fixture";
import { OPS_FILE } from "./routes/ops";
import { openStore } from "./store/open-store";
import { LOCK_FILE } from "./store/db/folder-lock";
import { accessibleToOthers } from "./testing/open-modes";
import {
  spawnFailingServer,
  spawnServer,
  stopServer,
  type SpawnedServer,
} from "./testing/spawn-server";

const run = promisify(execFile);
const KEY = "process-test-key";
const AUTH = { apikey: KEY, authorization: `Bearer ${KEY}` };
const GOOD = {
  name: "Rita Survivor",
  company: "",
  relationship: "Partner",
  comment: "Still here after a restart.",
  consent: true,
};

if (!existsSync("dist/client/template.html"))
  throw new Error(
    "server/index.test.ts needs the build: run `npm run build` first",
  );

describe("the server process on PGlite", () => {
  let dataDir: string;
  let env: Record<string, string>;
  let server: SpawnedServer | undefined;

  const submit = (url: string, body: unknown = GOOD) =>
    fetch(`${url}/functions/v1/submit-testimonial`, {
      method: "POST",
      headers: { ...AUTH, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const listNames = async (url: string) => {
    const response = await fetch(
      `${url}/rest/v1/testimonials_public?select=name`,
      {
        headers: AUTH,
      },
    );
    return ((await response.json()) as { name: string }[]).map((r) => r.name);
  };
  const cli = (...args: string[]) =>
    run(
      process.execPath,
      ["--import", "tsx", "server/cli/testimonials.ts", ...args],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      },
    );

  beforeAll(async () => {
    dataDir = join(
      await mkdtemp(join(tmpdir(), "server-process-")),
      "nested",
      "data",
    );
    env = {
      DATA_DIR: dataDir,
      PUBLIC_API_KEY: KEY,
      SUBMIT_LIMIT_PER_HOUR: "2",
    };
    server = await spawnServer(env);
  });
  afterAll(async () => {
    if (server) await stopServer(server);
    await rm(join(dataDir, "..", ".."), { recursive: true, force: true });
  });

  it("creates the data folder (and its parents) on first start and says so", () => {
    expect(server!.output()).toMatch(/creating the data folder/);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);
    // Private to the server's user, the backup access file included.
    expect(existsSync(join(dataDir, OPS_FILE))).toBe(true);
    expect(accessibleToOthers(dataDir)).toEqual([]);
    // No ADMIN_PASSWORD: no admin address.
    expect(server!.output()).not.toMatch(/"message":"admin ready"/);
  });

  it("accepts submissions up to the hourly limit, then answers 429", async () => {
    expect((await submit(server!.url)).status).toBe(200);
    expect(
      (await submit(server!.url, { ...GOOD, name: "Second" })).status,
    ).toBe(200);
    const refused = await submit(server!.url, { ...GOOD, name: "Third" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses a second process on the same folder with one clear line, and keeps serving", async () => {
    const second = await spawnFailingServer(env);
    expect(second.code).toBe(1);
    const lines = second.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(dataDir);
    expect(lines[0]).toMatch(/in use by another process \(PID \d+\)/);
    // The terminal command is refused too, and says why.
    const refused = await cli("list").catch(
      (error: { stderr: string }) => error,
    );
    expect((refused as { stderr: string }).stderr).toMatch(
      /stop it, run this command/,
    );
    // The first server is unharmed.
    expect((await fetch(`${server!.url}/healthz`)).status).toBe(200);
  });

  it("finishes a request in flight on SIGTERM, then closes the store and exits 0", async () => {
    const body = JSON.stringify({ ...GOOD, name: "In flight" });
    const url = new URL(`${server!.url}/functions/v1/submit-testimonial`);
    const answered = new Promise<number>((resolve, reject) => {
      const req = request(url, {
        method: "POST",
        headers: {
          ...AUTH,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          // Another client than the rate-limited one above is not possible
          // from loopback, so this one is refused with 429: still an answer.
        },
      });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on("error", reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server!.process.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 100);
    });
    const exited = new Promise<number | null>((resolve) =>
      server!.process.once("exit", resolve),
    );
    expect(await answered).toBe(429);
    expect(await exited).toBe(0);
    expect(server!.output()).toMatch(/"message":"stopped"/);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    server = undefined;
  });

  it("lets the terminal command list and approve while the server is stopped", async () => {
    const listed = await cli("list", "--status", "pending");
    expect(listed.stdout).toMatch(/Rita Survivor/);
    const id = /^([0-9a-f-]{36})\s+pending.*Rita Survivor/m.exec(
      listed.stdout,
    )![1]!;
    expect((await cli("approve", id)).stdout).toContain(
      `${id} is now approved`,
    );
    const wrong = await cli("approve", "00000000-0000-4000-8000").catch(
      (error: { stderr: string }) => error,
    );
    expect((wrong as { stderr: string }).stderr).toMatch(
      /No testimonial with id 00000000-0000-4000-8000/,
    );
  });

  it("keeps data and rate limits across a restart, applying no migration twice; logs the admin's address once enabled", async () => {
    // A crash left a lock behind: its process no longer runs, so it is replaced.
    const dead = await run(process.execPath, [
      "-e",
      "console.log(process.pid)",
    ]);
    await writeFile(join(dataDir, LOCK_FILE), dead.stdout);
    server = await spawnServer({
      ...env,
      ADMIN_PASSWORD: "correct horse battery",
    });
    expect(server.output()).toContain(
      `"message":"admin ready","url":"${server.url}/admin"`,
    );
    expect(await readFile(join(dataDir, LOCK_FILE), "utf8")).toBe(
      `${server.process.pid}\n`,
    );
    expect(server.output()).toMatch(/"migrationsApplied":\[\]/);
    expect(server.output()).not.toMatch(/creating the data folder/);
    expect(await listNames(server.url)).toEqual(["Rita Survivor"]);
    // The server-rendered page carries the approved testimonial.
    expect(await (await fetch(server.url + "/")).text()).toContain(
      "Rita Survivor",
    );
    expect((await submit(server.url, { ...GOOD, name: "Fourth" })).status).toBe(
      429,
    );
    // What the server wrote while running is private too.
    expect(accessibleToOthers(dataDir)).toEqual([]);
  });
});

describe.concurrent("configuration errors", () => {
  it.each([
    [{ PORT: "eighty" }, /^Invalid configuration: PORT must be a port number/],
    [
      { SUBMIT_LIMIT_PER_HOUR: "0" },
      /^Invalid configuration: SUBMIT_LIMIT_PER_HOUR/,
    ],
    [
      { DATABASE_URL: "mysql://x" },
      /^Invalid configuration: DATABASE_URL must be a postgres/,
    ],
    [
      { TRUST_PROXY: "yes" },
      /^Invalid configuration: TRUST_PROXY must be 0 \(no proxy\) or the number of trusted proxies/,
    ],
  ])(
    "stops start-up with one line naming the variable (%o)",
    async (env, message) => {
      const { code, stderr } = await spawnFailingServer({
        DATA_DIR: "/nonexistent/never",
        ...env,
      });
      expect(code).toBe(1);
      expect(stderr.trim().split("\n")).toHaveLength(1);
      expect(stderr).toMatch(message);
    },
  );
});

describe("content errors", () => {
  it("stops start-up with one line per wrong field of the live content, no stack", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "server-content-error-"));
    try {
      const store = await openStore(
        { databaseUrl: undefined, dataDir },
        { watchChanges: false },
      );
      await store.db.query(
        `INSERT INTO content_revisions (lang, number, document) VALUES ('en', 1, $1)`,
        [JSON.stringify({ ...contentFixture, name: "", email: "nope" })],
      );
      await store.db.query(
        `INSERT INTO content_live (lang, revision_id) SELECT 'en', id FROM content_revisions`,
      );
      await store.close();
      const { code, stderr } = await spawnFailingServer({ DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(stderr.trim().split("\n")).toEqual([
        "content (en, revision 1).name: is required",
        "content (en, revision 1).email: must be an e-mail address",
      ]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("content written under an older rule", () => {
  it("starts and renders a live revision holding characters today's rule refuses, cleaned", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "server-old-content-"));
    let server: SpawnedServer | undefined;
    try {
      const store = await openStore(
        { databaseUrl: undefined, dataDir },
        { watchChanges: false },
      );
      await store.db.query(
        `INSERT INTO content_revisions (lang, number, document) VALUES ('en', 1, $1)`,
        [
          JSON.stringify({
            ...contentFixture,
            name: "Ana\rLima\u202E",
            subtitle: "Counsel\r\nfor\tstartups",
            cvFileName: 'Ana "CV"\r\n.html',
          }),
        ],
      );
      await store.db.query(
        `INSERT INTO content_live (lang, revision_id) SELECT 'en', id FROM content_revisions`,
      );
      await store.close();
      server = await spawnServer({ DATA_DIR: dataDir });
      const page = await (await fetch(server.url)).text();
      expect(page).toContain("Ana Lima");
      expect(page).toContain("Counsel\nfor startups");
      expect(page).not.toMatch(/[\r\t\u202E]/);
      const content = (await (
        await fetch(`${server.url}/content/en.json`)
      ).json()) as { cvFileName: string };
      expect(content.cvFileName).toBe("Ana _CV_.html");
    } finally {
      if (server) await stopServer(server);
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
