import { createHash } from "node:crypto";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import {
  PORTRAIT_FORMATS,
  PORTRAIT_WIDTHS,
  portraitFileName,
  portraitHeight,
  type PortraitFormat,
} from "../../../core/content/portrait-files";
import type { PortraitFile } from "../../store/repos/portrait-files";
import { cropBox, type PortraitFocus } from "./portrait-focus";

/**
 * The most pixels the server decodes: a 48 MP phone photo passes; a
 * "decompression bomb" (a small file declaring a huge image) does not.
 */
const MAX_INPUT_PIXELS = 50_000_000;

export type DerivedPortrait =
  | {
      ok: true;
      /** A content hash of every derived file. */
      id: string;
      /** The largest file's size, for the page's width and height attributes. */
      width: number;
      height: number;
      widths: number[];
      files: PortraitFile[];
    }
  | { ok: false; status: 400 | 413 | 415; error: string };

const DECODABLE = new Set(["jpeg", "png", "webp", "heif"]);

/**
 * What the JPEG shows where a photo is transparent. The JPEG is only for
 * browsers without WebP, and a file cannot know the visitor's theme: this
 * grey has the same contrast (4.2:1) with the light page, hsl(40 33% 98%),
 * as with the dark one, hsl(222 42% 9%), so the cut-out reads as a mid-tone
 * frame in both instead of a white box on the dark page or a dark one on the
 * light page.
 *
 * @internal
 */
export const JPEG_BACKGROUND = { r: 120, g: 120, b: 120 };

// No visible blocking on a portrait at 2x density. AVIF at effort 2: effort
// 4 took 5.6 s for one 960 px file here against 0.3 s. AVIF and WebP keep
// the alpha channel when there is one.
const ENCODERS: Record<PortraitFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
  jpg: (image) =>
    image
      .flatten({ background: JPEG_BACKGROUND })
      .jpeg({ quality: 80, mozjpeg: true }),
};

/** PORTRAIT_WIDTHS up to the crop's width, and the crop's own width when it falls between two. */
function widthsFor(cropWidth: number): number[] {
  const widths: number[] = PORTRAIT_WIDTHS.filter(
    (width) => width <= cropWidth,
  );
  if (cropWidth < PORTRAIT_WIDTHS.at(-1)! && !widths.includes(cropWidth))
    widths.push(cropWidth);
  return widths;
}

const megapixels = (pixels: number) => Math.round(pixels / 1_000_000);

/**
 * Decodes an upload (JPEG, PNG, WebP or AVIF; its bytes, or the path of
 * the file holding them), turns it upright, cuts the
 * portrait from it and encodes every width in every format, keeping its
 * transparency where the format can (AVIF, WebP). No metadata is
 * carried over (EXIF with its GPS position, XMP, IPTC, ICC): sharp writes
 * none unless asked, and converts the pixels to sRGB.
 */
export async function derivePortrait(
  input: Uint8Array | string,
  focus: PortraitFocus,
): Promise<DerivedPortrait> {
  const header = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header || !DECODABLE.has(header.format ?? "") || !header.width)
    return {
      ok: false,
      status: 415,
      error: "The file could not be read as a JPEG, PNG, WebP or AVIF photo",
    };
  const pixels = header.width * header.height;
  if (pixels > MAX_INPUT_PIXELS)
    return {
      ok: false,
      status: 413,
      error: `The photo has ${megapixels(pixels)} megapixels (${header.width} × ${header.height}); the server takes at most ${megapixels(MAX_INPUT_PIXELS)}. Export it smaller and upload again.`,
    };
  const upright = header.autoOrient;
  const box = cropBox(upright.width, upright.height, focus);
  if (!box.ok) return { ok: false, status: 400, error: box.error };

  const widths = widthsFor(box.value.width);
  const largest = widths.at(-1)!;
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      autoOrient: true,
    })
      .extract(box.value)
      .resize(largest, portraitHeight(largest), { fit: "fill" })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return {
      ok: false,
      status: 415,
      error:
        "The photo could not be decoded: is the file complete? Export it again as JPEG.",
    };
  }
  const raw = {
    raw: {
      width: base.info.width,
      height: base.info.height,
      channels: base.info.channels,
    },
  };
  // A PNG or WebP often has an alpha channel without one transparent pixel:
  // its files are then made as an opaque photo's, smaller.
  const opaque =
    base.info.channels === 4 && (await sharp(base.data, raw).stats()).isOpaque;
  const encoded: { width: number; format: PortraitFormat; bytes: Buffer }[] =
    [];
  for (const width of widths)
    for (const format of PORTRAIT_FORMATS) {
      const resized = sharp(base.data, raw).resize(
        width,
        portraitHeight(width),
        {
          fit: "fill",
        },
      );
      encoded.push({
        width,
        format,
        bytes: await ENCODERS[format](
          opaque ? resized.removeAlpha() : resized,
        ).toBuffer(),
      });
    }
  const hash = createHash("sha256");
  for (const { bytes } of encoded) hash.update(bytes);
  const id = hash.digest("hex").slice(0, 32);
  const files = encoded.map(({ width, format, bytes }) => ({
    name: portraitFileName(id, width, format),
    bytes,
  }));
  return {
    ok: true,
    id,
    width: largest,
    height: portraitHeight(largest),
    widths,
    files,
  };
}
