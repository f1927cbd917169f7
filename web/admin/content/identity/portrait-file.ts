import { PORTRAIT_ASPECT } from "../../../../core/content/portrait-files";

/**
 * The server refuses bigger uploads (413); the editor says so before sending.
 * @internal
 */
export const MAX_PORTRAIT_BYTES = 15 * 1024 * 1024;

const ACCEPTED: Record<string, string> = {
  "image/jpeg": "jpg|jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
};
export const PORTRAIT_ACCEPT = Object.keys(ACCEPTED).join(",");

/** Why the chosen file cannot be a portrait, or null when it can be sent. */
export function portraitFileProblem(file: File): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? "";
  const known =
    file.type in ACCEPTED ||
    Object.values(ACCEPTED).some((list) => list.split("|").includes(extension));
  if (!known) return "Choose a JPEG, PNG, WebP or AVIF image.";
  if (file.size > MAX_PORTRAIT_BYTES)
    return `The image is ${(file.size / 1024 / 1024).toFixed(1)} MB; at most 15 MB.`;
  if (file.size === 0) return "The file is empty.";
  return null;
}

/**
 * The crop box (4:5, as the page shows the portrait) in the source's pixels:
 * `size` is a percentage of the largest box that fits, `left` and `top`
 * place it (0 = at the left or top edge, 100 = at the right or bottom).
 */
export function cropBox(
  source: { width: number; height: number },
  { size, left, top }: { size: number; left: number; top: number },
) {
  const widest = Math.min(
    source.width,
    (source.height * PORTRAIT_ASPECT.width) / PORTRAIT_ASPECT.height,
  );
  const width = Math.max(1, Math.round((widest * size) / 100));
  const height = Math.min(
    source.height,
    Math.round((width * PORTRAIT_ASPECT.height) / PORTRAIT_ASPECT.width),
  );
  return {
    x: Math.round(((source.width - width) * left) / 100),
    y: Math.round(((source.height - height) * top) / 100),
    width,
    height,
  };
}
