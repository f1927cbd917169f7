import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, stopServer, TEMPLATE_ENV } from "./fixtures";

/**
 * Creates one migrated, empty data folder before the tests: the embedded
 * store's first start runs initdb (5–9 s, far more on a loaded machine), and
 * each test server then starts from a copy of this folder instead.
 */
export default async function globalSetup() {
  // The tests run the compiled server, as production does: built first when a
  // source changed since the last build (as `npm start` does).
  execFileSync(process.execPath, ["scripts/build-if-needed.mjs"], {
    stdio: "inherit",
  });
  const template = await mkdtemp(join(tmpdir(), "portfolio-e2e-template-"));
  const server = await startServer({ DATA_DIR: template });
  await stopServer(server);
  process.env[TEMPLATE_ENV] = template;
  return () => rm(template, { recursive: true, force: true });
}
