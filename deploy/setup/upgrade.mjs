// @ts-check
// `npm run setup -- --upgrade`: a backup, the new version from git, its build,
// a restart (which applies the migrations first) and a health check; when the
// build, the restart or the check fails, the previous sources, build and
// packages come back and the old version serves again. The data folder is never touched
// here: only the server's migrations change it.
import { existsSync } from "node:fs";
import { cp, rename, rm, utimes } from "node:fs/promises";
import { join } from "node:path";
import { BUILD_OUTPUTS } from "../../build/build-freshness.mjs";
import { waitForHealth } from "./health.mjs";
import { PATHS } from "./site-files.mjs";

/** What an upgrade sets aside to come back to. */
const KEPT = ["dist", "node_modules"];
const PREVIOUS = ".previous";

/**
 * @typedef {object} UpgradeOptions
 * @property {string} installDir
 * @property {(command: string[], cwd?: string) => Promise<unknown>} run
 * @property {() => Promise<number>} health
 * @property {(line: string) => void} print
 * @property {{timeoutMs?: number, intervalMs?: number}} [healthTiming]
 * @property {(command: string[], cwd: string) => Promise<string>} output a command's standard output
 */

/**
 * Runs the upgrade; resolves with the exit code.
 * @param {UpgradeOptions} options
 */
export async function upgrade({
  installDir,
  run,
  health,
  print,
  healthTiming = { timeoutMs: 60_000 },
  output,
}) {
  const at = (/** @type {string} */ p) => join(installDir, p);
  const leftover = KEPT.find((name) => existsSync(at(name + PREVIOUS)));
  if (leftover) {
    print(
      `  stop  An earlier upgrade stopped half-way: ${at(leftover + PREVIOUS)} is the build before it. If the site works, delete ${KEPT.map((n) => n + PREVIOUS).join(" and ")}; if not, put them back in place of ${KEPT.join(" and ")}.`,
    );
    return 1;
  }
  if (!existsSync(at("dist/server/index.js"))) {
    print(
      "  stop  There is no build to upgrade from: run npm run setup first.",
    );
    return 1;
  }
  /** @param {string} title @param {() => Promise<string | void>} work */
  const step = async (title, work) => {
    print(`${title}…`);
    const note = await work();
    print(`      ${note || "done"}`);
  };
  const head = async () =>
    (await output(["git", "rev-parse", "--short", "HEAD"], installDir)).trim();

  let before = "";
  try {
    await step("Back up the data", async () => {
      await run(["systemctl", "start", "portfolio-backup.service"]);
      return `done, in ${PATHS.backupDir}`;
    });
    before = await head();
    await step("Fetch the new version", async () => {
      await run(["git", "pull", "--ff-only"], installDir);
      const after = await head();
      return after === before
        ? `already the newest (${before})`
        : `${before} -> ${after}`;
    });
  } catch (error) {
    print(`  failed: ${/** @type {Error} */ (error).message}`);
    print(
      "Nothing was changed: fix what the line above names (local changes in the folder stop `git pull`), then run the upgrade again.",
    );
    return 1;
  }
  const after = await head();
  if (after === before) {
    print("Nothing to upgrade.");
    return 0;
  }

  const restorePrevious = async () => {
    await run(["git", "reset", "--hard", before], installDir);
    for (const name of KEPT) {
      await rm(at(name), { recursive: true, force: true });
      if (existsSync(at(name + PREVIOUS)))
        await rename(at(name + PREVIOUS), at(name));
    }
    // The old build must count as newer than the sources git just wrote.
    const now = new Date();
    for (const file of BUILD_OUTPUTS) await utimes(at(file), now, now);
  };

  try {
    await step("Set the current build aside", async () => {
      for (const name of KEPT)
        if (existsSync(at(name)))
          await cp(at(name), at(name + PREVIOUS), {
            recursive: true,
            preserveTimestamps: true,
            verbatimSymlinks: true,
          });
    });
    await step("Build the new version", async () => {
      await run(["npm", "ci", "--no-audit", "--no-fund"], installDir);
      await run(["npm", "run", "build"], installDir);
      await run(
        ["npm", "ci", "--omit=dev", "--no-audit", "--no-fund"],
        installDir,
      );
    });
  } catch (error) {
    print(`  failed: ${/** @type {Error} */ (error).message}`);
    await step(`Back to ${before}`, restorePrevious);
    print(`The new version did not build; ${before} still serves.`);
    return 1;
  }

  /**
   * Restarts the service and waits for /healthz: null once it answers, else
   * the problem. `systemctl restart` itself fails when the service cannot
   * start (a migration in its ExecStartPre failed): a problem like the rest,
   * not a reason to stop half-way.
   * @param {string} title
   */
  const restartAndCheck = async (title) => {
    try {
      await step(title, async () => {
        await run(["systemctl", "restart", "portfolio.service"]);
      });
    } catch (error) {
      return /** @type {Error} */ (error).message;
    }
    print("Checking /healthz over HTTPS…");
    return waitForHealth(health, healthTiming);
  };

  const problem = await restartAndCheck("Apply the migrations and restart");
  if (!problem) {
    for (const name of KEPT)
      await rm(at(name + PREVIOUS), { recursive: true, force: true });
    print(`      ok: ${after} serves.`);
    print(
      "A new version may bring new service or Caddy files: `npm run setup -- --dry-run` shows whether they differ, `npm run setup` puts them in.",
    );
    return 0;
  }
  print(`  failed: ${problem}`);
  await step(`Back to ${before}`, restorePrevious);
  const again = await restartAndCheck("Restart the previous version");
  print(
    again
      ? `  stop  ${before} does not answer either (${again}): the new version's migrations may be the cause; restore the backup in ${PATHS.backupDir} (docs/deploying.md, Restoring).`
      : `      ok: ${before} serves again. Why the new version failed: journalctl -u portfolio -n 50`,
  );
  return 1;
}
