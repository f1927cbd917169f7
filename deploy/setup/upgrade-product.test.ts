// `npm run setup -- --upgrade` on this product itself. The install is the
// release just before HEAD's newest migration, cloned from this repository's
// history and built; its running service holds the owner's published
// content, a portrait and an approved testimonial. It is upgraded to HEAD,
// and (each time from the same start) to releases on top of HEAD whose
// health check fails or whose migration fails, which must go back. git, the
// builds, the migrations, the backup and the servers run for real;
// systemctl runs the installed units' commands as child processes, and the
// packages are this checkout's when the lock files allow
// (testing/installed-product.ts). Run time: about two minutes on a quiet
// two-core machine, four builds of the site most of it.
import { execFile } from "node:child_process";
import {
  cp,
  mkdtemp,
  readdir,
  readFile,
  rm,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import {
  afterAll,
  beforeAll,
  describe,
  expect,
  it,
  onTestFinished,
} from "vitest";
import type { TestContext } from "vitest";
import type { ContentState } from "../../core/api/content";
import { freePort } from "../../server/testing/nginx-site";
import { SAMPLE_SUBMISSION } from "../../server/testing/sample-submission";
import { waitForHealth } from "./health.mjs";
import {
  beforeNewestMigration,
  CHECKOUT,
  git,
  historyMissing,
  installPackages,
  operatorRun,
  PUBLIC_KEY,
  send,
  serviceManager,
  SITE_ORIGIN,
  storeState,
} from "./testing/installed-product";
import { upgrade } from "./upgrade.mjs";

const exec = promisify(execFile);
const PASSWORD = "correct horse battery";
const START = { timeoutMs: 60_000, intervalMs: 250 };
// The new version's start: migrations first, then about a second.
const CHECK = { timeoutMs: 10_000, intervalMs: 250 };

// A clone without history cannot be made to have it: the suite says so in
// the run's output, under CI too, and is reported as skipped, never passed.
const missing = await historyMissing();
if (missing) console.warn(`upgrade test on this product SKIPPED: ${missing}`);

type Site = Awaited<ReturnType<typeof serviceManager>>;
let dir = "";
let prepared = "";
let older: Awaited<ReturnType<typeof beforeNewestMigration>>;
let before: { list: unknown; content: string };

/** The admin API of the site on `port`, signed in as its owner. */
async function owner(port: number) {
  const login = await send(port, "/api/admin/login", {
    method: "POST",
    headers: { origin: SITE_ORIGIN, "content-type": "application/json" },
    body: JSON.stringify({ password: PASSWORD }),
  });
  expect(login.status, login.text).toBe(200);
  const { csrfToken } = JSON.parse(login.text) as { csrfToken: string };
  const cookie = [login.headers["set-cookie"]].flat()[0]!.split(";")[0]!;
  return (
    path: string,
    init: { method?: string; body?: Buffer | string; type?: string } = {},
  ) =>
    send(port, `/api/admin${path}`, {
      method: init.method ?? "GET",
      headers: {
        cookie,
        origin: SITE_ORIGIN,
        "x-csrf-token": csrfToken,
        "content-type": init.type ?? "application/json",
      },
      body: init.body,
    });
}

/** The owner's work, through the site's own calls: a portrait, the content published with it, a testimonial approved. */
async function putData(port: number) {
  const call = await owner(port);
  const photo = await sharp({
    create: { width: 600, height: 750, channels: 3, background: "#8a6d5a" },
  })
    .jpeg()
    .toBuffer();
  const upload = await call("/portrait?focus=centre", {
    method: "POST",
    body: photo,
    type: "image/jpeg",
  });
  expect(upload.status, upload.text).toBe(200);
  const { portrait } = JSON.parse(upload.text) as { portrait: object };
  const { published } = JSON.parse(
    (await call("/content/en")).text,
  ) as ContentState;
  const document = {
    ...published.profile,
    name: "Marta Sousa, upgraded",
    portrait: { ...portrait, alt: "Marta Sousa at her desk" },
  };
  const publish = await call("/content/en/publish", {
    method: "POST",
    body: JSON.stringify({ document, note: "Before the upgrade" }),
  });
  expect(publish.status, publish.text).toBe(200);

  const submit = await send(port, "/functions/v1/submit-testimonial", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      apikey: PUBLIC_KEY,
      authorization: `Bearer ${PUBLIC_KEY}`,
    },
    body: JSON.stringify(SAMPLE_SUBMISSION),
  });
  expect(submit.status, submit.text).toBe(200);
  const pending = JSON.parse(
    (await call("/testimonials?status=pending")).text,
  ) as { items: { id: string }[] };
  const approve = await call(`/testimonials/${pending.items[0]!.id}/status`, {
    method: "POST",
    body: JSON.stringify({ status: "approved" }),
  });
  expect(approve.status, approve.text).toBe(200);
}

