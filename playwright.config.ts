import { defineConfig } from "@playwright/test";
import { CHROME_FLAGS, CHROME_PATH } from "./e2e/chromium";
import type { StoreOption } from "./e2e/fixtures";

const launchOptions = { executablePath: CHROME_PATH, args: CHROME_FLAGS };
const desktop = { viewport: { width: 1280, height: 800 } };

// The professional rules' and the advertising record's browser tests run
// again on PostgreSQL, each server on a fresh database (e2e/fixtures.ts),
// at desktop width only: the rest run on the embedded store. Without
// TEST_DATABASE_URL the project is left out, saying so; under CI it stays
// in and its tests fail without a database, as the PostgreSQL suites do.
const ON_POSTGRES = [
  "page/professional-rules.spec.ts",
  "admin/flagged-words.spec.ts",
  "admin/advertising-record.spec.ts",
];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL || process.env.CI);
if (!onPostgres && !process.env.TEST_WORKER_INDEX)
  console.warn(
    "TEST_DATABASE_URL is not set: the browser tests on PostgreSQL (project postgres) are left out.",
  );
const postgres = onPostgres
  ? [
      {
        name: "postgres",
        testMatch: ON_POSTGRES,
        use: { ...desktop, store: "postgres" as const },
      },
    ]
  : [];

export default defineConfig<object, StoreOption>({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  timeout: 30_000,
  fullyParallel: true,
  workers: 2,
  // Under CI a test that fails is run once more, and one that then passes
  // is reported as flaky in the log: a fix to make, not a pass to forget.
  // A busy CI machine has stretched timings no local run showed, and one
  // such stretch once turned a whole run red.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? "line" : "list",
  use: { launchOptions, trace: "off" },
  projects: [
    { name: "desktop", use: desktop },
    {
      name: "mobile",
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    ...postgres,
  ],
});
