// The setup rehearsed in a throwaway root (--root): the files it writes with
// their modes, the commands it would run, a second run that changes
// nothing, a plan that says what an edited machine would get back, and a
// failed step that leaves the old file. The units it writes pass
// `systemd-analyze verify`.
import { execFile, spawn } from "node:child_process";
import {
  chmod,
  mkdtemp,
  readdir,
  readFile,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Asker } from "./answers.mjs";
import { applyPlan, StepFailed } from "./apply-plan.mjs";
import type { Facts } from "./preconditions.mjs";
import { runSetup } from "./run-setup.mjs";
import { parseEnvFile } from "./site-files.mjs";
import { REHEARSAL_RECORD, rehearsalSystem } from "./system.mjs";

const run = promisify(execFile);
const INSTALL_DIR = process.cwd();
const PASSWORD = "correct horse battery";

let root: string;
let passwordFile: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "setup-root-"));
  passwordFile = join(root, "..", `${root.split("/").pop()}-password`);
  await writeFile(passwordFile, `${PASSWORD}\n`);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(passwordFile, { force: true });
});

const RIGHT_MACHINE: Partial<Facts> = {
  installDir: "/srv/portfolio",
  nodePath: "/usr/bin/node",
  memoryBytes: 2048 * 1024 * 1024,
  diskFreeBytes: 8 * 1024 ** 3,
};

/** The setup in a rehearsal, on facts of a right machine wherever the test runs. */
async function setup(...flags: string[]) {
  return setupOn({}, null, ...flags);
}

/** The setup in a rehearsal on facts changed by `facts`, answering with `ask`. */
async function setupOn(
  facts: Partial<Facts>,
  ask: Asker | null,
  ...flags: string[]
) {
  const lines: string[] = [];
  const code = await runSetup(["--root", root, ...flags], {
    print: (line) => lines.push(line),
    ask,
    facts: { ...RIGHT_MACHINE, ...facts },
  });
  return { code, output: lines.join("\n") };
}

/** Answers the questions in turn, and records them. */
function scripted(answers: (string | boolean)[]) {
  const asked: string[] = [];
  const next = (question: string) => {
    asked.push(question);
    if (!answers.length) throw new Error(`not expected: ${question}`);
    return Promise.resolve(answers.shift()!);
  };
  const ask: Asker = {
    line: (q) => next(q) as Promise<string>,
    hidden: (q) => next(q) as Promise<string>,
    yes: (q) => next(q) as Promise<boolean>,
  };
  return { ask, asked };
}
const first = () =>
  setup(
    "--domain",
    "law.example.com",
    "--email",
    "owner@example.com",
    "--password-file",
    passwordFile,
    "--yes",
  );

const at = (path: string) => join(root, path);
const modeOf = async (path: string) =>
  ((await stat(at(path))).mode & 0o7777).toString(8);
const UNITS = [
  "/etc/systemd/system/portfolio.service",
  "/etc/systemd/system/portfolio-backup.service",
  "/etc/systemd/system/portfolio-backup.timer",
];

