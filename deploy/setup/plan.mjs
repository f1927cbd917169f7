// @ts-check
// The setup as a plan: every step with what it wants (a file's bytes, mode
// and owner, a folder, commands to run unless a fact already holds) and,
// judged against what is there now, what it would change. Pure: the same
// answers and state give the same plan, and a plan of a machine already set
// up changes nothing.
import { join } from "node:path";
import { lineDiff } from "./line-diff.mjs";
import { SWAP_FILE_SIZE } from "./preconditions.mjs";
import {
  caddyfile,
  envFile,
  PATHS,
  SECRET_KEYS,
  UNIT_NAMES,
  unitFile,
} from "./site-files.mjs";

const SERVICE_USER = "portfolio";

/**
 * @typedef {object} Answers
 * @property {string} domain
 * @property {string} email
 * @property {string} password
 * @property {string} publicKey
 */

/**
 * @typedef {object} Where
 * @property {string} sourceDir the clone holding deploy/ (the setup's own folder)
 * @property {string} installDir the folder the site runs from
 * @property {string} nodePath
 */

/** @typedef {{isDir: boolean, mode: number, owner?: string, group?: string, content?: string}} Present */
/** @typedef {{files: Record<string, Present | null>, facts: Record<string, boolean>}} State */

/**
 * @typedef {object} FileStep
 * @property {"file"} kind
 * @property {string} title
 * @property {string} path
 * @property {string} content
 * @property {number} mode
 * @property {string} owner
 * @property {string} group
 * @property {string[]} [validate] a command checking the new file before it takes the place of the old; "{}" is its path
 * @property {string[]} change what would change; empty: nothing
 */
/**
 * @typedef {object} DirStep
 * @property {"dir"} kind
 * @property {string} title
 * @property {string} path
 * @property {number} mode
 * @property {string} owner
 * @property {string} group
 * @property {string[]} change
 */
/**
 * @typedef {object} CommandStep
 * @property {"command"} kind
 * @property {string} title
 * @property {string | undefined} fact what holds once the commands ran (read from the machine)
 * @property {string[][]} commands
 * @property {string} [cwd]
 * @property {string} [hint] what to do when it fails
 * @property {string[]} change
 */
/** @typedef {FileStep | DirStep | CommandStep} Step */

const octal = (/** @type {number} */ mode) => mode.toString(8).padStart(4, "0");

/**
 * What would change to make `present` the wanted file or folder.
 * @param {{path: string, mode: number, owner: string, group: string, content?: string}} want
 * @param {Present | null | undefined} present
 * @param {boolean} isDir
 */
function fileChange(want, present, isDir) {
  const who = `${want.owner}:${want.group}`;
  if (!present) return [`create (${octal(want.mode)} ${who})`];
  if (present.isDir !== isDir)
    return [`replace the ${present.isDir ? "folder" : "file"} there`];
  const change = [];
  if (want.content !== undefined && present.content !== want.content) {
    change.push("content:");
    change.push(
      ...lineDiff(present.content ?? "", want.content, SECRET_KEYS).map(
        (line) => `  ${line}`,
      ),
    );
  }
  if ((present.mode & 0o7777) !== want.mode)
    change.push(`mode ${octal(present.mode & 0o7777)} -> ${octal(want.mode)}`);
  // Owners are unknown in a rehearsal under --root (nothing is chowned there).
  if (
    present.owner !== undefined &&
    `${present.owner}:${present.group}` !== who
  )
    change.push(`owner ${present.owner}:${present.group} -> ${who}`);
  return change;
}

/**
 * @param {Omit<FileStep, "kind" | "change">} want
 * @param {State} state
 * @returns {FileStep}
 */
const file = (want, state) => ({
  kind: "file",
  ...want,
  change: fileChange(want, state.files[want.path], false),
});

/**
 * @param {Omit<DirStep, "kind" | "change">} want
 * @param {State} state
 * @returns {DirStep}
 */
const dir = (want, state) => ({
  kind: "dir",
  ...want,
  change: fileChange(want, state.files[want.path], true),
});

/**
 * A step that runs its commands unless its fact holds (or `because` names a
 * change made in this run, which it then follows).
 * @param {Omit<CommandStep, "kind" | "change">} step
 * @param {State} state
 * @param {string[]} [because]
 * @returns {CommandStep}
 */
const command = (step, state, because = []) => ({
  kind: "command",
  ...step,
  change:
    step.fact !== undefined && !state.facts[step.fact]
      ? step.commands.map((c) => `run: ${c.join(" ")}`)
      : because.length
        ? [
            `run: ${step.commands.map((c) => c.join(" ")).join(" && ")} (after: ${because.join("; ")})`,
          ]
        : [],
});

/** Paths the plan reads: the state must hold each (null when absent). */
export function plannedPaths(
  /** @type {Pick<Where, "installDir">} */ { installDir },
) {
  return [
    join(installDir, "data"),
    PATHS.envDir,
    PATHS.envFile,
    PATHS.backupDir,
    PATHS.caddyfile,
    ...UNIT_NAMES.map((name) => join(PATHS.unitDir, name)),
  ];
}

