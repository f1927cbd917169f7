import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { photoLike } from "../../testing/portrait-images";
import { derivePortrait, JPEG_BACKGROUND } from "./derive-portrait";

// The smallest portrait the server takes (160 × 200): one width, three files, quick to encode.
const WIDTH = 160;
const HEIGHT = 200;

/** A terracotta PNG with RGBA pixels whose top-left quarter is fully transparent (or none of it). */
function rgbaPng({ transparentCorner }: { transparentCorner: boolean }) {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const clear = transparentCorner && x < WIDTH / 2 && y < HEIGHT / 2;
      pixels.set([200, 90, 60, clear ? 0 : 255], (y * WIDTH + x) * 4);
    }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 4 } })
    .png()
    .toBuffer();
}

async function derived(input: Buffer) {
  const result = await derivePortrait(input, { kind: "centre" });
  if (!result.ok) throw new Error(result.error);
  expect(result.widths).toEqual([WIDTH]);
  return Object.fromEntries(
    result.files.map(({ name, bytes }) => [name.split(".").at(-1)!, bytes]),
  );
}

/** The RGBA values of the pixel at (x, y). */
async function pixelAt(file: Uint8Array, x: number, y: number) {
  const { data } = await sharp(file)
    .ensureAlpha()
    .extract({ left: x, top: y, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data];
}

describe("derivePortrait", () => {
  it("keeps a transparent photo's transparency in AVIF and WebP, and puts the JPEG on the neutral grey", async () => {
    const files = await derived(await rgbaPng({ transparentCorner: true }));
    for (const format of ["avif", "webp"]) {
      const file = files[format]!;
      expect(await sharp(file).metadata()).toMatchObject({
        format: format === "avif" ? "heif" : "webp",
        hasAlpha: true,
        channels: 4,
      });
      expect((await pixelAt(file, 20, 20))[3]).toBeLessThanOrEqual(2);
      const opaque = await pixelAt(file, 120, 160);
      expect(opaque[3]).toBeGreaterThanOrEqual(253);
      opaque
        .slice(0, 3)
        .forEach((value, channel) =>
          expect(Math.abs(value - [200, 90, 60][channel]!)).toBeLessThan(12),
        );
    }
    const jpeg = files.jpg!;
    expect(await sharp(jpeg).metadata()).toMatchObject({
      format: "jpeg",
      hasAlpha: false,
      channels: 3,
    });
    const { r, g, b } = JPEG_BACKGROUND;
    const behind = await pixelAt(jpeg, 20, 20);
    [r, g, b].forEach((value, channel) =>
      expect(Math.abs(behind[channel]! - value)).toBeLessThan(4),
    );
  }, 30_000);

  it("adds no alpha channel to an opaque JPEG", async () => {
    const photo = await photoLike({ width: WIDTH, height: HEIGHT, sigma: 12 })
      .jpeg()
      .toBuffer();
    const files = await derived(photo);
    for (const file of Object.values(files))
      expect(await sharp(file).metadata()).toMatchObject({
        hasAlpha: false,
        channels: 3,
      });
  }, 30_000);

  it("drops the alpha channel of a PNG that has one but no transparent pixel", async () => {
    const files = await derived(await rgbaPng({ transparentCorner: false }));
    for (const file of Object.values(files))
      expect(await sharp(file).metadata()).toMatchObject({
        hasAlpha: false,
        channels: 3,
      });
  }, 30_000);
});
