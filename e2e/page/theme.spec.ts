// The light and the dark theme: the first visit follows the system's colour
// scheme, the toggle switches and is remembered, the first paint is already
// in the right theme (the head's inline script, allowed by its hash), and
// both themes pass axe, contrast included.
import type { Page } from "@playwright/test";
import { THEME_KEY } from "../../core/theme";
import { DICTIONARIES } from "../../web/page/i18n/dictionaries";
import { expect, expectNoAxeViolations, test } from "../fixtures";

const { darkTheme, lightTheme, openMenu, notFoundMessage } =
  DICTIONARIES.en.page;

/** The page's background colour's relative luminance, 0 (black) to 1 (white). */
function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const probe = document.createElement("canvas").getContext("2d")!;
    probe.fillStyle = getComputedStyle(document.body).backgroundColor;
    probe.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...probe.getImageData(0, 0, 1, 1).data].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });
}

const isLight = async (page: Page) => (await backgroundLuminance(page)) > 0.5;

/** The toggle in the navigation: the desktop card, or the phone's menu. */
async function toggle(page: Page, isMobile: boolean, name: string) {
  if (isMobile) {
    await page.getByRole("button", { name: openMenu }).click();
    await page.getByRole("dialog").getByRole("button", { name }).click();
    await page.keyboard.press("Escape");
  } else {
    await page.getByRole("button", { name }).click();
  }
}

for (const scheme of ["light", "dark"] as const) {
  test.describe(`a visitor whose system is ${scheme}`, () => {
    test.use({ colorScheme: scheme });

    test("gets that theme first, and the toggle switches it and says so", async ({
      page,
      isMobile,
      consoleErrors,
    }) => {
      await page.goto("/");
      expect(await isLight(page)).toBe(scheme === "light");
      const [now, other] =
        scheme === "light" ? [darkTheme, lightTheme] : [lightTheme, darkTheme];
      await toggle(page, isMobile, now);
      expect(await isLight(page)).toBe(scheme !== "light");
      if (!isMobile)
        await expect(page.getByRole("button", { name: other })).toBeVisible();
      expect(await page.evaluate((key) => localStorage[key], THEME_KEY)).toBe(
        scheme === "light" ? "dark" : "light",
      );
      // Back again: the system's theme, now as a pick.
      await toggle(page, isMobile, other);
      expect(await isLight(page)).toBe(scheme === "light");
      expect(consoleErrors).toEqual([]);
    });

    test("keeps the pick across visits, painted before any script file runs", async ({
      page,
      isMobile,
      consoleErrors,
    }) => {
      await page.goto("/");
      await toggle(page, isMobile, scheme === "light" ? darkTheme : lightTheme);
      // The next visit runs no script file at all: only the head's inline
      // script can have set the theme, before the body was painted.
      await page.route("**/assets/*.js", (route) => route.abort());
      await page.reload();
      expect(await isLight(page)).toBe(scheme !== "light");
      expect(
        await page.evaluate(() => document.documentElement.dataset.theme),
      ).toBe(scheme === "light" ? "dark" : "light");
      // The inline script ran under the CSP (a refusal is logged as an error).
      expect(
        consoleErrors.filter((e) => /Content Security Policy/i.test(e)),
      ).toEqual([]);
    });

    test("has no accessibility violations, contrast included, on the page and the 404", async ({
      page,
      isMobile,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/");
      await expectNoAxeViolations(page);
      if (isMobile) {
        await page.getByRole("button", { name: openMenu }).click();
        await expectNoAxeViolations(page);
      }
      await page.goto("/no-such-page");
      await expect(page.getByText(notFoundMessage)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test("without scripts the page follows the system's scheme and the headline is whole", async ({
  browser,
  baseURL,
}) => {
  for (const colorScheme of ["light", "dark"] as const) {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      colorScheme,
    });
    const page = await context.newPage();
    await page.goto(baseURL!);
    expect(await isLight(page)).toBe(colorScheme === "light");
    const headline = page.getByRole("heading", { level: 1 });
    const ink = await headline.evaluate((e) => getComputedStyle(e).color);
    await expect(headline.locator(".untyped")).toHaveCSS("color", ink);
    await context.close();
  }
});
