// The admin's frame: its tabs (Settings among them), phones' widths, the
// moderation keys working at once, and axe on every tab in both themes.
import type { Page } from "@playwright/test";
import {
  signInAdmin,
  submitTestimonial,
  uniqueName,
  withAdminServer,
} from "./admin-helpers";
import { expect, expectNoAxeViolations } from "../fixtures";

const KEY = "e2e-shell-key";
const PASSWORD = "e2e shell password 9c2m";
const TABS = [
  "Testimonials",
  "Invitations",
  "Enquiries",
  "Content",
  "Insights",
  "Settings",
];
const WIDTHS = [320, 390, 768, 1366, 1920];

const test = withAdminServer(KEY, PASSWORD);
const signIn = (page: Page, path?: string) => signInAdmin(page, PASSWORD, path);
const tab = (page: Page, name: string) =>
  page.getByRole("tab", { name, exact: true });

/** Opens a tab and waits for what it shows. */
async function open(page: Page, name: string) {
  await tab(page, name).click();
  await expect(tab(page, name)).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel", { name });
  await expect(panel.getByRole("heading", { level: 1 })).toBeVisible();
  if (name === "Content")
    await expect(panel.locator("textarea").first()).toBeVisible();
  if (name === "Settings")
    await expect(
      panel.getByRole("region", { name: "Notifications" }),
    ).toBeVisible();
}

test.describe("the admin's frame", () => {
  // One layout per width is measured here, so the desktop project is enough.
  test.skip(({ isMobile }) => isMobile, "sets its own widths: desktop only");

  test("the Settings tab holds the languages and the server's address and notifications", async ({
    page,
  }) => {
    await signIn(page, "/admin/settings");
    await expect(page).toHaveTitle("Site admin");
    const panel = page.getByRole("tabpanel", { name: "Settings" });
    await expect(
      panel.getByRole("region", { name: "Languages on the site" }),
    ).toBeVisible();
    await expect(
      panel.getByRole("region", { name: "The site's address" }),
    ).toContainText(
      /SITE_URL is not set.*"Environment" in docs\/deploying\.md/,
    );
    await expect(
      panel.getByRole("region", { name: "Notifications" }),
    ).toContainText("NOTIFY_WEBHOOK_URL");
    await open(page, "Content");
    await expect(
      page.getByRole("region", { name: "Languages on the site" }),
    ).toHaveCount(0);
  });

  test("at 390 px the tabs keep one row, with View site on it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "/admin/settings");
    // The open tab is in sight, the row scrolled to it.
    await expect(tab(page, "Settings")).toBeInViewport({ ratio: 1 });
    // The checklist arrives under the tabs once its queries answer: the
    // tabs and View site stay where they were when it does.
    await expect(page.getByText(/^Make the site yours/)).toBeVisible();
    const bar = await page
      .getByRole("tablist", { name: "Admin" })
      .boundingBox();
    const first = await tab(page, "Testimonials").boundingBox();
    expect(bar!.height).toBeCloseTo(first!.height, 0);
    expect(bar!.y).toBeLessThan(100);
    const view = await page
      .getByRole("link", { name: "View site" })
      .boundingBox();
    expect(view!.y).toBeGreaterThanOrEqual(bar!.y);
    expect(view!.y + view!.height).toBeLessThanOrEqual(bar!.y + bar!.height);
    expect(view!.x + view!.width).toBeLessThanOrEqual(390);
    await open(page, "Testimonials");
    await expect(tab(page, "Testimonials")).toBeInViewport({ ratio: 1 });
  });

  test("nothing scrolls sideways on any tab, from 320 to 1920 px; text areas grow with their text", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page);
    for (const name of TABS) {
      await open(page, name);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, `${name} at ${width} px`).toBeLessThanOrEqual(
          clientWidth,
        );
      }
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "Content");
    const area = page
      .getByRole("tabpanel", { name: "Content" })
      .locator("textarea")
      .first();
    const before = (await area.boundingBox())!.height;
    await area.fill(
      Array.from({ length: 8 }, (_, i) => `Line ${i + 1}`).join("\n"),
    );
    const after = await area.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      clipped: element.scrollHeight > element.clientHeight + 1,
    }));
    expect(after.height).toBeGreaterThan(before);
    expect(after.clipped).toBe(false);
  });

  test("j moves through the pending testimonials right after /admin opens", async ({
    page,
    request,
  }) => {
    await submitTestimonial(request, KEY, uniqueName("Shell first"));
    await submitTestimonial(request, KEY, uniqueName("Shell second"));
    await signIn(page);
    await page.reload();
    const cards = page
      .getByRole("tabpanel", { name: "Testimonials" })
      .getByRole("article");
    await expect(cards.nth(0)).toBeFocused();
    await page.keyboard.press("j");
    await expect(cards.nth(1)).toBeFocused();

    // Back to the tab by a click: its first testimonial again.
    await open(page, "Settings");
    await tab(page, "Testimonials").click();
    await expect(cards.nth(0)).toBeFocused();
    await page.keyboard.press("?");
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  for (const colorScheme of ["light", "dark"] as const)
    test(`every tab is axe clean in the ${colorScheme} theme`, async ({
      browser,
      baseURL,
    }) => {
      // axe on the long Content form takes most of it; 40 s on an idle
      // machine, twice that beside another browser test.
      test.setTimeout(150_000);
      const context = await browser.newContext({ colorScheme, baseURL });
      const page = await context.newPage();
      try {
        await signIn(page);
        for (const name of TABS) {
          await open(page, name);
          await expectNoAxeViolations(page);
        }
      } finally {
        await context.close();
      }
    });
});
