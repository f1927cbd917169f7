// The site as `npm run setup` puts it online, in a browser: Caddy with the
// setup's site file (its own certificate authority, high ports) in front of
// the compiled server with TRUST_PROXY=1. The owner opens the page over
// HTTPS, signs in (the cookie is Secure), uploads a phone's 12 MB photo and
// publishes. Skipped where caddy is missing and CI is not set.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import {
  CADDY_MISSING,
  caddyInstalled,
  startCaddy,
  stopCaddy,
  type RunningCaddy,
} from "../server/testing/caddy-site";
import { freePort } from "../server/testing/nginx-site";
import { CHROME_FLAGS, CHROME_PATH } from "./chromium";
import { E2E_ADMIN_PASSWORD } from "./content";
import { expect, startServer, stopServer, test as base } from "./fixtures";

const DOMAIN = "example.com";

const test = base.extend<
  object,
  { caddy: { url: string; running: RunningCaddy | null } }
>({
  caddy: [
    async ({ server }, use) => {
      if (!(await caddyInstalled())) {
        await use({ url: "", running: null });
        return;
      }
      const dir = await mkdtemp(join(tmpdir(), "e2e-caddy-"));
      const port = await freePort();
      const running = await startCaddy(dir, {
        domain: DOMAIN,
        upstreamPort: Number(new URL(server.url).port),
        ports: { https: port, http: await freePort() },
      });
      await use({ url: `https://${DOMAIN}:${port}`, running });
      await stopCaddy(running);
      await rm(dir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 60_000 },
  ],
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({
        ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
        TRUST_PROXY: "1",
      });
      await use(server);
      await stopServer(server);
    },
    { scope: "worker", timeout: 60_000 },
  ],
});

test.use({
  // The domain is this machine; Caddy's certificate is from its own
  // authority, which this browser does not know.
  launchOptions: {
    executablePath: CHROME_PATH,
    args: [...CHROME_FLAGS, `--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1`],
  },
  ignoreHTTPSErrors: true,
});

test("the owner signs in over HTTPS, uploads a 12 MB photo and publishes", async ({
  page,
  context,
  caddy,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "desktop only");
  test.skip(!caddy.running, CADDY_MISSING);
  test.setTimeout(120_000);

  const visit = await page.goto(`${caddy.url}/`);
  expect(visit!.status()).toBe(200);
  expect(page.url()).toBe(`${caddy.url}/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.goto(`${caddy.url}/admin`);
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("tab", { name: "Content" })).toBeVisible();
  const cookies = await context.cookies(caddy.url);
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) expect(cookie.secure, cookie.name).toBe(true);

  await page.getByRole("tab", { name: "Content" }).click();
  const identity = page.getByRole("region", { name: "Identity", exact: true });
  // A JPEG of random noise, as large as a phone's full-size photo.
  const photo = await sharp(randomBytes(1840 * 2300 * 3), {
    raw: { width: 1840, height: 2300, channels: 3 },
  })
    .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
    .toBuffer();
  expect(photo.length).toBeGreaterThan(12_000_000);
  await identity.getByLabel("Portrait photo").setInputFiles({
    name: "portrait.jpg",
    mimeType: "image/jpeg",
    buffer: photo,
  });
  await identity.getByRole("button", { name: "Upload portrait" }).click();
  const alt = identity.getByRole("textbox", { name: "Alt text" });
  await expect(alt).toBeFocused({ timeout: 60_000 });
  await alt.fill("The owner in her office");

  await page
    .getByRole("region", { name: "Publishing", exact: true })
    .getByRole("button", { name: "Publish", exact: true })
    .click();
  // The tests' content may still hold a sample marker: publish all the same.
  const anyway = page.getByRole("button", { name: "Publish anyway" });
  const published = page.getByText(/^Published as version \d+\./);
  await expect(anyway.or(published)).toBeVisible({ timeout: 15_000 });
  if (await anyway.isVisible()) await anyway.click();
  await expect(published).toBeVisible({ timeout: 15_000 });
});
