// The example deployment files (deploy/) stay valid: the systemd unit passes
// `systemd-analyze verify` and the nginx file `nginx -t` when those tools are
// installed (.ci/run installs nginx), and both files have the settings
// docs/deploying.md relies on, checked by a small parser.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { BUILT_ENTRY, START_SCRIPT } from "./testing/spawn-server";

const run = promisify(execFile);

/** Runs a tool: null when it is not installed, else whether it succeeded and its stderr. */
const runTool = (command: string, args: string[]) =>
  run(command, args).then(
    ({ stderr }) => ({ ok: true, stderr }),
    (error: NodeJS.ErrnoException & { stderr?: string }) =>
      error.code === "ENOENT"
        ? null
        : { ok: false, stderr: error.stderr ?? error.message },
  );

interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

/** Parses nginx configuration syntax: directives end with `;` or open a `{ }` block. */
export function parseNginx(text: string): Directive[] {
  const tokens =
    text
      .replace(/#[^\n]*/g, "")
      .match(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[{};]|[^\s{};"']+/g) ?? [];
  let i = 0;
  const parseBlock = (nested: boolean): Directive[] => {
    const out: Directive[] = [];
    let words: string[] = [];
    while (i < tokens.length) {
      const token = tokens[i++]!;
      if (token === ";") {
        if (!words.length) throw new Error("empty directive");
        out.push({ name: words[0]!, args: words.slice(1) });
        words = [];
      } else if (token === "{") {
        if (!words.length) throw new Error("block without a name");
        out.push({
          name: words[0]!,
          args: words.slice(1),
          block: parseBlock(true),
        });
        words = [];
      } else if (token === "}") {
        if (!nested) throw new Error("unbalanced }");
        if (words.length) throw new Error(`missing ; after ${words.join(" ")}`);
        return out;
      } else words.push(token.replace(/^["']|["']$/g, ""));
    }
    if (nested) throw new Error("unclosed {");
    if (words.length) throw new Error(`missing ; after ${words.join(" ")}`);
    return out;
  };
  return parseBlock(false);
}

const find = (directives: Directive[], name: string) =>
  directives.filter((d) => d.name === name);
const args = (directives: Directive[], name: string) =>
  find(directives, name).map((d) => d.args.join(" "));

describe("deploy/nginx.conf", () => {
  it("parses, proxies to the upstream over TLS with the forwarded headers, and redirects HTTP", async () => {
    const config = parseNginx(await readFile("deploy/nginx.conf", "utf8"));
    const [upstream] = find(config, "upstream");
    expect(upstream!.args).toEqual(["portfolio"]);
    expect(args(upstream!.block!, "server")).toContain("127.0.0.1:3000");

    const servers = find(config, "server").map((s) => s.block!);
    const tls = servers.find((s) =>
      args(s, "listen").includes("443 ssl http2"),
    )!;
    const plain = servers.find((s) => args(s, "listen").includes("80"))!;
    expect(args(tls, "ssl_certificate")).toHaveLength(1);
    expect(args(tls, "ssl_certificate_key")).toHaveLength(1);
    expect(args(tls, "client_max_body_size")).toEqual(["32k"]);
    const [root] = find(tls, "location").filter((l) => l.args[0] === "/");
    expect(args(root!.block!, "proxy_pass")).toEqual(["http://portfolio"]);
    expect(args(root!.block!, "proxy_set_header")).toEqual(
      expect.arrayContaining([
        "Host $host",
        "X-Forwarded-For $remote_addr",
        "X-Forwarded-Proto $scheme",
      ]),
    );
    const redirect = find(plain, "location").find((l) => l.args[0] === "/")!;
    expect(args(redirect.block!, "return")).toEqual([
      "301 https://$host$request_uri",
    ]);
  });

  it("passes nginx -t (when installed) as an /etc/nginx/conf.d file", async (context) => {
    const dir = await mkdtemp(join(tmpdir(), "nginx-t-"));
    try {
      // A throwaway certificate stands in for Let's Encrypt's.
      const made = await runTool("openssl", [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=example.com",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ]);
      if (!made) return context.skip("openssl is not installed");
      expect(made.ok, made.stderr).toBe(true);
      const site = (await readFile("deploy/nginx.conf", "utf8"))
        .replace(
          "/etc/letsencrypt/live/example.com/fullchain.pem",
          join(dir, "cert.pem"),
        )
        .replace(
          "/etc/letsencrypt/live/example.com/privkey.pem",
          join(dir, "key.pem"),
        );
      await writeFile(join(dir, "site.conf"), site);
      // What Debian's /etc/nginx/nginx.conf gives a conf.d file: an http block.
      await writeFile(
        join(dir, "nginx.conf"),
        `pid ${dir}/nginx.pid; error_log stderr; events {}
         http { access_log off; include ${dir}/site.conf; }`,
      );
      const test = await runTool("nginx", [
        "-t",
        "-c",
        join(dir, "nginx.conf"),
        "-p",
        dir,
        "-e",
        "stderr",
      ]);
      if (!test) return context.skip("nginx is not installed");
      expect(test.stderr).toMatch(/test is successful/);
      expect(test.stderr).not.toMatch(/\[(warn|emerg|error)\]/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("the parser refuses broken syntax", () => {
    expect(() => parseNginx("server { listen 80 }")).toThrow(/missing ;/);
    expect(() => parseNginx("server { listen 80;")).toThrow(/unclosed/);
    expect(() => parseNginx("listen 80; }")).toThrow(/unbalanced/);
  });
});

/** Parses a systemd unit file: its sections, each key's values in order. */
const parseUnit = (text: string) => {
  const sections: Record<string, Record<string, string[]>> = {};
  let current: Record<string, string[]> | undefined;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#") || line.startsWith(";")) continue;
    const section = /^\[(\w+)\]$/.exec(line);
    if (section) current = sections[section[1]!] = {};
    else {
      const pair = /^(\w+)=(.*)$/.exec(line);
      if (!pair || !current) throw new Error(`not a unit line: ${line}`);
      (current[pair[1]!] ??= []).push(pair[2]!);
    }
  }
  return sections;
};

describe("deploy/portfolio.service", () => {
  it("has the sections and keys the docs rely on", async () => {
    const unit = parseUnit(await readFile("deploy/portfolio.service", "utf8"));
    expect(Object.keys(unit)).toEqual(["Unit", "Service", "Install"]);
    // Production runs the compiled server: no TypeScript loader, no dev install.
    expect(START_SCRIPT.split(" ")).toContain(BUILT_ENTRY);
    // PGlite's WebAssembly compiled by the baseline compiler only: about
    // 50 MiB less resident memory, queries as fast (decision 009).
    expect(START_SCRIPT.split(" ")).toContain("--liftoff-only");
    // A young generation of 4 MiB semi-spaces instead of 16: the PostgreSQL
    // setup under load 119 -> 100 MiB, list calls no slower (decision 009).
    expect(START_SCRIPT.split(" ")).toContain("--max-semi-space-size=4");
    expect(unit.Service).toMatchObject({
      // The server runs as `npm start` runs it.
      ExecStart: [START_SCRIPT.replace(/^node /, "/usr/bin/node ")],
      ExecStartPre: ["/usr/bin/node dist/server/migrate.js"],
      EnvironmentFile: ["/etc/portfolio/portfolio.env"],
      KillSignal: ["SIGTERM"],
      Restart: ["on-failure"],
      ReadWritePaths: ["/srv/portfolio/data"],
      // Files the server (and the migration step) creates are its user's only.
      UMask: ["0077"],
      // Above the largest resident size measured (bench:memory), below what
      // a 512 MB machine can give.
      MemoryHigh: ["320M"],
      MemoryMax: ["384M"],
    });
    // Longer than the server's 10 s shutdown grace, so systemd never cuts it short.
    expect(Number(unit.Service!.TimeoutStopSec![0])).toBeGreaterThan(10);
    expect(unit.Install!.WantedBy).toEqual(["multi-user.target"]);
  });

  it("passes systemd-analyze verify (when installed) without a warning", async (context) => {
    const verify = await runTool("systemd-analyze", [
      "verify",
      "deploy/portfolio.service",
    ]);
    if (!verify) return context.skip("systemd-analyze is not installed");
    expect(verify.stderr).toBe("");
  });
});

describe("deploy/portfolio-backup.timer and .service", () => {
  const read = async (name: string) =>
    parseUnit(await readFile(`deploy/${name}`, "utf8"));

  it("runs the backup daily, catching up a missed run, at a randomised time", async () => {
    const timer = await read("portfolio-backup.timer");
    expect(Object.keys(timer)).toEqual(["Unit", "Timer", "Install"]);
    expect(timer.Timer).toMatchObject({
      OnCalendar: [
        expect.stringMatching(/^(daily|\*-\*-\* \d\d:\d\d(:\d\d)?)$/),
      ],
      Persistent: ["true"],
      RandomizedDelaySec: [expect.stringMatching(/^[1-9]\d*(s|min|h)?$/)],
    });
    // No Unit=: it starts the service of its own name.
    expect(timer.Timer!.Unit).toBeUndefined();
    expect(timer.Install!.WantedBy).toEqual(["timers.target"]);
  });

  it("backs up with the server's user and settings into BACKUP_DIR, keeping BACKUP_KEEP", async () => {
    const service = await read("portfolio-backup.service");
    const server = await read("portfolio.service");
    expect(Object.keys(service)).toEqual(["Unit", "Service"]);
    const env = Object.fromEntries(
      service.Service!.Environment!.map((pair) => pair.split("=", 2)),
    ) as Record<string, string>;
    expect(env.BACKUP_DIR).toMatch(/^\/\S+$/);
    expect(env.BACKUP_KEEP).toMatch(/^[1-9]\d*$/);
    // The compiled command of `npm run backup`, with the retention option.
    const pkg = JSON.parse(await readFile("package.json", "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.backup).toContain("node dist/server/backup.js");
    expect(service.Service).toMatchObject({
      Type: ["oneshot"],
      ExecStart: [
        "/usr/bin/node dist/server/backup.js --dir ${BACKUP_DIR} --keep ${BACKUP_KEEP}",
      ],
      UMask: ["0077"],
      ProtectSystem: ["strict"],
    });
    for (const key of ["User", "Group", "WorkingDirectory", "EnvironmentFile"])
      expect(service.Service![key], key).toEqual(server.Service![key]);
    // It may write the backups' folder and the data folder (opened itself
    // when no server runs), as the same user.
    expect(service.Service!.ReadWritePaths![0]!.split(" ").sort()).toEqual(
      [...server.Service!.ReadWritePaths!, env.BACKUP_DIR].sort(),
    );
    expect(service.Unit!.After).toEqual(["portfolio.service"]);
  });

  it("passes systemd-analyze verify (when installed) without a warning", async (context) => {
    const verify = await runTool("systemd-analyze", [
      "verify",
      "deploy/portfolio-backup.timer",
      "deploy/portfolio-backup.service",
    ]);
    if (!verify) return context.skip("systemd-analyze is not installed");
    expect(verify.stderr).toBe("");
  });
});
