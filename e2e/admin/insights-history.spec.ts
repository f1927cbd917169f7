// The Insights tab against a known history: 30 days of daily totals (and
// days just outside the periods), invitations and testimonials from them,
// loaded into the test server's data folder by the site's own
// `npm run import` before the server starts (insights-seed.ts). The owner
// sees exactly the seeded numbers, worked out by the test from the seed: each
// day in the table, the chart's bars equal to the table's rows, the sums,
// the ranked lists, the CV downloads, the funnel and the counts, for 30 days
// and then 7 and 90; the CSV has the same days; axe clean, the table open,
// in both themes.
import type { Locator, Page } from "@playwright/test";
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { signInAdmin } from "./admin-helpers";
import {
  expectedReport,
  seedDays,
  seedInvitations,
  writeExportFile,
} from "./insights-seed";
import {
  expect,
  expectNoAxeViolations,
  startServer,
  stopServer,
  TEMPLATE_ENV,
  test as base,
  type RunningServer,
} from "../fixtures";

const PASSWORD = "e2e insights history password 7k2p";
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
/**
 * `npm run import`'s command without its build step (global-setup.ts built
 * the site already, and a rebuild during the run would change the server
 * under the other tests): ["node", "dist/server/import.js"].
 */
const IMPORT_COMMAND = (
  JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
    scripts: { import: string };
  }
).scripts.import
  .split("&&")
  .at(-1)!
  .trim()
  .split(" ");

// Dated from the UTC day the file is loaded: a run across midnight (UTC)
// fails on the period's dates, saying so.
const NOW = Date.now();
const DAYS = seedDays(NOW);
const INVITED = seedInvitations(NOW);

/** A server on a copy of the template store, with the seed imported first. */
const test = base.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dir = await mkdtemp(join(tmpdir(), "portfolio-e2e-insights-"));
      const dataDir = join(dir, "data");
      try {
        await cp(process.env[TEMPLATE_ENV]!, dataDir, { recursive: true });
        const file = join(dir, "history.jsonl");
        await writeExportFile(file, DAYS, INVITED);
        const { stdout } = await promisify(execFile)(
          process.execPath,
          [...IMPORT_COMMAND.slice(1), file],
          {
            cwd: ROOT,
            env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
          },
        );
        expect(stdout).toContain(
          `${DAYS.length} new day(s) of Insights totals of ${DAYS.length}`,
        );
        const server = await startServer({
          DATA_DIR: dataDir,
          ADMIN_PASSWORD: PASSWORD,
        });
        await use(server);
        await stopServer(server);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 120_000 },
  ],
});
test.describe.configure({ mode: "default" });

const PAGE_NAMES: Record<string, string> = {
  home: "Home",
  privacy: "Privacy notice",
  contact: "Contact",
};
const LANGUAGES: Record<string, string> = { en: "English", pt: "Português" };
const KINDS: Record<string, string> = {
  search: "search engine",
  social: "social site",
  site: "website",
  campaign: "campaign",
};
/** Numbers as the tab writes them for the owner ("1,234"). */
const shown = (n: number) => n.toLocaleString("en-GB");
/** "27 Nov" for "2026-11-27" (a UTC day). */
const DAY_SHOWN = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const shortDay = (day: string) => DAY_SHOWN.format(Date.parse(day));

/** The rows of the ranked list under a heading, as [name, number]. */
const rankedRows = (page: Page, title: string) =>
  page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) })
    .getByRole("listitem")
    .evaluateAll((items) =>
      items.map((li) => [...li.children].map((child) => child.textContent)),
    );

/** The four sums, as [label, number]. */
const sums = (page: Page) =>
  page
    .locator("dl > div")
    .evaluateAll((cards) =>
      cards.map((card) => [...card.children].map((child) => child.textContent)),
    );

/** The table's rows as [datetime, day shown, visitors, page views, CV downloads]. */
const tableRows = (table: Locator) =>
  table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector("time")?.getAttribute("datetime"),
        ...[...row.children].map((cell) => cell.textContent),
      ]),
    );

/** The chart's bars as [day, visitors, page views], from their data attributes. */
const chartBars = (page: Page) =>
  page
    .getByTestId("daily-chart")
    .locator("g[data-day]")
    .evaluateAll((bars) =>
      bars.map((bar) =>
        ["data-day", "data-visitors", "data-page-views"].map((name) =>
          bar.getAttribute(name),
        ),
      ),
    );