/**
 * The setup's steps, in order, each with what it would change.
 * @param {Answers} answers
 * @param {Where} where
 * @param {State} state
 * @param {{swap: boolean}} needs
 * @returns {Step[]}
 */
export function planSetup(answers, where, state, needs) {
  const { installDir } = where;
  const root = { owner: "root", group: "root" };
  const site = { owner: SERVICE_USER, group: SERVICE_USER };
  /** @type {Step[]} */
  const steps = [];
  const changed = (/** @type {Step[]} */ list) =>
    list.filter((s) => s.change.length).map((s) => s.title);

  if (needs.swap)
    steps.push(
      command(
        {
          title: "A 1 GiB swap file for the build",
          fact: "swap",
          commands: [
            ["fallocate", "-l", String(SWAP_FILE_SIZE), "/swapfile"],
            ["chmod", "600", "/swapfile"],
            ["mkswap", "/swapfile"],
            ["swapon", "/swapfile"],
            [
              "sh",
              "-c",
              "grep -q '^/swapfile ' /etc/fstab || echo '/swapfile none swap sw 0 0' >> /etc/fstab",
            ],
          ],
          hint: "Remove /swapfile (swapoff /swapfile; rm /swapfile) and run the setup again.",
        },
        state,
      ),
    );
  steps.push(
    command(
      {
        title: `The system user ${SERVICE_USER}`,
        fact: "user",
        commands: [
          [
            "useradd",
            "--system",
            "--home-dir",
            installDir,
            "--no-create-home",
            "--shell",
            "/usr/sbin/nologin",
            SERVICE_USER,
          ],
        ],
      },
      state,
    ),
  );
  steps.push(
    dir(
      {
        title: "The data folder",
        path: join(installDir, "data"),
        mode: 0o700,
        ...site,
      },
      state,
    ),
    dir(
      {
        title: "The backups' folder",
        path: PATHS.backupDir,
        mode: 0o700,
        ...site,
      },
      state,
    ),
    dir(
      {
        title: "The settings' folder",
        path: PATHS.envDir,
        mode: 0o755,
        ...root,
      },
      state,
    ),
  );
  const build = command(
    {
      title: "Build the site and keep only its run-time packages",
      fact: "build",
      cwd: installDir,
      commands: [
        ["npm", "ci", "--no-audit", "--no-fund"],
        ["npm", "run", "build"],
        ["npm", "ci", "--omit=dev", "--no-audit", "--no-fund"],
      ],
      hint: "Read the build's output above; on a small server, check that the swap file is on (swapon --show).",
    },
    state,
  );
  steps.push(build);
  const existingEnv = state.files[PATHS.envFile]?.content;
  const env = file(
    {
      title: "The settings (environment file)",
      path: PATHS.envFile,
      content: envFile({ ...answers, installDir }, existingEnv),
      mode: 0o600,
      ...root,
    },
    state,
  );
  const units = UNIT_NAMES.map((name) =>
    file(
      {
        title: `The systemd unit ${name}`,
        path: join(PATHS.unitDir, name),
        content: unitFile(name, where),
        mode: 0o644,
        ...root,
      },
      state,
    ),
  );
  steps.push(env, ...units);
  const unitsChanged = changed(units);
  steps.push(
    command(
      {
        title: "systemd reads the units",
        fact: undefined,
        commands: [["systemctl", "daemon-reload"]],
      },
      state,
      unitsChanged,
    ),
  );
  const running = state.facts.service;
  const restartBecause = changed([build, env, ...units.slice(0, 1)]);
  steps.push(
    running
      ? command(
          {
            title: "The site's service",
            fact: undefined,
            commands: [["systemctl", "restart", "portfolio.service"]],
            hint: "See why with: journalctl -u portfolio -n 50",
          },
          state,
          restartBecause,
        )
      : command(
          {
            title: "The site's service",
            fact: "service",
            commands: [["systemctl", "enable", "--now", "portfolio.service"]],
            hint: "See why with: journalctl -u portfolio -n 50",
          },
          state,
        ),
    command(
      {
        title: "The daily backup timer",
        fact: "timer",
        commands: [["systemctl", "enable", "--now", "portfolio-backup.timer"]],
      },
      state,
    ),
  );
  steps.push(
    command(
      {
        title: "Debian's Caddy",
        fact: "caddy-package",
        commands: [
          ["apt-get", "update", "-qq"],
          ["apt-get", "install", "-y", "-qq", "caddy"],
        ],
        hint: "Check that apt-get works (apt-get update), then run the setup again.",
      },
      state,
    ),
  );
  const caddySite = file(
    {
      title: "Caddy's site file",
      path: PATHS.caddyfile,
      content: caddyfile(answers),
      mode: 0o644,
      ...root,
      validate: [
        "caddy",
        "validate",
        "--adapter",
        "caddyfile",
        "--config",
        "{}",
      ],
    },
    state,
  );
  steps.push(caddySite);
  steps.push(
    command(
      {
        title: "Caddy serves the site",
        fact: "caddy",
        commands: [
          ["systemctl", "enable", "caddy"],
          ["systemctl", "reload-or-restart", "caddy"],
        ],
        hint: "See why with: journalctl -u caddy -n 50",
      },
      state,
      changed([caddySite]),
    ),
  );
  return steps;
}
