// The upgrade on a throwaway install: a git clone of a small site whose
// build writes its version into the files `npm start` runs, with a data
// folder beside it. git and npm run for real; systemctl is recorded (the
// machine's services are not the test's), and the health check reads which
// build is in place, as the running site would serve it.
import { execFile } from "node:child_process";
import {
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCommand } from "./system.mjs";
import { upgrade } from "./upgrade.mjs";

const exec = promisify(execFile);
const GIT_USER = ["-c", "user.name=Test", "-c", "user.email=test@example.com"];

const BUILD = `import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
const version = readFileSync("version.txt", "utf8").trim();
if (version === "unbuildable") {
  console.error("the build broke");
  process.exit(1);
}
for (const file of ["dist/client/template.html", "dist/server/entry-server.js", "dist/server/index.js"]) {
  mkdirSync(file.replace(/\\/[^/]+$/, ""), { recursive: true });
  writeFileSync(file, version);
}
`;

let dir: string;
let origin: string;
let install: string;
let services: string[];
let lines: string[];
/** Which builds `systemctl restart` fails on, as when a migration in the unit's ExecStartPre fails. */
let unstartable: string[];

const git = (cwd: string, ...args: string[]) =>
  exec("git", [...GIT_USER, ...args], { cwd }).then(({ stdout }) =>
    stdout.trim(),
  );

/** A new commit on the origin with `version` as the site's version. */
async function release(version: string) {
  await writeFile(join(origin, "version.txt"), `${version}\n`);
  await git(origin, "commit", "-qam", `version ${version}`);
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "upgrade-"));
  origin = join(dir, "origin");
  install = join(dir, "install");
  await mkdir(origin);
  const pkg = {
    name: "site",
    version: "1.0.0",
    private: true,
    scripts: { build: "node build.mjs" },
  };
  await writeFile(join(origin, "package.json"), JSON.stringify(pkg));
  await writeFile(
    join(origin, "package-lock.json"),
    JSON.stringify({
      name: "site",
      version: "1.0.0",
      lockfileVersion: 3,
      requires: true,
      packages: { "": { name: "site", version: "1.0.0" } },
    }),
  );
  await writeFile(join(origin, "build.mjs"), BUILD);
  await writeFile(join(origin, ".gitignore"), "dist/\nnode_modules/\ndata/\n");
  await writeFile(join(origin, "version.txt"), "1\n");
  await git(origin, "init", "-q", "-b", "main");
  await git(origin, "add", ".");
  await git(origin, "commit", "-qm", "version 1");
  await git(dir, "clone", "-q", origin, install);
  await runCommand(["npm", "ci", "--no-audit", "--no-fund"], install);
  await runCommand(["npm", "run", "build"], install);
  await mkdir(join(install, "data"));
  await writeFile(join(install, "data", "store"), "the owner's data");
  services = [];
  lines = [];
  unstartable = [];
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const served = () =>
  readFile(join(install, "dist/server/index.js"), "utf8").catch(() => "");

const runUpgrade = () =>
  upgrade({
    installDir: install,
    run: async (command, cwd) => {
      if (command[0] !== "systemctl") return runCommand(command, cwd);
      services.push(command.slice(1).join(" "));
      if (command[1] === "restart" && unstartable.includes(await served()))
        throw new Error(`${command.join(" ")} exited with 1`);
    },
    // The site answers as long as its build is not the broken one.
    health: async () => ((await served()) === "broken" ? 503 : 200),
    healthTiming: { timeoutMs: 300, intervalMs: 50 },
    print: (line) => lines.push(line),
    output: async ([name, ...args], cwd) =>
      (await exec(String(name), args, { cwd })).stdout,
  });

const leftOver = async () =>
  (await readdir(install)).filter((name) => name.endsWith(".previous"));