/** Picks the period and waits until its report is the one shown. */
async function showPeriod(page: Page, days: 7 | 30 | 90) {
  await page.locator("label", { hasText: `${days} days` }).click();
  await expect(page.getByRole("radio", { name: `${days} days` })).toBeChecked();
  const { from, to } = expectedReport(days, DAYS, INVITED, NOW);
  await expect(
    page.getByText(`${shortDay(from)} to ${shortDay(to)} (UTC)`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.locator("[aria-busy]")).toHaveAttribute(
    "aria-busy",
    "false",
  );
}

/** Every number the tab shows for `days`, against the seed's. */
async function expectReport(page: Page, days: 7 | 30 | 90) {
  const want = expectedReport(days, DAYS, INVITED, NOW);
  expect(await sums(page)).toEqual([
    ["Visitors (sum of daily visitors)", shown(want.totals.visitors)],
    ["Page views", shown(want.totals.pageViews)],
    ["CV downloads", shown(want.totals.cvDownloads)],
    ["Not-found page views", shown(want.totals.notFoundViews)],
  ]);
  const table = page.getByRole("table", {
    name: "Visitors, page views and CV downloads per day",
  });
  expect(await tableRows(table)).toEqual(
    want.daily.map((d) => [
      d.day,
      shortDay(d.day),
      shown(d.visitors),
      shown(d.pageViews),
      shown(d.cvDownloads),
    ]),
  );
  // Each bar holds the numbers of the table's row for its day.
  const rows = await tableRows(table);
  expect(await chartBars(page)).toEqual(
    rows.map(([day, , visitors, views]) =>
      [day, visitors, views].map((text) => text!.replaceAll(",", "")),
    ),
  );
  expect(await rankedRows(page, "Top pages")).toEqual(
    want.topPages.map(([key, n]) => {
      const [name, lang] = key.split(" ");
      return [`${PAGE_NAMES[name!]} (${LANGUAGES[lang!]})`, shown(n)];
    }),
  );
  expect(await rankedRows(page, "Page views by language")).toEqual(
    want.languages.map(([lang, n]) => [LANGUAGES[lang], shown(n)]),
  );
  expect(await rankedRows(page, "Top referrers")).toEqual(
    want.referrers.map(([key, n]) => {
      const [kind, name] = key.split(" ");
      return [`${name} (${KINDS[kind!]})`, shown(n)];
    }),
  );
  expect(await rankedRows(page, "CV downloads")).toEqual(
    want.cvDownloads.map(([key, n]) => {
      const [lang, format] = key.split(" ");
      return [`${LANGUAGES[lang!]}, ${format!.toUpperCase()}`, shown(n)];
    }),
  );
  expect(await rankedRows(page, "Invitation funnel")).toEqual([
    ["Invitations created", shown(want.funnel.created)],
    ["Links opened", shown(want.funnel.opened)],
    ["Testimonials sent from a link", shown(want.funnel.answered)],
    ["Of those, approved", shown(want.funnel.approved)],
  ]);
  expect(await rankedRows(page, "Testimonials and enquiries")).toEqual([
    ["Testimonials submitted", shown(want.testimonialsSubmitted)],
    ["Enquiries received", shown(want.enquiriesReceived)],
  ]);
  const csv = await page.request.get(`/api/admin/insights.csv?days=${days}`);
  expect(csv.status()).toBe(200);
  expect((await csv.text()).trimEnd().split("\r\n")).toEqual([
    "date,visitors,page_views,cv_downloads",
    ...want.daily.map(
      (d) => `${d.day},${d.visitors},${d.pageViews},${d.cvDownloads}`,
    ),
  ]);
}

test("the owner sees the seeded history exactly, in the table and the chart alike, for 30 days, then 7 and 90", async ({
  page,
}) => {
  await signInAdmin(page, PASSWORD, "/admin/insights");
  await page.getByText("Show as a table").click();
  await showPeriod(page, 30);
  await expectReport(page, 30);
  await showPeriod(page, 7);
  await expectReport(page, 7);
  await showPeriod(page, 90);
  await expectReport(page, 90);
});

test("the Insights tab with a history is axe clean in both themes, the table open", async ({
  browser,
  baseURL,
}) => {
  for (const colorScheme of ["light", "dark"] as const) {
    const context = await browser.newContext({ colorScheme, baseURL });
    const page = await context.newPage();
    try {
      await signInAdmin(page, PASSWORD, "/admin/insights");
      await page.getByText("Show as a table").click();
      await showPeriod(page, 30);
      await expect(page.getByRole("table")).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  }
});
