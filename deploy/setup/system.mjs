// @ts-check
// The machine the setup changes. `hostSystem` is this server: commands run,
// facts are asked of systemd, dpkg and the files. `rehearsalSystem` is a
// throwaway folder (--root): files are written under it, commands are only
// listed in its record and counted as done, so a second rehearsal sees them.
import { execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { lstat, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { buildState } from "../../build/build-freshness.mjs";

const exec = promisify(execFile);

/**
 * @typedef {object} System
 * @property {boolean} live whether commands really run (and owners are set)
 * @property {(path: string) => string} path where a path of the plan is on this disk
 * @property {(names: string[]) => Promise<Record<string, boolean>>} facts
 * @property {(command: string[], cwd?: string) => Promise<unknown>} run rejects with the output's last lines
 * @property {(fact: string) => Promise<void>} done records that a fact now holds (rehearsals)
 */

/**
 * Runs a command; resolves with its output, and a failure rejects with its
 * last lines.
 * @param {string[]} command
 * @param {string} [cwd]
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<string>}
 */
export function runCommand(
  [name = "", ...args],
  cwd,
  env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
) {
  return new Promise((resolve, reject) => {
    const child = spawn(name, args, {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
      env,
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) return resolve(output);
      const tail = output.trim().split("\n").slice(-15).join("\n");
      reject(
        new Error(`${name} ${args.join(" ")} exited with ${code}\n${tail}`),
      );
    });
  });
}

const succeeds = (/** @type {string} */ name, /** @type {string[]} */ args) =>
  exec(name, args).then(
    ({ stdout }) => stdout.trim(),
    () => null,
  );

/**
 * Whether the build is newer than every source and only the run-time
 * packages are installed.
 * @param {string} installDir
 */
function buildIsCurrent(installDir) {
  const at = (/** @type {string} */ p) => join(installDir, p);
  return (
    buildState(installDir) === "fresh" &&
    existsSync(at("node_modules/pg")) &&
    !existsSync(at("node_modules/vite"))
  );
}

/** @param {string} unit */
const unitRunning = async (unit) =>
  (await succeeds("systemctl", ["is-enabled", unit])) === "enabled" &&
  (await succeeds("systemctl", ["is-active", unit])) === "active";

/**
 * This server.
 * @param {string} installDir
 * @returns {System}
 */
export function hostSystem(installDir) {
  /** @type {Record<string, () => Promise<boolean>>} */
  const probes = {
    user: async () =>
      (await succeeds("getent", ["passwd", "portfolio"])) !== null,
    build: async () => buildIsCurrent(installDir),
    "caddy-package": async () =>
      (await succeeds("dpkg-query", [
        "-W",
        "--showformat=${db:Status-Status}",
        "caddy",
      ])) === "installed",
    service: () => unitRunning("portfolio.service"),
    timer: () => unitRunning("portfolio-backup.timer"),
    caddy: () => unitRunning("caddy"),
    swap: async () =>
      /^\/swapfile\s/m.test(
        await readFile("/proc/swaps", "utf8").catch(() => ""),
      ),
  };
  return {
    live: true,
    path: (p) => p,
    facts: async (names) =>
      Object.fromEntries(
        await Promise.all(
          names.map(async (n) => [n, (await probes[n]?.()) ?? false]),
        ),
      ),
    run: runCommand,
    done: async () => {},
  };
}

/** Where a rehearsal keeps the commands it listed and the facts they made true. */
export const REHEARSAL_RECORD = "/var/lib/portfolio-setup/rehearsal.json";

/**
 * A rehearsal in a throwaway folder.
 * @param {string} root
 * @returns {System}
 */
export function rehearsalSystem(root) {
  const recordPath = join(root, REHEARSAL_RECORD);
  /** @returns {Promise<{facts: Record<string, boolean>, commands: string[]}>} */
  const load = async () =>
    existsSync(recordPath)
      ? JSON.parse(await readFile(recordPath, "utf8"))
      : { facts: {}, commands: [] };
  const save = async (/** @type {object} */ record) => {
    await mkdir(dirname(recordPath), { recursive: true });
    await writeFile(`${recordPath}.tmp`, JSON.stringify(record, null, 2));
    await rename(`${recordPath}.tmp`, recordPath);
  };
  return {
    live: false,
    path: (p) => join(root, p),
    facts: async (names) => {
      const { facts } = await load();
      return Object.fromEntries(names.map((n) => [n, facts[n] ?? false]));
    },
    run: async (command) => {
      const record = await load();
      record.commands.push(command.join(" "));
      await save(record);
    },
    done: async (fact) => {
      const record = await load();
      record.facts[fact] = true;
      await save(record);
    },
  };
}

/**
 * The names of users or groups by id, from an /etc/passwd or /etc/group file.
 * @param {string} path
 */
async function namesById(path) {
  const text = await readFile(path, "utf8").catch(() => "");
  return new Map(
    text
      .split("\n")
      .map((line) => line.split(":"))
      .filter((f) => f.length > 2)
      .map((f) => [Number(f[2]), f[0]]),
  );
}

/**
 * What is at each path now (null: nothing), with owners on a live system.
 * @param {System} system
 * @param {string[]} paths
 * @returns {Promise<Record<string, import("./plan.mjs").Present | null>>}
 */
export async function readFiles(system, paths) {
  const users = await namesById("/etc/passwd");
  const groups = await namesById("/etc/group");
  /** @type {Record<string, import("./plan.mjs").Present | null>} */
  const files = {};
  for (const path of paths) {
    const where = system.path(path);
    const stat = await lstat(where).catch(() => null);
    files[path] = stat && {
      isDir: stat.isDirectory(),
      mode: stat.mode & 0o7777,
      ...(system.live && {
        owner: users.get(stat.uid) ?? String(stat.uid),
        group: groups.get(stat.gid) ?? String(stat.gid),
      }),
      ...(stat.isFile() && { content: await readFile(where, "utf8") }),
    };
  }
  return files;
}
