// Test support for the upgrade rehearsed on this product: an install made
// from a commit of this repository's own history, its packages borrowed from
// this checkout, and the two services `npm run setup` installs run as child
// processes from the unit and environment files it writes (systemd does not
// run here).
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import { PGlite } from "@electric-sql/pglite";
import { lstat, mkdir, readFile, rm, symlink } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { envFile, parseEnvFile, unitFile } from "../site-files.mjs";
import { runCommand } from "../system.mjs";

const exec = promisify(execFile);
const GIT_USER = ["-c", "user.name=Test", "-c", "user.email=test@example.com"];

/** This checkout: the repository whose history the install comes from. */
export const CHECKOUT = fileURLToPath(new URL("../../../", import.meta.url));
const MIGRATIONS = "server/store/db/migrations";
/** The domain and public key the install's environment file holds. */
export const SITE_ORIGIN = "https://example.com";
export const PUBLIC_KEY = "upgrade-test-key";

export const git = (cwd: string, ...args: string[]) =>
  exec("git", [...GIT_USER, ...args], { cwd, maxBuffer: 64 << 20 }).then(
    ({ stdout }) => stdout.trim(),
  );

const shallow = async () =>
  (await git(CHECKOUT, "rev-parse", "--is-shallow-repository")) === "true";

/**
 * Why this checkout's history cannot give an older version, or null. A
 * shallow clone is deepened first where its origin can be reached.
 */
export async function historyMissing(): Promise<string | null> {
  if (!(await shallow())) return null;
  await git(CHECKOUT, "fetch", "-q", "--unshallow").catch(() => {});
  if (!(await shallow())) return null;
  return `${CHECKOUT} is a shallow clone whose origin gives no more history: the upgrade test needs it (git fetch --unshallow)`;
}

const migrationsAt = async (cwd: string, commit: string) =>
  (await git(cwd, "ls-tree", "-r", "--name-only", commit))
    .split("\n")
    .filter((path) => /(^|\/)migrations\/\d{3}-[\w-]+\.sql$/.test(path));

/**
 * The commit just before HEAD's newest migration came, and how many
 * migrations each has: the release an owner upgrades from.
 */
export async function beforeNewestMigration(repo: string) {
  const now = await migrationsAt(repo, "HEAD");
  const newest = now
    .filter((path) => path.startsWith(MIGRATIONS))
    .sort()
    .at(-1);
  if (!newest) throw new Error(`no migrations in ${MIGRATIONS} at HEAD`);
  const added = (
    await git(repo, "log", "--diff-filter=A", "--format=%H", "--", newest)
  )
    .split("\n")
    .at(-1)!;
  const commit = await git(repo, "rev-parse", `${added}^`);
  const before = await migrationsAt(repo, commit);
  return {
    commit,
    newest,
    migrations: { before: before.length, now: now.length },
  };
}

type Lock = {
  packages: Record<string, { version?: string; resolved?: string }>;
};

/** Whether every package `older` installs is in `current`, at the same version. */
const lockIncluded = (older: Lock, current: Lock) =>
  Object.entries(older.packages).every(
    ([path, entry]) =>
      path === "" ||
      (current.packages[path]?.version === entry.version &&
        current.packages[path]?.resolved === entry.resolved),
  );

/**
 * `npm ci` in `dir` as the test runs it: the checkout's node_modules, linked,
 * when every package `dir`'s lock file names is installed there at the same
 * version (nothing downloaded, nothing written into it); a real `npm ci`
 * otherwise (`--omit=dev` leaves a linked folder as it is).
 */
export async function installPackages(dir: string, omitDev = false) {
  const read = async (root: string) =>
    JSON.parse(await readFile(join(root, "package-lock.json"), "utf8")) as Lock;
  const modules = join(dir, "node_modules");
  const linked = await lstat(modules).then(
    (stat) => stat.isSymbolicLink(),
    () => false,
  );
  if (lockIncluded(await read(dir), await read(CHECKOUT))) {
    if (!linked) {
      await rm(modules, { recursive: true, force: true });
      await symlink(join(CHECKOUT, "node_modules"), modules);
    }
    return;
  }
  // npm ci empties node_modules first: never through the link.
  if (linked) await rm(modules);
  await operatorRun(
    [
      "npm",
      "ci",
      "--prefer-offline",
      "--no-audit",
      "--no-fund",
      ...(omitDev ? ["--omit=dev"] : []),
    ],
    dir,
  );
}

/**
 * What the store in `dataDir` records, read with PGlite itself once no
 * server holds it: the migrations applied, and whether `table` exists.
 */
export async function storeState(dataDir: string, table: string) {
  const pg = await PGlite.create(join(dataDir, "pglite"));
  try {
    const applied = await pg.query<{ version: string }>(
      "SELECT version FROM schema_migrations ORDER BY version",
    );
    const found = await pg.query<{ found: boolean }>(
      "SELECT to_regclass($1) IS NOT NULL AS found",
      [table],
    );
    return {
      migrations: applied.rows.map((row) => row.version),
      hasTable: found.rows[0]!.found,
    };
  } finally {
    await pg.close();
  }
}

