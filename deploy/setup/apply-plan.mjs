// @ts-check
// Carries out a plan's changed steps, each with a progress line and its
// result. A file is written beside its place, checked, and renamed over it,
// so a failed step leaves the old file (or none), never half of a new one.
import {
  chmod,
  chown,
  mkdir,
  readFile,
  rename,
  rm,
  writeFile,
} from "node:fs/promises";
import { dirname } from "node:path";
import { runCommand } from "./system.mjs";

export class StepFailed extends Error {
  /**
   * @param {string} title
   * @param {string} detail
   * @param {string} hint
   */
  constructor(title, detail, hint) {
    super(`${title} failed: ${detail}`);
    this.title = title;
    this.detail = detail;
    this.hint = hint;
  }
}

/**
 * The uid of a user or gid of a group by name, from /etc/passwd or /etc/group.
 * @param {string} file
 * @param {string} name
 */
async function idOf(file, name) {
  const text = await readFile(file, "utf8");
  const line = text.split("\n").find((l) => l.startsWith(`${name}:`));
  if (!line) throw new Error(`no ${name} in ${file}`);
  return Number(line.split(":")[2]);
}

/**
 * @param {import("./system.mjs").System} system
 * @param {string} path
 * @param {{mode: number, owner: string, group: string}} want
 */
async function setModeAndOwner(system, path, { mode, owner, group }) {
  await chmod(path, mode);
  if (system.live)
    await chown(
      path,
      await idOf("/etc/passwd", owner),
      await idOf("/etc/group", group),
    );
}

/**
 * @param {import("./system.mjs").System} system
 * @param {import("./plan.mjs").FileStep} step
 * @returns {Promise<string>} the result's note
 */
async function writeFileStep(system, step) {
  const target = system.path(step.path);
  const temporary = `${target}.setup-new`;
  await mkdir(dirname(target), { recursive: true });
  try {
    await writeFile(temporary, step.content, { mode: step.mode });
    await setModeAndOwner(system, temporary, step);
    let note = "done";
    if (step.validate) {
      // A check only reads the file: a rehearsal runs it too, where installed.
      const check = step.validate.map((a) => (a === "{}" ? temporary : a));
      try {
        await runCommand(check);
        note = `done (${check[0]} accepts it)`;
      } catch (error) {
        const missing =
          /** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT";
        if (!missing || system.live) throw error;
        note = `done (not checked: ${check[0]} is not installed here)`;
      }
    }
    await rename(temporary, target);
    return note;
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Applies the steps that change something; prints a line per step.
 * @param {import("./plan.mjs").Step[]} steps
 * @param {import("./system.mjs").System} system
 * @param {(line: string) => void} print
 */
export async function applyPlan(steps, system, print) {
  const todo = steps.filter((s) => s.change.length);
  let index = 0;
  for (const step of todo) {
    index++;
    const head = `[${index}/${todo.length}] ${step.title}`;
    print(`${head}: ${step.change[0]}…`);
    try {
      let note = "done";
      if (step.kind === "file") note = await writeFileStep(system, step);
      else if (step.kind === "dir") {
        const target = system.path(step.path);
        await mkdir(target, { recursive: true });
        await setModeAndOwner(system, target, step);
      } else {
        for (const command of step.commands) {
          // A build or an install takes minutes: say which command runs.
          if (system.live) print(`      $ ${command.join(" ")}`);
          await system.run(command, step.cwd && system.path(step.cwd));
        }
        if (step.fact) await system.done(step.fact);
        if (!system.live) note = "listed (a rehearsal runs no command)";
      }
      print(`      ${note}`);
    } catch (error) {
      throw new StepFailed(
        step.title,
        /** @type {Error} */ (error).message,
        (step.kind === "command" && step.hint) ||
          "Fix what the line above names and run the setup again: the steps done so far stay done.",
      );
    }
  }
}
