import { gzipSync } from "node:zlib";
import { expect, test } from "./fixtures";

// Issue #6: everything the public page fetches until it is idle, in gzip bytes.
const JS_BUDGET = 90 * 1024;
const CSS_BUDGET = 12 * 1024;

test("the public page stays within its JavaScript and CSS budgets", async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name === "mobile",
    "the bytes are the same at every width",
  );
  const scripts = new Map<string, Promise<Buffer>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      scripts.set(response.url(), response.body());
  });
  await page.goto("/", { waitUntil: "networkidle" });

  const sizes = await Promise.all(
    [...scripts].map(async ([url, body]) => ({
      url,
      gzip: gzipSync(await body, { level: 9 }).length,
    })),
  );
  const totalJs = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
  const css = await page.evaluate(() =>
    [...document.querySelectorAll("style")]
      .map((style) => style.textContent ?? "")
      .join(""),
  );
  const totalCss = gzipSync(css, { level: 9 }).length;
  console.log(
    `public page: JS ${(totalJs / 1024).toFixed(1)} KB gzip in ${sizes.length} files, CSS ${(totalCss / 1024).toFixed(1)} KB gzip`,
  );

  expect(sizes.length).toBeGreaterThan(0);
  expect(totalJs).toBeLessThanOrEqual(JS_BUDGET);
  expect(totalCss).toBeLessThanOrEqual(CSS_BUDGET);
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
});
