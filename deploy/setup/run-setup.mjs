// @ts-check
// The setup from start to end: answers, checks, the plan, its changes, the
// health check over HTTPS, and where everything is.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { parseOptions, resolveAnswers, UsageError, USAGE } from "./answers.mjs";
import { applyPlan, StepFailed } from "./apply-plan.mjs";
import { healthOnce, waitForHealth } from "./health.mjs";
import { planSetup, plannedPaths } from "./plan.mjs";
import {
  checkPreconditions,
  gatherFacts,
  needsSwap,
} from "./preconditions.mjs";
import { caddyfileEmail, parseEnvFile, PATHS } from "./site-files.mjs";
import {
  hostSystem,
  readFiles,
  rehearsalSystem,
  REHEARSAL_RECORD,
} from "./system.mjs";
import { terminalAsker } from "./terminal.mjs";
import { upgrade } from "./upgrade.mjs";

const SOURCE_DIR = fileURLToPath(new URL("../../", import.meta.url)).replace(
  /\/$/,
  "",
);
const REQUIRED_NODE = /** @type {{engines: {node: string}}} */ (
  JSON.parse(readFileSync(`${SOURCE_DIR}/package.json`, "utf8"))
).engines.node.replace(/^>=\s*/, "");

const FACT_NAMES = [
  "swap",
  "user",
  "build",
  "caddy-package",
  "service",
  "timer",
  "caddy",
];

/**
 * @typedef {object} Io
 * @property {(line: string) => void} print
 * @property {import("./answers.mjs").Asker | null} ask null: never ask
 * @property {Partial<import("./preconditions.mjs").Facts>} [facts] facts to use instead of this machine's
 * @property {() => Promise<number>} [health] the HTTPS health check
 */

/**
 * @param {import("./plan.mjs").Step[]} steps
 * @param {(line: string) => void} print
 */
function printPlan(steps, print) {
  const todo = steps.filter((s) => s.change.length).length;
  print(
    `The plan: ${todo} step${todo === 1 ? "" : "s"} to take, ${steps.length - todo} already as they should be.`,
  );
  for (const step of steps) {
    if (!step.change.length) print(`  ok  ${step.title}`);
    else {
      print(`  ->  ${step.title}: ${step.change[0]}`);
      for (const line of step.change.slice(1)) print(`        ${line}`);
    }
  }
}

/**
 * Runs the setup; resolves with the exit code.
 * @param {string[]} argv
 * @param {Io} io
 */
export async function runSetup(argv, io) {
  const { print } = io;
  const options = parseOptions(argv);
  if (options.help) {
    print(USAGE);
    return 0;
  }
  const installDir = SOURCE_DIR;
  const system = options.root
    ? rehearsalSystem(resolve(options.root))
    : hostSystem(installDir);
  if (options.root)
    print(
      `A rehearsal under ${resolve(options.root)}: files go there, commands are only listed.`,
    );
  if (options.upgrade) {
    if (!system.live || options["dry-run"])
      throw new UsageError(
        "--upgrade: an upgrade cannot be rehearsed (--root, --dry-run); it takes a backup first and goes back by itself when it fails",
      );
    return upgrade({
      installDir,
      run: system.run,
      health: io.health ?? (await siteHealth(system)),
      print,
      output: async ([name, ...args], cwd) =>
        (await promisify(execFile)(String(name), args, { cwd })).stdout,
    });
  }

  const files = await readFiles(system, plannedPaths({ installDir }));
  const previous = {
    env: parseEnvFile(files[PATHS.envFile]?.content ?? ""),
    email: caddyfileEmail(files[PATHS.caddyfile]?.content ?? ""),
  };
  const answers = await resolveAnswers(options, previous, io.ask, print);

  print("Checking this server…");
  const facts = {
    ...(await gatherFacts({
      domain: answers.domain,
      installDir,
      requiredNode: REQUIRED_NODE,
      live: system.live,
    })),
    ...io.facts,
  };
  const findings = checkPreconditions(facts);
  for (const { level, line } of findings)
    print(`${level === "stop" ? "  stop" : "  warn"}  ${line}`);
  if (findings.some((f) => f.level === "stop")) {
    print(
      "Nothing was changed: put right what the lines above name, then run the setup again.",
    );
    return 1;
  }
  if (findings.length) {
    if (options.yes) print("  (going ahead: --yes)");
    else if (!io.ask || !(await io.ask.yes("Go ahead anyway?"))) {
      print("Stopped: nothing was changed.");
      return 1;
    }
  } else
    print(
      system.live
        ? "  ok  Node, memory, disk, the domain and ports 80 and 443"
        : "  ok  Node, memory and disk (a rehearsal leaves the domain and ports unchecked)",
    );

  const state = { files, facts: await system.facts(FACT_NAMES) };
  const where = { sourceDir: SOURCE_DIR, installDir, nodePath: facts.nodePath };
  const steps = planSetup(answers, where, state, { swap: needsSwap(facts) });
  printPlan(steps, print);
  const todo = steps.filter((s) => s.change.length).length;
  if (options["dry-run"]) {
    print("A dry run: nothing was changed.");
    return 0;
  }
  if (todo) {
    if (!options.yes && io.ask && !(await io.ask.yes("Make these changes?"))) {
      print("Stopped: nothing was changed.");
      return 1;
    }
    await applyPlan(steps, system, print);
  } else print("Nothing to change: the site is set up as it should be.");

  const site = `https://${answers.domain}`;
  if (system.live) {
    print(
      `Waiting for ${site}/healthz (the first certificate can take a minute)…`,
    );
    const problem = await waitForHealth(
      io.health ?? (() => healthOnce({ domain: answers.domain })),
    );
    if (problem) {
      print(
        `  stop  ${site}/healthz does not answer: ${problem}. Check the domain's DNS record and \`journalctl -u caddy -n 50\`; the site's own log: \`journalctl -u portfolio -n 50\`.`,
      );
      return 1;
    }
    print("      ok");
  } else
    print(
      `The rehearsal's commands are listed in ${system.path(REHEARSAL_RECORD)}.`,
    );
  print("");
  print(`The site:  ${site}`);
  print(`The admin: ${site}/admin (with the password you gave)`);
  print(
    `Backups:   ${PATHS.backupDir}, every night, the newest 14 kept (systemctl list-timers portfolio-backup)`,
  );
  print("Its log:   journalctl -u portfolio -f");
  print("Upgrade:   npm run setup -- --upgrade");
  return 0;
}

/**
 * The check of the installed site, over HTTPS, for an upgrade.
 * @param {import("./system.mjs").System} system
 */
async function siteHealth(system) {
  const files = await readFiles(system, [PATHS.envFile]);
  const siteUrl = parseEnvFile(files[PATHS.envFile]?.content ?? "").SITE_URL;
  if (!siteUrl)
    throw new UsageError(
      `--upgrade: ${PATHS.envFile} names no SITE_URL: run npm run setup first`,
    );
  const domain = new URL(siteUrl).hostname;
  return () => healthOnce({ domain });
}

/** @param {string[]} argv */
export async function main(argv) {
  const interactive =
    process.stdin.isTTY && !argv.includes("--yes") ? terminalAsker() : null;
  try {
    process.exitCode = await runSetup(argv, {
      print: (line) => console.log(line),
      ask: interactive,
    });
  } catch (error) {
    if (error instanceof UsageError) console.error(error.message);
    else if (error instanceof StepFailed) {
      console.error(`  failed: ${error.detail}`);
      console.error(`What to do: ${error.hint}`);
    } else console.error(/** @type {Error} */ (error).stack);
    process.exitCode = 1;
  }
}
