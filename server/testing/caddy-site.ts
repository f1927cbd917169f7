// Test support: Debian's Caddy running the site file `npm run setup` writes
// (deploy/setup/site-files.mjs), changed only where a test must: high ports,
// a certificate from Caddy's own authority (`tls internal`, not added to the
// machine's trust store), and its certificates and state kept in the test's
// own folder.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";
import { caddyfile } from "../../deploy/setup/site-files.mjs";

const run = promisify(execFile);

export const CADDY_MISSING =
  "caddy is not installed (Debian: apt-get install caddy)";

/** Whether caddy is here; under CI (CI set) its absence fails instead. */
export async function caddyInstalled(): Promise<boolean> {
  const found = await run("caddy", ["version"]).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return false;
      throw error;
    },
  );
  if (!found && process.env.CI)
    throw new Error(`CI is set but ${CADDY_MISSING}: .ci/run installs it`);
  return found;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

export interface RunningCaddy {
  process: ChildProcess;
  /** The root certificate of Caddy's own authority, which signed the site's. */
  ca: string;
  /** Everything Caddy wrote so far (its log goes to stderr). */
  output(): string;
}

/**
 * Runs Caddy in the foreground on the setup's site file for `domain`, in
 * front of the server on `upstreamPort`; resolves once HTTPS answers.
 */
export async function startCaddy(
  dir: string,
  {
    domain,
    upstreamPort,
    ports,
    bind = ["127.0.0.1"],
  }: {
    domain: string;
    upstreamPort: number;
    ports: { http: number; https: number };
    /** Loopback addresses to listen on (test clients may come from 127.0.0.2, …). */
    bind?: string[];
  },
): Promise<RunningCaddy> {
  const config = join(dir, "Caddyfile");
  const storage = join(dir, "caddy-data");
  await writeFile(
    config,
    caddyfile({
      domain,
      email: "owner@example.com",
      upstreamPort,
      ports,
      internalTls: true,
      storage,
      bind,
    }),
  );
  const child = spawn(
    "caddy",
    ["run", "--adapter", "caddyfile", "--config", config],
    {
      stdio: ["ignore", "ignore", "pipe"],
      env: {
        ...process.env,
        XDG_CONFIG_HOME: join(dir, "config"),
        XDG_DATA_HOME: join(dir, "data-home"),
      },
    },
  );
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk));
  const rootCert = join(storage, "pki/authorities/local/root.crt");
  for (let tries = 0; tries < 200; tries++) {
    if (child.exitCode !== null)
      throw new Error(`caddy exited with ${child.exitCode}: ${stderr}`);
    if (
      (await accepts(ports.https)) &&
      /certificate obtained successfully/.test(stderr)
    )
      return {
        process: child,
        ca: await readFile(rootCert, "utf8"),
        output: () => stderr,
      };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill("SIGTERM");
  throw new Error(`caddy did not serve HTTPS on ${ports.https}: ${stderr}`);
}

/** Stops Caddy and resolves once it has exited. */
export async function stopCaddy(caddy: RunningCaddy): Promise<void> {
  const child = caddy.process;
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}
