import { gzipSync } from "node:zlib";
import { DICTIONARIES } from "../../web/page/i18n/dictionaries";
import { expect, test } from "../fixtures";

// Everything the public page fetches until it is idle, in gzip bytes, stays
// within 90 KB of JavaScript and 12 KB of CSS
// (docs/decisions/021-page-and-admin-built-apart.md).
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
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll("style")]
      .map((style) => style.textContent ?? "")
      .join(""),
  );
  // Two links, never render-blocking: the print stylesheet, and the late part
  // of the page's own, linked after the first paint. Each is compressed on
  // its own: the late part repeats some of the inlined rules, and both count.
  const links = page.locator('link[rel="stylesheet"]');
  await expect(links).toHaveCount(2);
  await expect(links.and(page.locator('[media="print"]'))).toHaveCount(1);
  const sheets = await Promise.all(
    (
      await links.evaluateAll((all) =>
        all.map((link) => link.getAttribute("href")!),
      )
    ).map(async (href) => (await page.request.get(href)).text()),
  );
  const totalCss = [inline, ...sheets].reduce(
    (sum, css) => sum + gzipSync(css, { level: 9 }).length,
    0,
  );
  console.log(
    `public page: JS ${(totalJs / 1024).toFixed(1)} KB gzip in ${sizes.length} files, CSS ${(totalCss / 1024).toFixed(1)} KB gzip`,
  );

  expect(sizes.length).toBeGreaterThan(0);
  expect(totalJs).toBeLessThanOrEqual(JS_BUDGET);
  expect(totalCss).toBeLessThanOrEqual(CSS_BUDGET);
});

// Opening the testimonial form loads its code on demand; none of the admin's
// (which shares zod with the form's rules) may come with it.
const FORM_BUDGET = 12 * 1024;

test("opening the testimonial form fetches only the form's code", async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name === "mobile",
    "the bytes are the same at every width",
  );
  await page.goto("/", { waitUntil: "networkidle" });
  const scripts: Promise<Buffer>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      scripts.push(response.body());
  });
  await page.getByRole("button", { name: "Add Your Testimonial" }).click();
  await expect(
    page.getByRole("heading", { name: "Share Your Testimonial" }),
  ).toBeVisible();
  await page.waitForLoadState("networkidle");
  const bodies = await Promise.all(scripts);
  const total = bodies.reduce(
    (sum, body) => sum + gzipSync(body, { level: 9 }).length,
    0,
  );
  console.log(
    `testimonial form: JS ${(total / 1024).toFixed(1)} KB gzip in ${bodies.length} files`,
  );
  expect(bodies.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(FORM_BUDGET);
});

// Each language's page: the same JavaScript budget, and of the interface
// dictionaries only its own language's chunk, whether the page fetches it to
// hydrate or when the form opens.
const DICTIONARY_CHUNK = /\/assets\/(?:dictionary-)?(en|pt)-[\w-]+\.js$/;

for (const [path, lang, other] of [
  ["/", "en", "pt"],
  ["/pt/", "pt", "en"],
] as const)
  test(`${path} stays within the JavaScript budget and fetches only the ${lang} dictionary`, async ({
    page,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === "mobile",
      "the bytes are the same at every width",
    );
    const scripts = new Map<string, Promise<Buffer>>();
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    page.on("response", (response) => {
      if (response.request().resourceType() === "script")
        scripts.set(response.url(), response.body());
    });
    // A reader of the page's language: a browser that prefers the other one
    // is offered it, in its words, which come with its dictionary.
    await page.setExtraHTTPHeaders({ "accept-language": lang });
    await page.addInitScript(
      (tag) => Object.defineProperty(navigator, "languages", { value: [tag] }),
      lang,
    );
    await page.goto(path, { waitUntil: "networkidle" });
    const bodies = await Promise.all(scripts.values());
    const totalJs = bodies.reduce(
      (sum, body) => sum + gzipSync(body, { level: 9 }).length,
      0,
    );
    console.log(
      `${path}: JS ${(totalJs / 1024).toFixed(1)} KB gzip in ${bodies.length} files`,
    );
    expect(totalJs).toBeLessThanOrEqual(JS_BUDGET);

    const { page: strings, form } = DICTIONARIES[lang];
    await page.getByRole("button", { name: strings.addTestimonial }).click();
    await expect(page.getByRole("heading", { name: form.title })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const dictionaries = requested
      .map((url) => DICTIONARY_CHUNK.exec(new URL(url).pathname)?.[1])
      .filter(Boolean);
    expect(dictionaries).toContain(lang);
    expect(dictionaries).not.toContain(other);
  });
