// What the page fetches before its first paint: only its HTML and the
// heading font (and the portrait, when there is one). The scripts, the late
// part of the stylesheet and the body font start once that paint is on
// screen (core/boot-script.ts), and the inlined part of the stylesheet
// styles the server-rendered page exactly as the whole stylesheet does
// (server/render/critical-css.ts).
import type { Page } from "@playwright/test";
import { DICTIONARIES } from "../../web/page/i18n/dictionaries";
import { expect, test } from "../fixtures";

/** Start times (ms since navigation) of the first contentful paint and of each resource. */
function timings(page: Page) {
  return page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
    resources: performance
      .getEntriesByType("resource")
      .map(({ name, startTime }) => ({ name, startTime })),
  }));
}

test("the scripts, the late stylesheet and the body font start after the first paint", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  await expect(page.locator("html")).not.toHaveAttribute("data-fonts");
  // The body font is Figtree once the page has started.
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily))
    .toMatch(/^"?Figtree"?,/);
  await page.waitForLoadState("networkidle");
  const { paint, resources } = await timings(page);
  const late = resources.filter(({ name }) =>
    /\/assets\/(main-[\w-]+\.js|main-[\w-]+-late\.css|en-[\w-]+\.js|figtree[\w-]*\.woff2)$/.test(
      new URL(name).pathname,
    ),
  );
  expect(late.map(({ name }) => new URL(name).pathname.split("-")[0])).toEqual(
    expect.arrayContaining(["/assets/main", "/assets/en", "/assets/figtree"]),
  );
  for (const { name, startTime } of late)
    expect(startTime, name).toBeGreaterThan(paint);
  // Before the paint: the heading font (preloaded), the print stylesheet
  // (media="print", never render-blocking) and the browser's own fetch of the
  // icon, nothing else.
  const early = resources
    .filter(({ startTime }) => startTime < paint)
    .map(({ name }) => new URL(name).pathname.replace(/-[\w]+\.(\w+)$/, ".$1"));
  for (const path of early)
    expect([
      "/assets/fraunces-latin-600-normal.woff2",
      "/assets/print.css",
      "/favicon.svg",
    ]).toContain(path);
});

test("a visit from another of the site's pages uses the body font from the first paint", async ({
  page,
}) => {
  // Records whether the boot script ever held the body font back.
  await page.addInitScript(() => {
    // Before the parser has made <html>: watch the whole document.
    new MutationObserver(() => {
      if (document.documentElement?.dataset.fonts === "later")
        sessionStorage.setItem("fontsLater", "yes");
    }).observe(document, { attributes: true, subtree: true });
  });
  const heldBack = () =>
    page.evaluate(() => sessionStorage.getItem("fontsLater"));
  await page.goto("/privacy");
  expect(await heldBack()).toBe("yes");
  await page.evaluate(() => sessionStorage.clear());
  // The privacy page's link home: the referrer is the site itself.
  await page
    .getByRole("link", { name: DICTIONARIES.en.page.returnHome })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  expect(await heldBack()).toBeNull();
});

/** Every element's computed style, and its pseudo-elements' where they have content. */
function computedStyles(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    const record = (key: string, style: CSSStyleDeclaration) => {
      for (let i = 0; i < style.length; i++) {
        const name = style[i]!;
        out.push(`${key} ${name}: ${style.getPropertyValue(name)}`);
      }
    };
    document.body.querySelectorAll("*").forEach((element, index) => {
      const key = `${index} ${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`;
      record(key, getComputedStyle(element));
      for (const pseudo of ["::before", "::after"]) {
        const style = getComputedStyle(element, pseudo);
        if (style.content !== "none") record(`${key}${pseudo}`, style);
      }
    });
    return out;
  });
}

for (const scheme of ["light", "dark"] as const)
  test(`the inlined stylesheet styles the server-rendered page as the whole one does (${scheme})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: scheme });
    // No hydration (the server's HTML stays as sent), no late part: the
    // inlined rules alone.
    await page.route(/\/assets\/main-[\w-]+(\.js|-late\.css)$/, (route) =>
      route.abort(),
    );
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveAttribute("data-fonts");
    const late = await page
      .locator('link[rel="stylesheet"]:not([media])')
      .getAttribute("href");
    // Sizes depend on the body font: compare once it has swapped in.
    await page.evaluate(() => document.fonts.ready);
    const inlined = await computedStyles(page);
    // Then the whole stylesheet the build wrote, after the inlined part.
    const whole = late!.replace(/-late\.css$/, ".css");
    await page.evaluate(
      (href) =>
        new Promise((resolve, reject) => {
          const link = document.createElement("link");
          link.rel = "stylesheet";
          link.href = href;
          link.onload = resolve;
          link.onerror = reject;
          document.head.append(link);
        }),
      whole,
    );
    await page.evaluate(() => document.fonts.ready);
    const withWhole = await computedStyles(page);
    expect(inlined.length).toBeGreaterThan(10_000);
    expect(inlined.filter((line, i) => line !== withWhole[i])).toEqual([]);
  });
