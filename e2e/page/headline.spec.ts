// The hero's headline as the owner sets it: typed (the default) or still.
// Its own server, with the admin enabled, so the tests can publish the
// setting as the owner would.
import type { Page } from "@playwright/test";
import { content, E2E_ADMIN_PASSWORD, publishContent } from "../content";
import {
  expect,
  expectNoAxeViolations,
  type RunningServer,
  startServer,
  stopServer,
  test as base,
} from "../fixtures";

const test = base.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({ ADMIN_PASSWORD: E2E_ADMIN_PASSWORD });
      await use(server);
      await stopServer(server);
    },
    { scope: "worker", timeout: 120_000 },
  ],
});
test.describe.configure({ mode: "serial" });

const title = content.title;

/** The page's first HTML, as the first paint draws it: the entry script never runs. */
async function firstPaint(page: Page) {
  await page.route(/\/assets\/main-[\w-]+\.js$/, (route) => route.abort());
  await page.goto("/");
}

test("still: the whole headline at once, in ink, with no cursor", async ({
  page,
  server,
}) => {
  await publishContent(server.url, { ...content, headlineEffect: "still" });
  await page.goto("/");
  const headline = page.getByRole("heading", { level: 1 });
  for (let i = 0; i < 4; i++) {
    await expect(headline).toHaveText(title);
    await expect(page.getByTestId("typing-cursor")).toHaveCount(0);
    await expect(page.getByTestId("typed-headline")).toHaveCount(0);
    expect(await headline.evaluate((h1) => getComputedStyle(h1).opacity)).toBe(
      "1",
    );
    await page.waitForTimeout(150);
  }
  await expectNoAxeViolations(page);
});

test("typed: the first paint holds the whole headline, faint but present", async ({
  page,
  server,
}) => {
  await publishContent(server.url, content);
  await firstPaint(page);
  const headline = page.getByRole("heading", { level: 1 });
  await expect(headline).toHaveAccessibleName(title);
  const whole = headline.locator(".untyped");
  await expect(whole).toHaveText(title);
  const opacity = Number(
    await whole.evaluate((span) => getComputedStyle(span).opacity),
  );
  expect(opacity).toBeGreaterThan(0);
  expect(opacity).toBeLessThan(0.5);
});

test("typed: types it in, then the heading's own text is in ink", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByTestId("typing-cursor")).toBeVisible();
  await expect(page.getByTestId("typing-cursor")).toHaveCount(0, {
    timeout: 10_000,
  });
  await expect(page.getByTestId("typed-headline")).toHaveText(title);
  const whole = page.getByRole("heading", { level: 1 }).locator(".untyped");
  await expect(whole).toHaveCSS("opacity", "1");
  await expectNoAxeViolations(page);
});
