// The client on any static host: built with VITE_BACKEND_URL and
// VITE_BACKEND_KEY pointing at our server on another origin, served by a
// plain static file server, it submits and reads through CORS. Desktop only
// (one build per run; the mobile layout is the same client).
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { promisify } from "node:util";
import { CONSENT_TEXT } from "../core/testimonials/testimonial";
import {
  expect,
  startServer,
  stopServer,
  test,
  type RunningServer,
} from "./fixtures";

const run = promisify(execFile);
const KEY = "cross-origin-key";
const PASSWORD = "cross origin password";
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".json": "application/json",
};

/** A static host and nothing more: files from `dir`, 404.html for the rest. */
async function serveStatic(dir: string) {
  const server: Server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(req.url!.split("?")[0]!));
    const file = join(dir, path.endsWith("/") ? `${path}index.html` : path);
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
      });
      res.end(body);
    } catch {
      res.writeHead(404, { "Content-Type": TYPES[".html"] });
      res.end(await readFile(join(dir, "404.html")).catch(() => ""));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}

/** `npm run build`'s steps, into `dir` instead of dist/. */
async function buildClient(dir: string, backendUrl: string) {
  const env = {
    ...process.env,
    VITE_BACKEND_URL: backendUrl,
    VITE_BACKEND_KEY: KEY,
  };
  const vite = (...args: string[]) =>
    run(process.execPath, ["node_modules/vite/bin/vite.js", "build", ...args], {
      env,
    });
  await vite("--outDir", join(dir, "client"), "--emptyOutDir");
  await vite(
    "--ssr",
    "web/page/entry-server.tsx",
    "--outDir",
    join(dir, "server"),
  );
  for (const script of ["build/prerender.ts", "build/generate-site-files.ts"])
    await run(process.execPath, ["--import", "tsx", script, dir], { env });
}

test.describe("client on a static host, API on another origin", () => {
  test.describe.configure({ mode: "serial" });
  let api: RunningServer;
  let site: { url: string; server: Server };
  let buildDir: string;

  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name === "mobile", "desktop only");
    testInfo.setTimeout(180_000);
    api = await startServer({
      PUBLIC_API_KEY: KEY,
      ADMIN_PASSWORD: PASSWORD,
      SUBMIT_LIMIT_PER_HOUR: "100",
    });
    // Inside the repository (git-ignored .tmp/), so the server entry finds
    // react-dom in node_modules; never the shared dist/.
    await mkdir(".tmp", { recursive: true });
    buildDir = await mkdtemp(join(".tmp", "cross-origin-"));
    await buildClient(buildDir, api.url);
    site = await serveStatic(join(buildDir, "client"));
  });

  test.afterAll(async () => {
    site?.server.close();
    if (api) await stopServer(api);
    if (buildDir) await rm(buildDir, { recursive: true, force: true });
  });

  test("submits and reads through CORS", async ({
    page,
    playwright,
    consoleErrors,
  }) => {
    const name = `Static Sol ${Date.now()}`;
    const listed = page.waitForResponse((r) =>
      r.url().startsWith(`${api.url}/rest/v1/testimonials_public`),
    );
    await page.goto(site.url);
    expect((await listed).status()).toBe(200);

    await page.getByRole("button", { name: "Add Your Testimonial" }).click();
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page
      .getByLabel("Testimonial", { exact: true })
      .fill("Submitted from a static host, through CORS.");
    await page.getByLabel(CONSENT_TEXT).check();
    const posted = page.waitForResponse(
      (r) =>
        r.url() === `${api.url}/functions/v1/submit-testimonial` &&
        r.request().method() === "POST",
    );
    await page.getByRole("button", { name: /^Submit/ }).click();
    const response = await posted;
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    await expect(
      page.getByRole("status").filter({ hasText: "Thank you" }),
    ).toBeVisible();

    // Approve it through the API's own admin, then read it on the static page.
    const admin = await playwright.request.newContext({ baseURL: api.url });
    try {
      const origin = { origin: api.url };
      const login = await admin.post("/api/admin/login", {
        headers: origin,
        data: { password: PASSWORD },
      });
      const { csrfToken } = (await login.json()) as { csrfToken: string };
      const pending = (await (
        await admin.get("/api/admin/testimonials?status=pending")
      ).json()) as { items: { id: string; name: string }[] };
      const id = pending.items.find((item) => item.name === name)!.id;
      const approved = await admin.post(
        `/api/admin/testimonials/${id}/status`,
        {
          headers: { ...origin, "x-csrf-token": csrfToken },
          data: { status: "approved" },
        },
      );
      expect(approved.status()).toBe(200);
    } finally {
      await admin.dispose();
    }

    await page.reload();
    await expect(
      page
        .getByRole("region", { name: "Testimonials" })
        .getByText(name)
        .first(),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
