import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { contentPt, E2E_ADMIN_PASSWORD, publishContent } from "./content";
import { startServer, stopServer, TEMPLATE_ENV } from "./fixtures";

/**
 * Creates one migrated data folder before the tests, with the tests' content
 * (e2e/content.ts, English and Portuguese) published through the admin API as the owner would: each
 * test server then starts from a copy of this folder.
 */
export default async function globalSetup() {
  // The tests run the compiled server, as production does: built first when a
  // source changed since the last build (as `npm start` does).
  execFileSync(process.execPath, ["build/build-if-needed.mjs"], {
    stdio: "inherit",
  });
  const template = await mkdtemp(join(tmpdir(), "portfolio-e2e-template-"));
  const server = await startServer({
    DATA_DIR: template,
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
  });
  try {
    await publishContent(server.url);
    await publishContent(server.url, contentPt, E2E_ADMIN_PASSWORD, "pt");
  } finally {
    await stopServer(server);
  }
  process.env[TEMPLATE_ENV] = template;
  return () => rm(template, { recursive: true, force: true });
}
