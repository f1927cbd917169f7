// @ts-check
// What the setup needs of the machine, checked before anything changes: each
// problem is one line saying what to do. `checkPreconditions` judges facts;
// `gatherFacts` reads them from this machine.
import { execFile } from "node:child_process";
import { resolve4, resolve6 } from "node:dns/promises";
import { existsSync } from "node:fs";
import { readFile, statfs } from "node:fs/promises";
import { networkInterfaces, totalmem } from "node:os";
import { promisify } from "node:util";

const run = promisify(execFile);
const MiB = 1024 * 1024;

/** Below this a 512 MB server's kernel would not run the site (it reports about 460-490 MiB). */
const MIN_MEMORY = 400 * MiB;
/** Building peaks at about 860 MiB: below this much memory and swap, setup adds a swap file. */
const BUILD_MEMORY = 1200 * MiB;
export const SWAP_FILE_SIZE = 1024 * MiB;
/** Development packages, the build, the data folder and room to grow. */
const MIN_DISK = 1536 * MiB;

/**
 * @typedef {object} Facts
 * @property {string} nodeVersion
 * @property {string} requiredNode e.g. "20.19"
 * @property {string} nodePath
 * @property {string} installDir
 * @property {boolean} isRoot
 * @property {boolean} hasApt
 * @property {boolean} hasSystemd
 * @property {string} [domain]
 * @property {string[] | undefined} [domainAddresses] undefined: not checked
 * @property {string[]} serverAddresses
 * @property {Record<number, string | null> | undefined} [portHolders] each port's listening program, null when free; undefined: not checked
 * @property {number} memoryBytes
 * @property {number} swapBytes
 * @property {number} diskFreeBytes
 */

/** @typedef {{level: "stop" | "ask" | "note", line: string}} Finding */

/**
 * @param {string} a
 * @param {string} b
 */
const versionBelow = (a, b) => {
  const [x, y] = [a, b].map((v) => v.replace(/^v/, "").split(".").map(Number));
  for (let i = 0; i < 3; i++)
    if ((x?.[i] ?? 0) !== (y?.[i] ?? 0)) return (x?.[i] ?? 0) < (y?.[i] ?? 0);
  return false;
};

/** @param {string} path */
const underHome = (path) => /^\/(root|home)(\/|$)/.test(path);

/**
 * @param {number} bytes
 */
const mib = (bytes) => `${Math.round(bytes / MiB)} MiB`;

/** Whether the machine needs a swap file to build. @param {Pick<Facts, "memoryBytes" | "swapBytes">} facts */
export const needsSwap = ({ memoryBytes, swapBytes }) =>
  memoryBytes + swapBytes < BUILD_MEMORY;

/**
 * The problems, each one line; "stop" ends the setup, "ask" needs a yes.
 * @param {Facts} facts
 * @returns {Finding[]}
 */