/** What a visitor's list call and the owner's content export answer. */
async function snapshot(port: number) {
  const list = await send(
    port,
    `/rest/v1/testimonials_public?apikey=${PUBLIC_KEY}`,
  );
  const exported = await (await owner(port))("/content/en/export");
  expect([list.status, exported.status]).toEqual([200, 200]);
  return { list: JSON.parse(list.text) as unknown, content: exported.text };
}

/** The records of the backup files in `folder`, oldest file first (their header and end lines left out). */
async function backups(folder: string) {
  const files = (await readdir(folder)).sort();
  return Promise.all(
    files.map(async (file) =>
      (await readFile(join(folder, file), "utf8"))
        .trim()
        .split("\n")
        .slice(1, -1)
        .map((line) => JSON.parse(line) as { kind: string }),
    ),
  );
}

/** The prepared install copied to `name`, its service started as before the upgrade. */
async function installed(name: string) {
  const install = join(dir, name);
  await cp(prepared, install, {
    recursive: true,
    preserveTimestamps: true,
    verbatimSymlinks: true,
  });
  const site = await serviceManager(install, {
    port: await freePort(),
    password: PASSWORD,
  });
  onTestFinished(() => site.stop());
  await site.restart();
  expect(await waitForHealth(site.health, START), site.log()).toBeNull();
  return { install, site };
}

async function runUpgrade(install: string, site: Site) {
  const lines: string[] = [];
  const code = await upgrade({
    installDir: install,
    run: site.run,
    health: site.health,
    healthTiming: CHECK,
    print: (line) => lines.push(line),
    output: async ([name, ...args], cwd) =>
      (await exec(String(name), args, { cwd })).stdout,
  });
  return { code, output: lines.join("\n") };
}

const migrationFiles = (install: string) =>
  readdir(join(install, "dist/server/migrations"));

/**
 * A release on top of HEAD, on a branch of its own in the origin with
 * `files` changed, which the next `git pull` in `install` takes.
 */
async function releaseOnTop(
  install: string,
  branch: string,
  files: Record<string, string>,
) {
  const origin = join(dir, "origin");
  await git(origin, "checkout", "-q", "-B", branch, "release");
  for (const [path, text] of Object.entries(files))
    await writeFile(join(origin, path), text);
  await git(origin, "add", ".");
  await git(origin, "commit", "-qm", `A broken release: ${branch}`);
  await git(origin, "checkout", "-q", "release");
  await git(install, "config", "branch.release.merge", `refs/heads/${branch}`);
}

/** After a failed upgrade: the older sources and build back, serving the owner's data, a backup taken. */
async function expectOlderServesAgain(
  install: string,
  site: Site,
  output: string,
  olderBuild: Buffer,
) {
  expect(output).toContain(
    `      ok: ${older.commit.slice(0, 7)} serves again.`,
  );
  expect(await git(install, "rev-parse", "HEAD")).toBe(older.commit);
  expect(await readFile(join(install, "dist/server/index.js"))).toEqual(
    olderBuild,
  );
  expect(await migrationFiles(install)).toHaveLength(older.migrations.before);
  expect(
    (await readdir(install)).filter((name) => name.endsWith(".previous")),
  ).toEqual([]);
  expect(await site.health()).toBe(200);
  expect(await snapshot(site.port)).toEqual(before);
  const [taken] = await backups(site.backupDir);
  expect(taken!.filter((record) => record.kind === "testimonial")).toHaveLength(
    1,
  );
}

/** Skipped on a shallow clone whose history cannot be fetched (a loud note in the report). */
const needHistory = (context: TestContext) => {
  if (missing) context.skip(missing);
};

