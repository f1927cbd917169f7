// `npm run dev` (server/dev.ts): the real server with Vite in middleware mode.
// Unlike the other specs, which share the built server, this one starts the
// command itself, on a free port with a copy of the e2e data folder (with the
// tests' content published, e2e/content.ts).
import { expect, test as base } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { pageTitle } from "../core/content/profile-derived";
import { SAMPLE_SUBMISSION } from "../server/testing/sample-submission";
import { content } from "./content";
import { TEMPLATE_ENV } from "./fixtures";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const PASSWORD = "dev server admin password";
const START_TIMEOUT_MS = 30_000;
const PAGE_EVENT_TIMEOUT_MS = 15_000;

interface DevServer {
  url: string;
  child: ChildProcess;
  /** Resolves once every process of the group let go of its output. */
  closed: Promise<void>;
  running(): boolean;
  dataDir: string;
  output(): string;
}

const withoutColours = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, ""); // eslint-disable-line no-control-regex

/** Runs `npm run dev` and resolves with the address it prints once listening. */
async function startDevServer(): Promise<DevServer> {
  const template = process.env[TEMPLATE_ENV];
  if (!template)
    throw new Error(
      `${TEMPLATE_ENV} is not set: run with the e2e global setup`,
    );
  const dataDir = await mkdtemp(join(tmpdir(), "portfolio-dev-"));
  await cp(template, dataDir, { recursive: true });
  const child = spawn("npm", ["run", "dev"], {
    cwd: ROOT,
    // Its own process group, so npm, its shell and the server stop together.
    detached: true,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ADMIN_PASSWORD: PASSWORD,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
  let running = true;
  const closed = new Promise<void>((resolve) =>
    child.once("close", () => resolve(void (running = false))),
  );
  const server = {
    child,
    closed,
    running: () => running,
    dataDir,
    output: () => output,
  };
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm run dev did not start:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = () => {
      const match = /http:\/\/(127\.0\.0\.1|localhost):\d+/.exec(
        withoutColours(output),
      );
      if (!match) return;
      clearTimeout(timer);
      resolve(match[0]);
    };
    child.stdout!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run dev exited with ${code}:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await stopDevServer(server);
    throw error;
  });
  return { ...server, url };
}

/** SIGTERM to the whole group, then its folder goes; may be called again. */
async function stopDevServer(server: Omit<DevServer, "url">) {
  const signal = (name: NodeJS.Signals) => {
    // Never to a group long gone: its number may have been reused.
    if (!server.running()) return;
    try {
      process.kill(-server.child.pid!, name);
    } catch {
      // Its last process exited a moment ago.
    }
  };
  signal("SIGTERM");
  const kill = setTimeout(() => signal("SIGKILL"), 10_000);
  await server.closed;
  clearTimeout(kill);
  await rm(server.dataDir, { recursive: true, force: true });
}

const test = base.extend<{ dev: DevServer }>({
  dev: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dev = await startDevServer();
      await use(dev);
      // Again if the test stopped it, and after a failure or a timeout.
      await stopDevServer(dev);
    },
    // A cold start: npm, the store, then Vite's first transforms (about 10 s
    // here, twice that on a loaded machine).
    { timeout: 60_000 },
  ],
});

test.skip(
  ({ isMobile }) => isMobile,
  "desktop only: it checks the dev server, not the layout",
);
test.describe.configure({ timeout: 45_000 });

test("npm run dev serves the real page, its API and the admin, with Vite's hot reload", async ({
  dev,
  page,
}) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  const listed = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith("/rest/v1/testimonials"),
    { timeout: PAGE_EVENT_TIMEOUT_MS },
  );
  const hotReload = page.waitForEvent("console", {
    predicate: (message) => message.text().includes("[vite] connected"),
    timeout: PAGE_EVENT_TIMEOUT_MS,
  });

  const response = await page.goto(dev.url);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(pageTitle(content));
  const accent = await page.evaluate(() =>
    getComputedStyle(document.documentElement)
      .getPropertyValue("--accent")
      .trim(),
  );
  expect(accent).toBe(content.accentColor);
  expect((await listed).status()).toBe(200);
  // Vite's client and React's refresh preamble ran under the page's CSP.
  await hotReload;

  const submitted = await page.request.post(
    `${dev.url}/functions/v1/submit-testimonial`,
    { headers: { apikey: "public-anon-key" }, data: SAMPLE_SUBMISSION },
  );
  expect(submitted.status()).toBe(200);

  const admin = await page.goto(`${dev.url}/admin`);
  expect(admin?.status()).toBe(200);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page.getByRole("heading", { name: "Testimonials", exact: true }),
  ).toBeVisible();

  expect(
    messages.filter((text) => /Content Security Policy/i.test(text)),
  ).toEqual([]);

  await stopDevServer(dev);
  expect(dev.output()).toContain('"message":"stopped"');
});