export function checkPreconditions(facts) {
  /** @type {Finding[]} */
  const found = [];
  const stop = (/** @type {string} */ line) =>
    found.push({ level: "stop", line });
  if (!facts.isRoot)
    stop(
      "Run the setup as root (sudo npm run setup): it creates a user, installs Caddy and the systemd units.",
    );
  if (!facts.hasApt || !facts.hasSystemd)
    stop(
      "This setup needs a Debian or Ubuntu server with apt-get and systemd; elsewhere follow docs/deploying.md by hand.",
    );
  if (versionBelow(facts.nodeVersion, facts.requiredNode))
    stop(
      `Node ${facts.nodeVersion} is too old: the site needs ${facts.requiredNode} or later (install Node 20 or 22 from nodesource.com, then run the setup again).`,
    );
  if (underHome(facts.nodePath))
    stop(
      `Node is installed under a home folder (${facts.nodePath}), which the service may not read: install Node system-wide (e.g. from nodesource.com).`,
    );
  if (underHome(facts.installDir))
    stop(
      `The site is in ${facts.installDir}, under a home folder the service may not read: clone it into /srv/portfolio and run the setup there.`,
    );
  if (facts.domain && facts.domainAddresses) {
    const ours = facts.domainAddresses.filter((a) =>
      facts.serverAddresses.includes(a),
    );
    const listed = facts.serverAddresses.join(", ") || "none found";
    if (!facts.domainAddresses.length)
      found.push({
        level: "ask",
        line: `${facts.domain} has no DNS address yet: add an A (or AAAA) record pointing at this server (${listed}); the certificate cannot be issued before it resolves.`,
      });
    else if (!ours.length)
      found.push({
        level: "ask",
        line: `${facts.domain} points at ${facts.domainAddresses.join(", ")}, not at this server (${listed}): fix its DNS record, unless this server sits behind that address.`,
      });
  }
  for (const [port, holder] of Object.entries(facts.portHolders ?? {}))
    if (holder && holder !== "caddy")
      stop(
        `Port ${port} is taken by ${holder}: stop it (Caddy answers on 80 and 443), or keep your own proxy and follow the nginx recipe in docs/deploying.md.`,
      );
  if (facts.memoryBytes < MIN_MEMORY)
    stop(
      `This server has ${mib(facts.memoryBytes)} of memory: the site needs a 512 MB server at least.`,
    );
  const disk = MIN_DISK + (needsSwap(facts) ? SWAP_FILE_SIZE : 0);
  if (facts.diskFreeBytes < disk)
    stop(
      `Only ${mib(facts.diskFreeBytes)} of disk is free where the site is: it needs ${mib(disk)} (packages, the build${needsSwap(facts) ? ", a swap file for the build" : ""} and the data).`,
    );
  return found;
}

/** @param {string} path */
const readOr = (path) => readFile(path, "utf8").catch(() => "");

/** @param {string} command */
const installed = (command) =>
  run("sh", ["-c", `command -v ${command}`]).then(
    () => true,
    () => false,
  );

/**
 * The program listening on each port, from `ss` (iproute2, on every Debian).
 * @param {number[]} ports
 */
async function portHolders(ports) {
  const { stdout } = await run("ss", ["-Hltnp"]).catch(() => ({ stdout: "" }));
  /** @type {Record<number, string | null>} */
  const holders = {};
  for (const port of ports) {
    const line = stdout
      .split("\n")
      .find((l) => new RegExp(`:${port}\\s`).test(l));
    holders[port] = line
      ? (/users:\(\("([^"]+)"/.exec(line)?.[1] ?? "another program")
      : null;
  }
  return holders;
}

/**
 * The domain's addresses, empty when it does not resolve.
 * @param {string} domain
 */
async function domainAddresses(domain) {
  const [v4, v6] = await Promise.all([
    resolve4(domain).catch(() => []),
    resolve6(domain).catch(() => []),
  ]);
  return [...v4, ...v6];
}

/**
 * Reads the facts from this machine. With `live` false (a rehearsal under
 * --root) the DNS and ports are not checked: nothing will listen.
 * @param {{domain?: string, installDir: string, requiredNode: string, live: boolean}} options
 * @returns {Promise<Facts>}
 */
export async function gatherFacts({ domain, installDir, requiredNode, live }) {
  const meminfo = await readOr("/proc/meminfo");
  const kib = (/** @type {string} */ key) =>
    Number(new RegExp(`^${key}:\\s+(\\d+)`, "m").exec(meminfo)?.[1] ?? 0) *
    1024;
  const disk = await statfs(installDir);
  return {
    nodeVersion: process.version,
    requiredNode,
    nodePath: process.execPath,
    installDir,
    isRoot: !live || process.getuid?.() === 0,
    hasApt: !live || (await installed("apt-get")),
    hasSystemd: !live || existsSync("/run/systemd/system"),
    domain,
    domainAddresses: live && domain ? await domainAddresses(domain) : undefined,
    serverAddresses: Object.values(networkInterfaces())
      .flat()
      .filter((a) => a && !a.internal)
      .map(
        (a) =>
          /** @type {import("node:os").NetworkInterfaceInfo} */ (a).address,
      ),
    portHolders: live ? await portHolders([80, 443]) : undefined,
    memoryBytes: kib("MemTotal") || totalmem(),
    swapBytes: kib("SwapTotal"),
    diskFreeBytes: disk.bavail * disk.bsize,
  };
}