describe("npm run setup, rehearsed under --root", () => {
  it("writes the settings, Caddy's site file and the units with their modes, and lists the commands", async () => {
    const { code, output } = await first();
    expect(code, output).toBe(0);
    expect(await modeOf("/etc/portfolio/portfolio.env")).toBe("600");
    expect(await modeOf("/etc/portfolio")).toBe("755");
    expect(await modeOf(join(INSTALL_DIR, "data"))).toBe("700");
    expect(await modeOf("/var/backups/portfolio")).toBe("700");
    expect(await modeOf("/etc/caddy/Caddyfile")).toBe("644");
    for (const unit of UNITS) expect(await modeOf(unit)).toBe("644");

    const env = parseEnvFile(
      await readFile(at("/etc/portfolio/portfolio.env"), "utf8"),
    );
    expect(env).toEqual({
      HOST: "127.0.0.1",
      PORT: "3000",
      TRUST_PROXY: "1",
      SITE_URL: "https://law.example.com",
      PUBLIC_API_KEY: expect.stringMatching(/^pk-[\w-]{24}$/),
      ADMIN_PASSWORD: PASSWORD,
      DATA_DIR: join(INSTALL_DIR, "data"),
    });
    const caddy = await readFile(at("/etc/caddy/Caddyfile"), "utf8");
    expect(caddy).toMatch(/^\temail owner@example\.com$/m);
    expect(caddy).toMatch(/^law\.example\.com \{$/m);
    const service = await readFile(at(UNITS[0]!), "utf8");
    expect(service).toContain(`WorkingDirectory=${INSTALL_DIR}\n`);

    const record = JSON.parse(await readFile(at(REHEARSAL_RECORD), "utf8")) as {
      commands: string[];
    };
    expect(record.commands).toEqual([
      `useradd --system --home-dir ${INSTALL_DIR} --no-create-home --shell /usr/sbin/nologin portfolio`,
      "npm ci --no-audit --no-fund",
      "npm run build",
      "npm ci --omit=dev --no-audit --no-fund",
      "systemctl daemon-reload",
      "systemctl enable --now portfolio.service",
      "systemctl enable --now portfolio-backup.timer",
      "apt-get update -qq",
      "apt-get install -y -qq caddy",
      "systemctl enable caddy",
      "systemctl reload-or-restart caddy",
    ]);
    // Every step said what it did; the end says where things are.
    expect(output).toMatch(/^\[1\/15\] The system user portfolio: /m);
    expect(output).toMatch(/^\[15\/15\] Caddy serves the site: /m);
    expect(output).toContain("The admin: https://law.example.com/admin");
    expect(output).toContain("Backups:   /var/backups/portfolio");
    expect(output).not.toContain(PASSWORD);
    // Nothing half-written left beside the files.
    expect(await readdir(at("/etc/caddy"))).toEqual(["Caddyfile"]);
  });

  it("changes nothing the second time, asking nothing: the answers are in its files", async () => {
    expect((await first()).code).toBe(0);
    const before = await stat(at("/etc/portfolio/portfolio.env"));
    const again = await setup("--yes");
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain(
      "The plan: 0 steps to take, 15 already as they should be.",
    );
    expect(again.output).toContain("Nothing to change");
    expect(again.output).not.toMatch(/^\[\d+\/\d+\]/m);
    expect((await stat(at("/etc/portfolio/portfolio.env"))).mtimeMs).toBe(
      before.mtimeMs,
    );
  });

  it("says what it would change on a machine someone edited, then puts it right and keeps the owner's own settings", async () => {
    expect((await first()).code).toBe(0);
    const envPath = at("/etc/portfolio/portfolio.env");
    await writeFile(
      envPath,
      `${await readFile(envPath, "utf8")}SMTP_URL=smtp://mail.example.com\n`,
    );
    await chmod(envPath, 0o644);
    const caddyPath = at("/etc/caddy/Caddyfile");
    const caddy = await readFile(caddyPath, "utf8");
    await writeFile(
      caddyPath,
      caddy.replace("max_size 16MiB", "max_size 1MiB"),
    );

    const dry = await setup("--dry-run", "--password", "a new password here");
    expect(dry.code, dry.output).toBe(0);
    expect(dry.output).toContain(
      "The plan: 4 steps to take, 11 already as they should be.",
    );
    expect(dry.output).toMatch(
      /-> {2}The settings \(environment file\): content:\n\s+- ADMIN_PASSWORD=\(hidden\)\n\s+\+ ADMIN_PASSWORD=\(hidden\)\n\s+mode 0644 -> 0600/,
    );
    expect(dry.output).toMatch(
      /-> {2}Caddy's site file: content:\n\s+- \t\t\tmax_size 1MiB\n\s+\+ \t\t\tmax_size 16MiB/,
    );
    // The service restarts for its new settings; Caddy reloads its file.
    expect(dry.output).toMatch(
      /-> {2}The site's service: run: systemctl restart portfolio\.service \(after: The settings/,
    );
    expect(dry.output).toMatch(
      /-> {2}Caddy serves the site: run: systemctl enable caddy && systemctl reload-or-restart caddy/,
    );
    expect(dry.output).not.toContain("a new password here");
    expect(await modeOf("/etc/portfolio/portfolio.env")).toBe("644");

    const fixed = await setup("--yes", "--password", "a new password here");
    expect(fixed.code, fixed.output).toBe(0);
    expect(await modeOf("/etc/portfolio/portfolio.env")).toBe("600");
    expect(parseEnvFile(await readFile(envPath, "utf8"))).toMatchObject({
      SMTP_URL: "smtp://mail.example.com",
      ADMIN_PASSWORD: "a new password here",
    });
    expect(await readFile(caddyPath, "utf8")).toBe(caddy);
    expect((await setup("--yes")).output).toContain("Nothing to change");
  });

  it("asks for what it was not given: the password twice and hidden, again while too short or not the same", async () => {
    const { ask, asked } = scripted([
      "https://law.example.com",
      "law.example.com",
      "owner@example.com",
      "too short",
      PASSWORD,
      "not the same one",
      PASSWORD,
      PASSWORD,
      true,
    ]);
    const { code, output } = await setupOn({}, ask);
    expect(code, output).toBe(0);
    expect(output.split("\n").slice(0, 4)).toEqual([
      expect.stringMatching(/^A rehearsal under /),
      'domain: give the name only, like example.com (not "https://law.example.com")',
      "admin password: it must be at least 12 characters",
      "admin password: the two differ; once more",
    ]);
    expect(asked).toEqual([
      "The site's domain (e.g. example.com): ",
      "The site's domain (e.g. example.com): ",
      "Your e-mail, for the certificate's notices: ",
      "The admin password (12 characters or more): ",
      "The admin password (12 characters or more): ",
      "The same password again: ",
      "The admin password (12 characters or more): ",
      "The same password again: ",
      "Make these changes?",
    ]);
    expect(
      parseEnvFile(await readFile(at("/etc/portfolio/portfolio.env"), "utf8")),
    ).toMatchObject({
      SITE_URL: "https://law.example.com",
      ADMIN_PASSWORD: PASSWORD,
    });
  });

  it("adds a swap file for the build on a 512 MB server without swap, once", async () => {
    const small = { memoryBytes: 480 * 1024 * 1024, swapBytes: 0 };
    const flags = [
      "--domain",
      "law.example.com",
      "--email",
      "owner@example.com",
      "--password-file",
      passwordFile,
      "--yes",
    ];
    const { code, output } = await setupOn(small, null, ...flags);
    expect(code, output).toBe(0);
    expect(output).toMatch(/^\[1\/16\] A 1 GiB swap file for the build: /m);
    const record = JSON.parse(await readFile(at(REHEARSAL_RECORD), "utf8")) as {
      commands: string[];
    };
    expect(record.commands.slice(0, 4)).toEqual([
      "fallocate -l 1073741824 /swapfile",
      "chmod 600 /swapfile",
      "mkswap /swapfile",
      "swapon /swapfile",
    ]);
    // The build comes after it.
    expect(record.commands.indexOf("npm run build")).toBeGreaterThan(4);
    expect((await setupOn(small, null, "--yes")).output).toContain(
      "Nothing to change",
    );
  });

  it("stops before any change at a machine that cannot run the site, one line for each problem", async () => {
    const flags = [
      "--domain",
      "law.example.com",
      "--email",
      "owner@example.com",
      "--password-file",
      passwordFile,
      "--yes",
    ];
    const { code, output } = await setupOn(
      { nodeVersion: "v18.19.0", portHolders: { 80: "nginx", 443: null } },
      null,
      ...flags,
    );
    expect(code).toBe(1);
    expect(output.split("\n").filter((l) => l.startsWith("  stop  "))).toEqual([
      expect.stringMatching(/^ {2}stop {2}Node v18\.19\.0 is too old/),
      expect.stringMatching(/^ {2}stop {2}Port 80 is taken by nginx/),
    ]);
    expect(await readdir(root)).toEqual([]);
  });

  it("asks before going on when the domain points elsewhere; --yes goes on", async () => {
    const elsewhere = {
      domainAddresses: ["198.51.100.1"],
      serverAddresses: ["203.0.113.7"],
    };
    const answers = [
      "--domain",
      "law.example.com",
      "--email",
      "owner@example.com",
      "--password-file",
      passwordFile,
    ];
    const { ask, asked } = scripted([false]);
    const stopped = await setupOn(elsewhere, ask, ...answers);
    expect(stopped.code).toBe(1);
    expect(stopped.output).toMatch(
      /^ {2}warn {2}law\.example\.com points at 198\.51\.100\.1, not at this server \(203\.0\.113\.7\)/m,
    );
    expect(asked).toEqual(["Go ahead anyway?"]);
    expect(stopped.output).toMatch(/Stopped: nothing was changed\.$/);
    expect(await readdir(root)).toEqual([]);

    const going = await setupOn(elsewhere, null, ...answers, "--yes");
    expect(going.code, going.output).toBe(0);
    expect(going.output).toContain("(going ahead: --yes)");
  });

  it("stops with one line for a wrong answer or a missing one, before changing anything", async () => {
    const script = join(INSTALL_DIR, "deploy/setup/setup.mjs");
    const cases: [string[], RegExp][] = [
      [["--domain", "https://law.example.com"], /^domain: give the name only/],
      [["--domain", "law"], /^domain: "law" is not a domain name/],
      [
        ["--domain", "law.example.com", "--email", "owner"],
        /^e-mail: "owner" is not an e-mail address/,
      ],
      [
        [
          "--domain",
          "law.example.com",
          "--email",
          "o@example.com",
          "--password",
          "short",
        ],
        /^admin password: it must be at least 12 characters/,
      ],
      [
        ["--domain", "law.example.com"],
        /^--email is needed: the setup asks nothing without a terminal/,
      ],
      [["--colour", "red"], /^Unknown option '--colour'.*--help/],
      [
        ["--upgrade", "--dry-run"],
        /^--upgrade: an upgrade cannot be rehearsed/,
      ],
    ];
    for (const [flags, line] of cases) {
      const child = spawn(
        process.execPath,
        [script, "--root", root, ...flags],
        {
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
      const code = await new Promise((resolve) => child.on("close", resolve));
      expect(code, flags.join(" ")).toBe(1);
      expect(stderr.trim().split("\n"), flags.join(" ")).toEqual([
        expect.stringMatching(line),
      ]);
    }
    expect(await readdir(root)).toEqual([]);
  });

  it("leaves the old file when a new one fails its check", async () => {
    const system = rehearsalSystem(root);
    const target = "/etc/caddy/Caddyfile";
    await run("mkdir", ["-p", at("/etc/caddy")]);
    await writeFile(at(target), "the old file\n");
    const lines: string[] = [];
    const failed = await applyPlan(
      [
        {
          kind: "file",
          title: "Caddy's site file",
          path: target,
          content: "a broken file\n",
          mode: 0o644,
          owner: "root",
          group: "root",
          validate: ["false", "{}"],
          change: ["content"],
        },
      ],
      system,
      (line) => lines.push(line),
    ).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(StepFailed);
    expect((failed as StepFailed).message).toMatch(
      /^Caddy's site file failed: false .* exited with 1/,
    );
    expect(await readFile(at(target), "utf8")).toBe("the old file\n");
    expect(await readdir(at("/etc/caddy"))).toEqual(["Caddyfile"]);
  });

  it("writes units that pass systemd-analyze verify (when installed)", async (context) => {
    expect((await first()).code).toBe(0);
    const verify = await run("systemd-analyze", [
      "verify",
      ...UNITS.map(at),
    ]).then(
      ({ stderr }) => ({ ok: true, stderr }),
      (error: NodeJS.ErrnoException & { stderr?: string }) =>
        error.code === "ENOENT" ? null : { ok: false, stderr: error.stderr },
    );
    if (!verify) return context.skip("systemd-analyze is not installed");
    expect(verify).toEqual({ ok: true, stderr: "" });
  });
});
