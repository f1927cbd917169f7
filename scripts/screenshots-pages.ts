// `npm run screenshots`' pictures: the public page at phone and laptop sizes,
// then the owner's path through the admin (Content tab, a list section,
// History, a draft's preview). Motion is reduced, so the hero's typewriter
// shows its whole text, and each picture waits for fonts and images.
import type {
  Browser,
  BrowserContextOptions,
  Locator,
  Page,
} from "@playwright/test";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";

const OUT = "docs/screenshots";
const LAPTOP = { width: 1366, height: 900 };
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
const DRAFT_SUBTITLE =
  "I help founders and tech teams close deals, raise capital and scale across borders, from the first term sheet to the exit.";

export interface Written {
  file: string;
  bytes: number;
}

/** Every image decoded (lazy ones too), the fonts in, the network quiet. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll("img"))
      image.loading = "eager";
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) => image.decode().catch(() => {})),
    );
  });
  await page.waitForLoadState("networkidle");
}

/** A palette PNG at the highest compression: these pictures are mostly flat colour. */
async function save(name: string, png: Buffer): Promise<Written> {
  const file = join(OUT, name);
  const small = await sharp(png)
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toBuffer();
  await writeFile(file, small);
  return { file, bytes: small.length };
}

async function publicPage(browser: Browser, url: string) {
  const phone = await browser.newContext({ ...PHONE, reducedMotion: "reduce" });
  const small = await phone.newPage();
  await small.goto(url);
  await settle(small);
  const shots = [await save("page-phone.png", await small.screenshot())];
  // The same page in Portuguese, at /pt/.
  await small.goto(new URL("/pt/", url).href);
  await settle(small);
  shots.push(await save("page-phone-pt.png", await small.screenshot()));
  await phone.close();

  const laptop = await browser.newContext({
    viewport: LAPTOP,
    reducedMotion: "reduce",
  });
  const page = await laptop.newPage();
  await page.goto(url);
  await settle(page);
  shots.push(await save("page-laptop.png", await page.screenshot()));
  shots.push(
    await save(
      "page-laptop-full.png",
      await page.screenshot({ fullPage: true }),
    ),
  );
  await laptop.close();
  return shots;
}

/** The element with a margin of the page around it (a fieldset's legend stands above its box). */
async function around(page: Page, element: Locator, margin = 16) {
  await element.scrollIntoViewIfNeeded();
  const box = (await element.boundingBox())!;
  return page.screenshot({
    clip: {
      x: box.x - margin,
      y: box.y - margin,
      width: box.width + 2 * margin,
      height: box.height + 2 * margin,
    },
  });
}

/** Scrolls so the element's top sits just under the editor's sticky toolbar. */
async function scrollUnderToolbar(page: Page, selector: string) {
  await page.evaluate((target) => {
    const toolbar = document.querySelector(".sticky")?.getBoundingClientRect();
    const top = document.querySelector(target)!.getBoundingClientRect().top;
    window.scrollBy(0, top - (toolbar?.height ?? 0) - 16);
  }, selector);
}

async function editor(browser: Browser, url: string, password: string) {
  const context = await browser.newContext({
    viewport: LAPTOP,
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  await page.goto(`${url}/admin`);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("tab", { name: "Content" }).click();
  await page.getByRole("heading", { name: "Identity" }).waitFor();
  await settle(page);
  const shots = [await save("editor-content.png", await page.screenshot())];

  const languages = page.getByRole("region", { name: "Languages on the site" });
  shots.push(await save("editor-languages.png", await around(page, languages)));

  const portrait = page.getByRole("group", { name: "Portrait" });
  shots.push(await save("editor-portrait.png", await around(page, portrait)));

  await scrollUnderToolbar(page, "#content-experience");
  shots.push(await save("editor-experience.png", await page.screenshot()));

  const history = page.getByRole("region", { name: "History" });
  await history.getByText("Portrait added").waitFor();
  shots.push(await save("editor-history.png", await around(page, history)));

  // A draft edit, then the preview the toolbar opens (saved first).
  await page.getByLabel("Subtitle", { exact: true }).fill(DRAFT_SUBTITLE);
  const opened = context.waitForEvent("page");
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const preview = await opened;
  await preview.getByText(DRAFT_SUBTITLE).waitFor();
  await settle(preview);
  shots.push(await save("preview.png", await preview.screenshot()));
  await context.close();
  return shots;
}

/** Writes the pictures into docs/screenshots/; returns their files and sizes. */
export async function takeScreenshots(
  browser: Browser,
  url: string,
  password: string,
): Promise<Written[]> {
  await mkdir(OUT, { recursive: true });
  return [
    ...(await publicPage(browser, url)),
    ...(await editor(browser, url, password)),
  ];
}
