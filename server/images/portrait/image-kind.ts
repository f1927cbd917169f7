/** What the first bytes of an upload say it is; the name and Content-Type are never trusted. */
export type ImageKind = "jpeg" | "png" | "webp" | "avif" | "heic";

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

// ISO-BMFF brands (the `ftyp` box): AVIF is AV1 in a HEIF container; the
// others are HEVC, which the installed libvips cannot decode (no HEVC codec
// ships with sharp's prebuilt binaries, for patent reasons).
const AVIF_BRANDS = new Set(["avif", "avis"]);
const HEIC_BRANDS = new Set([
  "heic",
  "heix",
  "heim",
  "heis",
  "hevc",
  "hevx",
  "hevm",
  "hevs",
  "mif1",
  "msf1",
]);

/** The ftyp box's major and compatible brands, or null when the bytes do not start with one. */
function isoBrands(bytes: Uint8Array): string[] | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return null;
  const size = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0);
  const end = Math.min(size, bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4)
    brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/** The image format the bytes start with, or null for anything else (text, PDF, GIF, ...). */
export function imageKind(bytes: Uint8Array): ImageKind | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return "jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP")
    return "webp";
  const brands = isoBrands(bytes);
  if (!brands) return null;
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return "avif";
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return "heic";
  return null;
}
