// The files the setup writes: Caddy's site file as Caddy itself reads it
// (`caddy validate`, and `caddy adapt` for what each path gets), the
// environment file as systemd reads it, and the units.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CADDY_MISSING, caddyInstalled } from "../../server/testing/caddy-site";
import {
  caddyfile,
  caddyfileEmail,
  envFile,
  parseEnvFile,
  UNIT_NAMES,
  unitFile,
} from "./site-files.mjs";

const run = promisify(execFile);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "site-files-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const site = caddyfile({ domain: "law.example.com", email: "o@example.com" });

interface Route {
  match?: { path?: string[]; host?: string[] }[];
  handle: Handler[];
}
interface Handler {
  handler: string;
  routes?: Route[];
  max_size?: number;
  upstreams?: { dial: string }[];
  buffer_requests?: boolean;
}

describe("Caddy's site file", () => {
  it("passes caddy validate", async (context) => {
    if (!(await caddyInstalled())) return context.skip(CADDY_MISSING);
    const file = join(dir, "Caddyfile");
    await writeFile(file, site);
    const { stdout, stderr } = await run("caddy", [
      "validate",
      "--adapter",
      "caddyfile",
      "--config",
      file,
    ]);
    expect(stdout + stderr).toMatch(/Valid configuration/);
    // Caddy rewrites a file not in its own format, and warns.
    expect(stderr).not.toMatch(/"level":"warn"/);
  });

  it("gives each call its body limit and passes everything to the server, with no access log", async (context) => {
    if (!(await caddyInstalled())) return context.skip(CADDY_MISSING);
    const file = join(dir, "Caddyfile-adapt");
    await writeFile(file, site);
    const { stdout } = await run("caddy", [
      "adapt",
      "--adapter",
      "caddyfile",
      "--config",
      file,
    ]);
    const config = JSON.parse(stdout) as {
      logging?: unknown;
      apps: {
        http: {
          servers: Record<string, { routes: Route[]; logs?: unknown }>;
        };
        tls?: unknown;
      };
    };
    const [server] = Object.values(config.apps.http.servers);
    // No access log (`logs` is what a `log` directive turns on).
    expect(server!.logs).toBeUndefined();
    expect(config.logging).toBeUndefined();
    const [hostRoute] = server!.routes;
    expect(hostRoute!.match).toEqual([{ host: ["law.example.com"] }]);
    // Each path's handlers, flattened from the subroutes `handle` makes.
    const byPath = new Map<string, Handler[]>();
    const flatten = (handlers: Handler[]): Handler[] =>
      handlers.flatMap((h) =>
        h.handler === "subroute"
          ? h.routes!.flatMap((r) => flatten(r.handle))
          : [h],
      );
    for (const route of hostRoute!.handle[0]!.routes!)
      byPath.set(
        route.match?.[0]?.path?.join(" ") ?? "*",
        flatten(route.handle),
      );
    const limit = (path: string) =>
      byPath.get(path)!.find((h) => h.handler === "request_body")!.max_size;
    // Each a little above the server's own: 15 MiB, 260 KiB, 57 KB and 16 KiB.
    expect(limit("/api/admin/portrait")).toBe(16 * 1024 * 1024);
    expect(limit("/api/enquiry")).toBe(64 * 1024);
    expect(limit("/api/admin/content/*")).toBe(512 * 1024);
    expect(limit("*")).toBe(32 * 1024);
    expect([...byPath.keys()].sort()).toEqual([
      "*",
      "/api/admin/content/*",
      "/api/admin/portrait",
      "/api/enquiry",
    ]);
    for (const handlers of byPath.values())
      expect(
        handlers.find((h) => h.handler === "reverse_proxy")!.upstreams,
      ).toEqual([{ dial: "127.0.0.1:3000" }]);
    // A photo arrives whole before the server's upload slot is taken.
    expect(
      byPath
        .get("/api/admin/portrait")!
        .find((h) => h.handler === "reverse_proxy")!.buffer_requests,
    ).toBe(true);
  });

  it("names the owner's e-mail for the certificate's notices, read back by a second run", () => {
    expect(caddyfileEmail(site)).toBe("o@example.com");
    expect(caddyfileEmail("example.com {\n}\n")).toBeUndefined();
  });
});

describe("the environment file", () => {
  const answers = {
    domain: "law.example.com",
    publicKey: "pk-abc",
    password: 'a "quoted" pass\\word $HOME #1',
    installDir: "/srv/portfolio",
  };

  it("holds the server's settings behind the proxy, the password read back as written", () => {
    const text = envFile(answers, undefined);
    expect(parseEnvFile(text)).toEqual({
      HOST: "127.0.0.1",
      PORT: "3000",
      TRUST_PROXY: "1",
      SITE_URL: "https://law.example.com",
      PUBLIC_API_KEY: "pk-abc",
      ADMIN_PASSWORD: answers.password,
      DATA_DIR: "/srv/portfolio/data",
    });
  });

  it("keeps the owner's own lines and order, and changes only its keys' values", () => {
    const owner =
      "# mine\nSMTP_URL=smtp://mail.example.com\nSITE_URL=https://old.example.com\nNOTIFY_EMAIL=o@example.com\n";
    const text = envFile(answers, owner);
    expect(text.split("\n").slice(0, 4)).toEqual([
      "# mine",
      "SMTP_URL=smtp://mail.example.com",
      "SITE_URL=https://law.example.com",
      "NOTIFY_EMAIL=o@example.com",
    ]);
    // Written again from its own output: the same bytes.
    expect(envFile(answers, text)).toBe(text);
  });
});

describe("the units", () => {
  const where = {
    sourceDir: process.cwd(),
    installDir: "/opt/site",
    nodePath: "/usr/local/bin/node",
  };

  it("are the shipped ones with this machine's folder and Node", () => {
    for (const name of UNIT_NAMES) {
      const text = unitFile(name, where);
      expect(text, name).not.toContain("/srv/portfolio");
      expect(text, name).not.toContain("/usr/bin/node");
    }
    const service = unitFile("portfolio.service", where);
    expect(service).toContain("WorkingDirectory=/opt/site\n");
    expect(service).toContain("ReadWritePaths=/opt/site/data\n");
    expect(service).toContain(
      "ExecStartPre=/usr/local/bin/node dist/server/migrate.js\n",
    );
  });
});