/** What a request to the site answered. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * One request to the site on `port`, as the proxy in front of it sends one:
 * for the site's own domain, with the visitor's address and HTTPS forwarded
 * (TRUST_PROXY=1, as the setup's environment file sets it).
 */
export function send(
  port: number,
  path: string,
  {
    method = "GET",
    headers = {},
    body,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method,
        timeout: 5_000,
        headers: {
          host: new URL(SITE_ORIGIN).host,
          "x-forwarded-for": "203.0.113.7",
          "x-forwarded-proto": "https",
          ...(body !== undefined && {
            "content-length": String(Buffer.byteLength(body)),
          }),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("no answer within 5 s")));
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * A command as the owner's shell runs it: without the variables vitest sets
 * (NODE_ENV=test makes the build's prerender load React's development JSX).
 */
export function operatorRun(command: string[], cwd: string) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !/^(VITEST.*|NODE_ENV|TEST|MODE|PROD|DEV|SSR|BASE_URL)$/.test(key),
    ),
  );
  return runCommand(command, cwd, env);
}

/** One service's command line and environment, from its unit file. */
function unitCommands(unit: string, env: Record<string, string>) {
  const values: Record<string, string> = { ...env };
  for (const [, assignment] of unit.matchAll(/^Environment=(.*)$/gm)) {
    const [key, ...value] = assignment!.split("=");
    values[key!] ??= value.join("=");
  }
  const expand = (line: string) =>
    line
      .replace(/\$\{(\w+)\}/g, (_, name: string) => values[name] ?? "")
      .split(/\s+/);
  const lines = (key: string) =>
    [...unit.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map(([, line]) =>
      expand(line!),
    );
  return { pre: lines("ExecStartPre"), start: lines("ExecStart")[0]!, values };
}

/**
 * An install of this product in `dir` as `npm run setup` leaves it: the
 * environment file's values (with a port of the test's) and the service and
 * backup units it wrote from the shipped examples, read once, as systemd
 * keeps the installed units until the setup is run again.
 */
export async function serviceManager(
  dir: string,
  { port, password }: { port: number; password: string },
) {
  const env = {
    // systemd's own environment for a service is little more than PATH.
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    ...parseEnvFile(
      envFile(
        {
          domain: new URL(SITE_ORIGIN).host,
          publicKey: PUBLIC_KEY,
          password,
          installDir: dir,
        },
        undefined,
      ),
    ),
    PORT: String(port),
    NODE_ENV: "production",
  };
  const where = { sourceDir: dir, installDir: dir, nodePath: process.execPath };
  const site = unitCommands(unitFile("portfolio.service", where), env);
  const backup = unitCommands(unitFile("portfolio-backup.service", where), {
    ...env,
    BACKUP_DIR: `${dir}-backups`,
  });
  let running: ChildProcess | undefined;
  let log = "";

  /**
   * One of a unit's commands, as systemd runs it: its output to the journal
   * (`log`); a failure answered as `systemctl <verb>` reports it (exit 1).
   */
  const runUnit = async (
    verb: string,
    unit: string,
    command: string[],
    values: Record<string, string>,
  ) => {
    try {
      log += await runCommand(command, dir, values);
    } catch (error) {
      log += (error as Error).message;
      throw new Error(
        `systemctl ${verb} ${unit} exited with 1\nJob for ${unit} failed because the control process exited with error code.`,
      );
    }
  };

  const stop = async () => {
    const child = running;
    running = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };

  /** `systemctl restart portfolio.service`: rejects when ExecStartPre fails, as systemctl does. */
  const restart = async () => {
    await stop();
    for (const command of site.pre)
      await runUnit("restart", "portfolio.service", command, site.values);
    const [name, ...args] = site.start;
    running = spawn(name!, args, { cwd: dir, env: site.values });
    running.stdout!.on("data", (chunk: Buffer) => (log += chunk));
    running.stderr!.on("data", (chunk: Buffer) => (log += chunk));
  };

  return {
    env,
    backupDir: backup.values.BACKUP_DIR!,
    restart,
    stop,
    /** What the site's processes wrote. */
    log: () => log,
    /** The upgrade's `run`: systemctl acts on these two services; npm ci as installPackages. */
    run: async (command: string[], cwd?: string) => {
      const line = command.join(" ");
      if (line === "systemctl restart portfolio.service") return restart();
      if (line === "systemctl start portfolio-backup.service") {
        await mkdir(backup.values.BACKUP_DIR!, { recursive: true });
        return runUnit(
          "start",
          "portfolio-backup.service",
          backup.start,
          backup.values,
        );
      }
      if (command[0] === "systemctl") throw new Error(`not expected: ${line}`);
      if (command[0] === "npm" && command[1] === "ci")
        return installPackages(cwd ?? dir, command.includes("--omit=dev"));
      await operatorRun(command, cwd ?? dir);
    },
    port,
    /** GET /healthz through the proxy: its status. */
    health: async () => (await send(port, "/healthz")).status,
  };
}
