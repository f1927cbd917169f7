import sharp from "sharp";
import { expect, it } from "vitest";
import { renderSiteImages } from "./render-site-images";
import { PORTRAIT_PANEL } from "./site-images";

/** A 400 × 500 WebP whose left half is transparent and right half red. */
function halfTransparentPortrait() {
  const width = 400;
  const height = 500;
  const pixels = Buffer.alloc(width * height * 4);
  for (let at = 0; at < width * height; at++)
    if (at % width >= width / 2) pixels.set([220, 20, 20, 255], at * 4);
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .webp({ lossless: true })
    .toBuffer();
}

async function pixel(png: Uint8Array, x: number, y: number) {
  const { data } = await sharp(png)
    .removeAlpha()
    .extract({ left: x, top: y, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data];
}

it("shows the card's panel through a transparent portrait", async () => {
  const portraitId = "a".repeat(32);
  const images = await renderSiteImages({
    card: {
      name: "Ana Lima",
      title: "Counsel",
      subtitle: "Contracts",
      accentColor: "213 94% 68%",
      host: "",
      portraitId,
    },
    portrait: await halfTransparentPortrait(),
  });
  const card = images["/og-image.png"];
  const { left, width, height } = PORTRAIT_PANEL;
  const panel = [0x1b, 0x25, 0x38];
  const clear = await pixel(card, left + width / 4, height / 2);
  clear.forEach((value, i) =>
    expect(Math.abs(value - panel[i]!)).toBeLessThanOrEqual(2),
  );
  const [red, green, blue] = await pixel(
    card,
    left + (3 * width) / 4,
    height / 2,
  );
  expect(red).toBeGreaterThan(200);
  expect(green! + blue!).toBeLessThan(60);
}, 30_000);
