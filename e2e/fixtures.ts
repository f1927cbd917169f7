import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  createFreshDatabase,
  type FreshDatabase,
} from "../server/testing/fresh-database";
import {
  spawnServer,
  type SpawnedServer,
  stopServer as stopProcess,
} from "../server/testing/spawn-server";
import { content, contentPt, publishContent } from "./content";

export interface RunningServer extends SpawnedServer {
  dataDir: string;
  /** The fresh PostgreSQL database it runs on, dropped when it stops. */
  database?: FreshDatabase;
}

/** Which store a test server runs on: a project's option (playwright.config.ts). */
export type StoreKind = "pglite" | "postgres";
export type StoreOption = { store: StoreKind };

/** Names the migrated empty data folder made by global-setup.ts. */
export const TEMPLATE_ENV = "E2E_TEMPLATE_DATA_DIR";

/**
 * Starts the real production server (`npm start`'s entry) on a free port with
 * a fresh data folder (a copy of the template when there is one), unless
 * `env.DATA_DIR` names one.
 */
export async function startServer(
  env: Record<string, string> = {},
  store: StoreKind = "pglite",
): Promise<RunningServer> {
  if (store === "postgres") return startOnPostgres(env);
  const dataDir = await mkdtemp(join(tmpdir(), "portfolio-e2e-"));
  const template = process.env[TEMPLATE_ENV];
  if (template && !env.DATA_DIR)
    await cp(template, dataDir, { recursive: true });
  const server = await spawnServer({ DATA_DIR: dataDir, ...env });
  return { ...server, dataDir };
}

/**
 * The server on a fresh database of TEST_DATABASE_URL's PostgreSQL, holding
 * what the template holds: the tests' content published in both languages
 * (global-setup.ts), signed in with `env.ADMIN_PASSWORD`.
 */
async function startOnPostgres(
  env: Record<string, string>,
): Promise<RunningServer> {
  const password = env.ADMIN_PASSWORD;
  if (!password)
    throw new Error("a server on PostgreSQL needs ADMIN_PASSWORD to publish");
  if (!process.env.TEST_DATABASE_URL)
    throw new Error(
      "CI is set but TEST_DATABASE_URL is not: the browser tests on PostgreSQL cannot run. Run .ci/run or set it.",
    );
  const database = await createFreshDatabase("e2e");
  let server: RunningServer | undefined;
  try {
    server = await startServer({ ...env, DATABASE_URL: database.url });
    await publishContent(server.url, content, password);
    await publishContent(server.url, contentPt, password, "pt");
    return { ...server, database };
  } catch (error) {
    if (server) await stopServer(server);
    await database.drop();
    throw error;
  }
}

export async function stopServer(server: RunningServer) {
  await stopProcess(server);
  await rm(server.dataDir, { recursive: true, force: true });
  await server.database?.drop();
}

const ENTRY_SCRIPT = /\/assets\/main-[\w-]+\.js$/;

/**
 * Runs a navigation, then waits until the page, if it is one of ours, has
 * started its scripts: the boot script starts them after the first paint,
 * often after the load event, and a click before hydration does nothing. A
 * test that blocks the entry script gets the page as it is.
 */
async function navigateAndStart<T>(page: Page, navigate: () => Promise<T>) {
  const blocked = page.waitForEvent("requestfailed", {
    predicate: (request) => ENTRY_SCRIPT.test(request.url()),
    timeout: 0,
  });
  blocked.catch(() => {}); // the page closes before any request fails
  const response = await navigate();
  const hydrates = await page
    .evaluate(() => document.getElementById("boot-data") !== null)
    .catch(() => false);
  if (hydrates)
    await Promise.race([
      page.locator("html[data-hydrated]").waitFor({ state: "attached" }),
      blocked,
    ]);
  return response;
}

export const test = base.extend<
  { consoleErrors: string[] },
  { server: RunningServer } & StoreOption
>({
  // Only the servers of withAdminServer (e2e/admin/admin-helpers.ts) read
  // it: the specs the postgres project runs use those.
  store: ["pglite", { scope: "worker", option: true }],
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = (...args) => navigateAndStart(page, () => goto(...args));
      page.reload = (...args) => navigateAndStart(page, () => reload(...args));
    }
    await use(page);
  },
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
