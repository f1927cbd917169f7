// Test support: the shipped nginx file (deploy/nginx.conf) as Debian's nginx
// reads it, an /etc/nginx/conf.d file inside the http block, with only what a
// test must change: ports, the certificate (a throwaway one), the log files
// and the temp folders, all under a folder of the test's own.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { chmod, readFile, writeFile } from "node:fs/promises";
import { connect, createServer } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export const NGINX_MISSING =
  "nginx or openssl is not installed (Debian: apt-get install nginx-light openssl)";

const installed = (command: string, args: string[]) =>
  run(command, args).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return false;
      throw error;
    },
  );

/** Whether nginx and openssl are here; under CI (CI set) their absence fails instead. */
export async function nginxInstalled(): Promise<boolean> {
  const found =
    (await installed("nginx", ["-v"])) &&
    (await installed("openssl", ["version"]));
  if (!found && process.env.CI)
    throw new Error(`CI is set but ${NGINX_MISSING}: .ci/run installs them`);
  return found;
}

export interface NginxPorts {
  https: number;
  http: number;
  /** The Node server's port (the upstream's 3000). */
  upstream: number;
}

const replaced = (text: string, from: string | RegExp, to: string) => {
  const next = text.replace(from, to);
  if (next === text)
    throw new Error(`deploy/nginx.conf has no ${String(from)}`);
  return next;
};

/**
 * Writes the site file and a main file including it into `dir`; returns the
 * main file's path. Without `ports`, the listen lines stay as shipped
 * (enough for `nginx -t`).
 */
export async function writeNginxSite(
  dir: string,
  ports?: NginxPorts,
): Promise<string> {
  const cert = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
  await run("openssl", [
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
    key,
    "-out",
    cert,
  ]);
  let site = await readFile("deploy/nginx.conf", "utf8");
  site = replaced(
    site,
    "/etc/letsencrypt/live/example.com/fullchain.pem",
    cert,
  );
  site = replaced(site, "/etc/letsencrypt/live/example.com/privkey.pem", key);
  site = replaced(site, /\/var\/log\/nginx\//g, `${dir}/`);
  if (ports) {
    site = replaced(site, /listen (\[::\]:)?443 /g, `listen $1${ports.https} `);
    site = replaced(site, /listen (\[::\]:)?80;/g, `listen $1${ports.http};`);
    site = replaced(
      site,
      "server 127.0.0.1:3000;",
      `server 127.0.0.1:${ports.upstream};`,
    );
  }
  await writeFile(join(dir, "site.conf"), site);
  // nginx's workers (nobody, when the test runs as root) write the temp
  // folders nginx makes for them here: they need to pass through.
  await chmod(dir, 0o711);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `${kind}_temp_path ${join(dir, `${kind}-temp`)};`)
    .join(" ");
  // What Debian's /etc/nginx/nginx.conf gives a conf.d file: an http block.
  const main = join(dir, "nginx.conf");
  await writeFile(
    main,
    `pid ${dir}/nginx.pid; error_log stderr; events {}
     http { access_log off; ${temp} include ${dir}/site.conf; }`,
  );
  return main;
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
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

/** Runs nginx in the foreground on `main`; resolves once it accepts on `port`. */
export async function startNginx(
  dir: string,
  main: string,
  port: number,
): Promise<ChildProcess> {
  const child = spawn(
    "nginx",
    ["-p", dir, "-c", main, "-e", "stderr", "-g", "daemon off;"],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk));
  for (let tries = 0; tries < 100; tries++) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited with ${child.exitCode}: ${stderr}`);
    if (await accepts(port)) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill("SIGTERM");
  throw new Error(`nginx did not listen on ${port}: ${stderr}`);
}

/** Stops nginx and resolves once it has exited. */
export async function stopNginx(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}