describe("npm run setup -- --upgrade on this product", () => {
  let preparing: Site | undefined;
  beforeAll(async () => {
    if (missing) return;
    dir = await mkdtemp(join(tmpdir(), "upgrade-product-"));
    const origin = join(dir, "origin");
    await git(dir, "clone", "-q", "--no-checkout", CHECKOUT, origin);
    const head = await git(CHECKOUT, "rev-parse", "HEAD");
    await git(origin, "checkout", "-q", "-B", "release", head);
    older = await beforeNewestMigration(origin);
    expect(older.migrations.before).toBeLessThan(older.migrations.now);

    prepared = join(dir, "prepared");
    await git(dir, "clone", "-q", "-b", "release", origin, prepared);
    await git(prepared, "reset", "-q", "--hard", older.commit);
    await installPackages(prepared);
    await operatorRun(["npm", "run", "build"], prepared);
    const site = await serviceManager(prepared, {
      port: await freePort(),
      password: PASSWORD,
    });
    preparing = site;
    await site.restart();
    expect(await waitForHealth(site.health, START), site.log()).toBeNull();
    await putData(site.port);
    before = await snapshot(site.port);
    expect(before.list).toEqual([
      expect.objectContaining({ name: SAMPLE_SUBMISSION.name }),
    ]);
    expect(JSON.parse(before.content)).toMatchObject({
      name: "Marta Sousa, upgraded",
      portrait: { alt: "Marta Sousa at her desk" },
    });
    await site.stop();
  }, 300_000);
  afterAll(async () => {
    await preparing?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("moves the older release and its store to HEAD: migrated, the owner's data all there", async (context) => {
    needHistory(context);
    const { install, site } = await installed("install");
    const { code, output } = await runUpgrade(install, site);
    expect(code, `${output}\n${site.log()}`).toBe(0);
    const head = await git(install, "rev-parse", "--short", "HEAD");
    expect(output).toContain(`      ok: ${head} serves.`);
    // The new build's migrate.js (the unit's ExecStartPre) applied what the
    // older one lacked.
    const newest = older.newest.replace(/^.*\/|\.sql$/g, "");
    expect(site.log()).toMatch(
      new RegExp(`Applied \\d+ migration\\(s\\):.*${newest}`),
    );
    expect(await migrationFiles(install)).toHaveLength(older.migrations.now);
    expect(await snapshot(site.port)).toEqual(before);
    // The whole store as the backup writes it (the portrait's files too):
    // what the upgrade's backup read through the older build, the new build
    // reads back.
    await site.run(["systemctl", "start", "portfolio-backup.service"]);
    const [taken, after] = await backups(site.backupDir);
    const kinds = new Set(taken!.map((record) => record.kind));
    expect([...kinds]).toEqual(
      expect.arrayContaining(["testimonial", "revision", "portrait"]),
    );
    expect(after!.filter((record) => kinds.has(record.kind))).toEqual(taken);
  }, 300_000);

  it("goes back when the new release fails its health check: the older build serves the store the new one migrated", async (context) => {
    needHistory(context);
    const { install, site } = await installed("install-unhealthy");
    await releaseOnTop(install, "unhealthy", {
      "server/routes/health.ts": `import { Hono } from "hono";
export const healthRoutes = (_store: unknown) =>
  new Hono().get("/healthz", (c) => c.json({ ok: false }, 503));
`,
    });
    const olderBuild = await readFile(join(install, "dist/server/index.js"));
    const { code, output } = await runUpgrade(install, site);
    expect(code, `${output}\n${site.log()}`).toBe(1);
    expect(output).toMatch(/failed: \/healthz answered 503\n/);
    await expectOlderServesAgain(install, site, output, olderBuild);
    // The new build migrated the store before its check failed: the older
    // build serves it as it is.
    await site.stop();
    const store = await storeState(join(install, "data"), "schema_migrations");
    expect(store.migrations).toHaveLength(older.migrations.now);
  }, 300_000);

  it("goes back when the new release's migration fails and the service does not start", async (context) => {
    needHistory(context);
    const { install, site } = await installed("install-unmigratable");
    await releaseOnTop(install, "unmigratable", {
      "server/store/db/migrations/900-fails.sql":
        "CREATE TABLE half_done (id integer);\nSELECT 1 / 0;\n",
    });
    const olderBuild = await readFile(join(install, "dist/server/index.js"));
    const { code, output } = await runUpgrade(install, site);
    expect(code, `${output}\n${site.log()}`).toBe(1);
    expect(output).toMatch(
      /failed: systemctl restart portfolio\.service exited with 1\n/,
    );
    expect(site.log()).toMatch(/division by zero/);
    await expectOlderServesAgain(install, site, output, olderBuild);
    // The failed migration changed nothing, nor did those before it: they
    // run in one transaction.
    await site.stop();
    const store = await storeState(join(install, "data"), "half_done");
    expect(store).toEqual({
      migrations: expect.any(Array),
      hasTable: false,
    });
    expect(store.migrations).toHaveLength(older.migrations.before);
  }, 300_000);
});
