/**
 * The files derived from an uploaded portrait, shared by the server that
 * writes and serves them and the page that links them.
 */

/** Width to height: a portrait 4:5, the shape of a print photo and a phone's screen crop. */
export const PORTRAIT_ASPECT = { width: 4, height: 5 } as const;

/** Widths derived from each upload, smallest first (never wider than the cropped source). */
export const PORTRAIT_WIDTHS = [320, 640, 960] as const;

/** Formats derived at each width; the page offers them in this order. */
export const PORTRAIT_FORMATS = ["avif", "webp", "jpg"] as const;
export type PortraitFormat = (typeof PORTRAIT_FORMATS)[number];

/** A file's content type follows from its name's format alone, never from anything stored with it. */
export const PORTRAIT_CONTENT_TYPES: Record<PortraitFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

/** The height of a portrait `width` pixels wide. */
export const portraitHeight = (width: number) =>
  Math.round((width * PORTRAIT_ASPECT.height) / PORTRAIT_ASPECT.width);

/** "<id>-<width>.<format>": the stored file's name, and its path under /portrait/. */
export const portraitFileName = (
  id: string,
  width: number,
  format: PortraitFormat,
) => `${id}-${width}.${format}`;

const FILE_NAME = /^([a-f0-9]{16,64})-([1-9]\d{0,4})\.(avif|webp|jpg)$/;

/** The parts of a file name made by portraitFileName; null for any other name. */
export function parsePortraitFileName(
  name: string,
): { id: string; width: number; format: PortraitFormat } | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  return {
    id: match[1]!,
    width: Number(match[2]),
    format: match[3] as PortraitFormat,
  };
}
