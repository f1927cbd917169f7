// What every picture of `npm run screenshots` shares: the window sizes, the
// themes, the wait before a shot and the compressed save.
import type {
  Browser,
  BrowserContextOptions,
  Locator,
  Page,
} from "@playwright/test";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";

export const OUT = "docs/screenshots";
export const LAPTOP: BrowserContextOptions = {
  viewport: { width: 1366, height: 900 },
};
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
/** The page follows the system's colour scheme (until a visitor picks one), so each theme is an emulated scheme. */
export const THEMES = ["light", "dark"] as const;
type Theme = (typeof THEMES)[number];

export interface Written {
  file: string;
  bytes: number;
}

/** A context at a size and in a theme, with motion reduced (the hero's typewriter shows its whole text). */
export function themedContext(
  browser: Browser,
  size: BrowserContextOptions,
  theme: Theme,
) {
  return browser.newContext({
    ...size,
    colorScheme: theme,
    reducedMotion: "reduce",
  });
}

/** Every image decoded (lazy ones too), the fonts in, the network quiet. */
export async function settle(page: Page) {
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
export async function save(name: string, png: Buffer): Promise<Written> {
  const file = join(OUT, name);
  const small = await sharp(png)
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toBuffer();
  await writeFile(file, small);
  return { file, bytes: small.length };
}

/** The element with a margin of the page around it (a fieldset's legend stands above its box). */
export async function around(page: Page, element: Locator, margin = 16) {
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
