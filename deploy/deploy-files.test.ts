// The example deployment files (deploy/) stay valid: the systemd unit passes
// `systemd-analyze verify` when installed, the nginx file `nginx -t` (under
// CI always: .ci/run installs nginx), and both files have the settings
// docs/deploying.md relies on, checked by a small parser. The nginx file runs
// for real in deploy/deploy-nginx.test.ts.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import {
  NGINX_MISSING,
  nginxInstalled,
  writeNginxSite,
} from "../server/testing/nginx-site";
import { BUILT_ENTRY, START_SCRIPT } from "../server/testing/spawn-server";

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
  const load = async () =>
    parseNginx(await readFile("deploy/nginx.conf", "utf8"));
  const tlsServer = (config: Directive[]) =>
    find(config, "server")
      .map((s) => s.block!)
      .find((s) => args(s, "listen").includes("443 ssl http2"))!;
  const locationsOf = (server: Directive[]) =>
    new Map(find(server, "location").map((l) => [l.args.join(" "), l.block!]));

  it("parses, proxies to the upstream over TLS with the forwarded headers, and redirects HTTP", async () => {
    const config = await load();
    const [upstream] = find(config, "upstream");
    expect(upstream!.args).toEqual(["portfolio"]);
    expect(args(upstream!.block!, "server")).toContain("127.0.0.1:3000");

    const tls = tlsServer(config);
    const plain = find(config, "server")
      .map((s) => s.block!)
      .find((s) => args(s, "listen").includes("80"))!;
    expect(args(tls, "ssl_certificate")).toHaveLength(1);
    expect(args(tls, "ssl_certificate_key")).toHaveLength(1);
    // Set once for every location (each of which sets none of its own).
    expect(args(tls, "proxy_set_header")).toEqual(
      expect.arrayContaining([
        "Host $host",
        "X-Forwarded-For $remote_addr",
        "X-Forwarded-Proto $scheme",
      ]),
    );
    for (const [path, block] of locationsOf(tls)) {
      expect(args(block, "proxy_pass"), path).toEqual(["http://portfolio"]);
      expect(args(block, "proxy_set_header"), path).toEqual([]);
    }
    const redirect = locationsOf(plain).get("/")!;
    expect(args(redirect, "return")).toEqual(["301 https://$host$request_uri"]);
  });

  it("takes each call's body up to a little over the server's own limit", async () => {
    const tls = tlsServer(await load());
    expect(args(tls, "client_max_body_size")).toEqual(["32k"]);
    const limits = Object.fromEntries(
      [...locationsOf(tls)].map(([path, block]) => [
        path,
        args(block, "client_max_body_size"),
      ]),
    );
    expect(limits).toEqual({
      "/": [],
      "= /functions/v1/submit-testimonial": [],
      // The server: 57 KB as a form post (server/routes/submit-enquiry.ts).
      "= /api/enquiry": ["64k"],
      // The server: 15 MiB (server/routes/admin/admin-portrait.ts).
      "= /api/admin/portrait": ["16m"],
      // The server: 260 KiB (server/routes/admin/admin.ts).
      "/api/admin/content/": ["512k"],
    });
  });

  it("caps requests in progress per visitor, and rate-limits the submit and enquiry calls only", async () => {
    const config = await load();
    // In the http context (conf.d is included there), not in a server.
    expect(args(config, "limit_conn_zone")).toHaveLength(1);
    expect(args(config, "limit_req_zone")).toEqual([
      expect.stringMatching(/zone=portfolio_submit:\d+m rate=[1-9]r\/s$/),
    ]);
    const tls = tlsServer(config);
    // An office of visitors behind one address still gets in.
    const [cap] = args(tls, "limit_conn");
    expect(Number(cap!.split(" ")[1])).toBeGreaterThanOrEqual(50);
    expect(args(tls, "limit_req")).toEqual([]);
    for (const [path, block] of locationsOf(tls))
      expect(args(block, "limit_req"), path).toEqual(
        path === "= /functions/v1/submit-testimonial" ||
          path === "= /api/enquiry"
          ? [expect.stringMatching(/^zone=portfolio_submit burst=\d+ nodelay$/)]
          : [],
      );
  });

  it("logs an IPv4 address as its /24 and an IPv6 one as at most its /64", async () => {
    const config = await load();
    const map = find(config, "map").find(
      (m) => m.args.join(" ") === "$remote_addr $portfolio_log_client",
    )!;
    // nginx's regular expressions here are JavaScript's too.
    const rules = map.block!.map((d) => ({
      pattern: d.name === "default" ? null : new RegExp(d.name.slice(1)),
      value: d.args[0]!,
    }));
    const logged = (address: string) => {
      for (const { pattern, value } of rules) {
        const groups = pattern ? pattern.exec(address)?.groups : {};
        if (groups)
          return value.replace(/\$(\w+)/g, (_, name: string) => groups[name]!);
      }
    };
    expect(logged("203.0.113.77")).toBe("203.0.113.0");
    expect(logged("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::");
    expect(logged("2001:db8:1:2::6")).toBe("2001:db8:1:2::");
    expect(logged("2001:db8:1:2:3::")).toBe("2001:db8:1:2::");
    // nginx writes 2001:db8:0:0:1:2:3:4 so: the zeros are part of the /64.
    expect(logged("2001:db8::1:2:3:4")).toBe("2001:db8::");
    expect(logged("::1")).toBe("::");
    expect(logged("unix:")).toBe("-");
    expect(args(config, "log_format")).toEqual([
      expect.stringMatching(/^portfolio \$portfolio_log_client /),
    ]);
    for (const server of find(config, "server"))
      expect(args(server.block!, "access_log")).toEqual([
        "/var/log/nginx/portfolio.access.log portfolio",
      ]);
  });

  it("passes nginx -t (when installed) as an /etc/nginx/conf.d file", async (context) => {
    if (!(await nginxInstalled())) return context.skip(NGINX_MISSING);
    const dir = await mkdtemp(join(tmpdir(), "nginx-t-"));
    try {
      const main = await writeNginxSite(dir);
      const test = await runTool("nginx", [
        "-t",
        "-c",
        main,
        "-p",
        dir,
        "-e",
        "stderr",
      ]);
      expect(test!.stderr).toMatch(/test is successful/);
      expect(test!.stderr).not.toMatch(/\[(warn|emerg|error)\]/);
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
