import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
}

/** Names the migrated empty data folder made by global-setup.ts. */
export const TEMPLATE_ENV = "E2E_TEMPLATE_DATA_DIR";

/**
 * Starts the real production server (`npm start`'s entry) on a free port with
 * a fresh data folder (a copy of the template when there is one), unless
 * `env.DATA_DIR` names one.
 */
export async function startServer(
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), "portfolio-e2e-"));
  const template = process.env[TEMPLATE_ENV];
  if (template && !env.DATA_DIR)
    await cp(template, dataDir, { recursive: true });
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "server/index.ts"],
    {
      env: {
        ...process.env,
        HOST: "127.0.0.1",
        PORT: "0",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    let stdout = "";
    const onData = (chunk: Buffer) => {
      stdout += chunk;
      const match = /"message":"listening","url":"([^"]+)"/.exec(stdout);
      if (match) {
        child.stdout!.off("data", onData);
        child.stdout!.resume();
        resolve(match[1]!);
      }
    };
    child.stdout!.on("data", onData);
    child.once("exit", (code) =>
      reject(new Error(`server exited with ${code}: ${stderr}`)),
    );
  });
  return { url, dataDir, process: child };
}

export async function stopServer(server: RunningServer) {
  if (server.process.exitCode === null) {
    const exited = new Promise((resolve) =>
      server.process.once("exit", resolve),
    );
    server.process.kill("SIGTERM");
    await exited;
  }
  await rm(server.dataDir, { recursive: true, force: true });
}

export const test = base.extend<
  { consoleErrors: string[] },
  { server: RunningServer }
>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await stopServer(server);
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning")
        errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
});

/** Runs axe on the page and fails with the list of violations, if any. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

export { expect };
