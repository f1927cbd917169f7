// The Insights tab against a real server: a visitor with an ordinary
// browser's user agent loads the home page a few times, the counter writes
// its batch (every 5 seconds), and the owner sees today's visitor and page
// views in the table and the chart alike; axe clean in both themes.
import type { Browser, Page } from "@playwright/test";
import { signInAdmin, withAdminServer } from "./admin-helpers";
import { expect, expectNoAxeViolations } from "../fixtures";

const PASSWORD = "e2e insights password 4m8q";
/** An ordinary desktop Chrome: headless Chromium's own agent is a known bot and not counted. */
const BROWSER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** The counter's write interval, and a margin. */
const FLUSH_WAIT_MS = 6_500;

const test = withAdminServer("e2e-insights-key", PASSWORD);
test.describe.configure({ mode: "default" });

/** Loads the home page `times` times as a visitor (no admin cookie), then waits for the counter's write. */
async function visit(browser: Browser, baseURL: string, times: number) {
  const context = await browser.newContext({
    baseURL,
    userAgent: BROWSER_AGENT,
  });
  const page = await context.newPage();
  try {
    for (let i = 0; i < times; i++) {
      const res = await page.goto("/");
      expect(res?.status()).toBe(200);
    }
  } finally {
    await context.close();
  }
  await new Promise((resolve) => setTimeout(resolve, FLUSH_WAIT_MS));
}

/** The daily table's last row (today) as [day, visitors, page views, CV downloads]. */
async function todayRow(page: Page) {
  await page.getByText("Show as a table").click();
  const table = page.getByRole("table", {
    name: "Visitors, page views and CV downloads per day",
  });
  await expect(table).toBeVisible();
  return table.locator("tbody tr").last().locator("th, td").allTextContents();
}

test("the owner sees today's visits in the table and the chart alike, for the period she picks", async ({
  page,
  browser,
  baseURL,
}) => {
  await visit(browser, baseURL!, 3);
  await signInAdmin(page, PASSWORD, "/admin/insights");
  await expect(page.getByRole("tab", { name: "Insights" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  // The radio buttons are drawn by their labels (the inputs are visually hidden).
  await page.locator("label", { hasText: "7 days" }).click();
  await expect(page.getByRole("radio", { name: "7 days" })).toBeChecked();
  await expect(page.getByText(/to \d+ \w+ \(UTC\)$/)).toBeVisible();
  const [, visitors, views] = await todayRow(page);
  expect(Number(visitors)).toBeGreaterThanOrEqual(1);
  expect(Number(views)).toBeGreaterThanOrEqual(3);
  const bars = page.getByTestId("daily-chart").locator("g[data-day]");
  await expect(bars).toHaveCount(7);
  await expect(bars.last()).toHaveAttribute("data-visitors", visitors!);
  await expect(bars.last()).toHaveAttribute("data-page-views", views!);
  await expect(
    page.getByText(/not the number of different people/),
  ).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Download CSV" }),
  ).toHaveAttribute("href", "/api/admin/insights.csv?days=7");
  const csv = await page.request.get("/api/admin/insights.csv?days=7");
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).trimEnd().split("\r\n");
  expect(lines[0]).toBe("date,visitors,page_views,cv_downloads");
  expect(lines.at(-1)!.split(",").slice(1, 3)).toEqual([visitors, views]);
});

for (const colorScheme of ["light", "dark"] as const)
  test(`the Insights tab is axe clean in the ${colorScheme} theme, the table open`, async ({
    browser,
    baseURL,
  }) => {
    await visit(browser, baseURL!, 1);
    const context = await browser.newContext({ colorScheme, baseURL });
    const page = await context.newPage();
    try {
      await signInAdmin(page, PASSWORD, "/admin/insights");
      await todayRow(page);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

test("nothing scrolls sideways on the Insights tab from 320 px, the table open", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "sets its own widths: desktop only");
  await signInAdmin(page, PASSWORD, "/admin/insights");
  await todayRow(page);
  for (const width of [320, 390, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, `at ${width} px`).toBeLessThanOrEqual(clientWidth);
  }
});