describe("npm run setup -- --upgrade", () => {
  it("backs up, fetches, builds, restarts and checks the new version, the data untouched", async () => {
    const before = await git(install, "rev-parse", "--short", "HEAD");
    await release("2");
    const after = await git(origin, "rev-parse", "--short", "HEAD");
    expect(await runUpgrade(), lines.join("\n")).toBe(0);
    expect(await git(install, "rev-parse", "--short", "HEAD")).toBe(after);
    expect(await served()).toBe("2");
    expect(services).toEqual([
      "start portfolio-backup.service",
      "restart portfolio.service",
    ]);
    expect(lines).toContain(`      ${before} -> ${after}`);
    expect(lines).toContain(`      ok: ${after} serves.`);
    expect(await leftOver()).toEqual([]);
    expect(await readFile(join(install, "data", "store"), "utf8")).toBe(
      "the owner's data",
    );
  });

  it("rolls back to the previous sources and build when the new version fails its health check", async () => {
    const before = await git(install, "rev-parse", "--short", "HEAD");
    await release("broken");
    expect(await runUpgrade()).toBe(1);
    expect(await git(install, "rev-parse", "--short", "HEAD")).toBe(before);
    expect(await served()).toBe("1");
    expect(services).toEqual([
      "start portfolio-backup.service",
      "restart portfolio.service",
      "restart portfolio.service",
    ]);
    expect(lines.join("\n")).toMatch(
      new RegExp(`failed: /healthz answered 503\\n.*Back to ${before}`),
    );
    expect(lines.at(-1)).toMatch(
      new RegExp(
        `^ {6}ok: ${before} serves again\\. Why the new version failed: journalctl`,
      ),
    );
    expect(await leftOver()).toEqual([]);
    // The old build counts as newer than the sources git wrote back, so
    // `npm start` and the terminal commands do not try to build it again.
    const built = await stat(join(install, "dist/server/index.js"));
    const source = await stat(join(install, "version.txt"));
    expect(built.mtimeMs).toBeGreaterThanOrEqual(source.mtimeMs);
    expect(await readFile(join(install, "data", "store"), "utf8")).toBe(
      "the owner's data",
    );
  });

  it("goes back when the new version's service does not start, and says so when the old one does not either", async () => {
    const before = await git(install, "rev-parse", "--short", "HEAD");
    await release("2");
    unstartable = ["2"];
    expect(await runUpgrade()).toBe(1);
    expect(await git(install, "rev-parse", "--short", "HEAD")).toBe(before);
    expect(await served()).toBe("1");
    expect(lines.join("\n")).toMatch(
      new RegExp(
        `failed: systemctl restart portfolio.service exited with 1\\n.*Back to ${before}`,
      ),
    );
    expect(lines.at(-1)).toMatch(/^ {6}ok: \w+ serves again\./);
    expect(await leftOver()).toEqual([]);

    await release("3");
    unstartable = ["1", "3"];
    lines = [];
    expect(await runUpgrade()).toBe(1);
    expect(await served()).toBe("1");
    expect(lines.at(-1)).toMatch(
      new RegExp(
        `^ {2}stop {2}${before} does not answer either \\(systemctl restart portfolio.service exited with 1\\): .*restore the backup`,
      ),
    );
  });

  it("goes back without a restart when the new version does not build", async () => {
    const before = await git(install, "rev-parse", "--short", "HEAD");
    await release("unbuildable");
    expect(await runUpgrade()).toBe(1);
    expect(await git(install, "rev-parse", "--short", "HEAD")).toBe(before);
    expect(await served()).toBe("1");
    expect(services).toEqual(["start portfolio-backup.service"]);
    expect(lines.join("\n")).toMatch(/failed: npm run build exited with 1/);
    expect(lines.at(-1)).toBe(
      `The new version did not build; ${before} still serves.`,
    );
    expect(await leftOver()).toEqual([]);
  });

  it("changes nothing when git cannot fetch the new version", async () => {
    const before = await git(install, "rev-parse", "--short", "HEAD");
    await release("2");
    await writeFile(join(install, "version.txt"), "edited here\n");
    expect(await runUpgrade()).toBe(1);
    expect(lines.at(-1)).toMatch(
      /^Nothing was changed: fix what the line above names/,
    );
    expect(lines.join("\n")).toMatch(/failed: git pull --ff-only exited with/);
    expect(await git(install, "rev-parse", "--short", "HEAD")).toBe(before);
    expect(await served()).toBe("1");
    expect(services).toEqual(["start portfolio-backup.service"]);
  });

  it("says so when there is nothing new, and stops at what an interrupted upgrade left", async () => {
    expect(await runUpgrade()).toBe(0);
    expect(lines.at(-1)).toBe("Nothing to upgrade.");

    await mkdir(join(install, "dist.previous"));
    services = [];
    lines = [];
    expect(await runUpgrade()).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(
        /^ {2}stop {2}An earlier upgrade stopped half-way: .*dist\.previous is the build before it\./,
      ),
    ]);
    expect(services).toEqual([]);
  });
});
