// `npm run screenshots`: the README's pictures (docs/screenshots/), taken from
// the built server on a throwaway data folder holding the seed content and a
// sample portrait published through the admin API, as the owner would, and
// one visitor's testimonial waiting for moderation.
import { chromium, type Browser } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROME_FLAGS, CHROME_PATH } from "../../e2e/chromium";
import {
  spawnServer,
  stopServer,
  type SpawnedServer,
} from "../../server/testing/spawn-server";
import {
  publishSamplePortrait,
  submitSampleTestimonial,
} from "./screenshots-admin-api";
import { takeScreenshots } from "./screenshots-pages";

let server: SpawnedServer | undefined;
let browser: Browser | undefined;
let dataDir: string | undefined;

/** Stops the browser and the server and removes the data folder, whatever happened. */
async function cleanUp() {
  await browser?.close().catch(() => {});
  if (server) await stopServer(server);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

try {
  const password = randomBytes(18).toString("base64url");
  const apiKey = randomBytes(18).toString("base64url");
  dataDir = await mkdtemp(join(tmpdir(), "portfolio-screenshots-"));
  server = await spawnServer({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: password,
    PUBLIC_API_KEY: apiKey,
  });
  await publishSamplePortrait(server.url, password);
  await submitSampleTestimonial(server.url, apiKey);
  browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS,
  });
  const written = await takeScreenshots(browser, server.url, password);
  for (const { file, bytes } of written)
    console.log(`${file}  ${Math.round(bytes / 1024)} KiB`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
