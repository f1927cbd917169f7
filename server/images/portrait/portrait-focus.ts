import {
  PORTRAIT_ASPECT,
  portraitHeight,
} from "../../../core/content/portrait-files";

/** Where to cut the portrait from the upright photo. */
export type PortraitFocus =
  | { kind: "centre" }
  /** A box in the upright photo's pixels, as the editor shows it. */
  | { kind: "box"; x: number; y: number; width: number; height: number };

export interface CropBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Narrower crops would be blown up on the page. */
const MIN_CROP_WIDTH = 160;

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** `?focus=centre` (the default) or `?crop=x,y,w,h`. */
export function parseFocus(query: {
  focus?: string;
  crop?: string;
}): Parsed<PortraitFocus> {
  if (query.crop !== undefined) {
    const parts = query.crop.split(",");
    if (parts.length !== 4 || !parts.every((part) => /^\d{1,6}$/.test(part)))
      return {
        ok: false,
        error: "crop must be four whole numbers: x,y,width,height",
      };
    const [x, y, width, height] = parts.map(Number) as [
      number,
      number,
      number,
      number,
    ];
    return { ok: true, value: { kind: "box", x, y, width, height } };
  }
  if (query.focus === undefined || query.focus === "centre")
    return { ok: true, value: { kind: "centre" } };
  return {
    ok: false,
    error: "focus must be centre, or give crop=x,y,width,height",
  };
}

/**
 * The portrait-shaped box to cut from an upright photo of `width` × `height`:
 * the largest one centred in the given box (or in the whole photo). A box
 * of another shape is trimmed on its longer side, about its centre.
 */
export function cropBox(
  width: number,
  height: number,
  focus: PortraitFocus,
): Parsed<CropBox> {
  const area =
    focus.kind === "box"
      ? {
          left: focus.x,
          top: focus.y,
          width: focus.width,
          height: focus.height,
        }
      : { left: 0, top: 0, width, height };
  if (
    area.width === 0 ||
    area.height === 0 ||
    area.left + area.width > width ||
    area.top + area.height > height
  )
    return {
      ok: false,
      error: `The crop box must lie inside the photo (${width} × ${height} pixels)`,
    };
  const cropWidth = Math.min(
    area.width,
    Math.floor((area.height * PORTRAIT_ASPECT.width) / PORTRAIT_ASPECT.height),
  );
  // Never taller than the area: cropWidth × 5/4 ≤ area.height, a whole number.
  const cropHeight = portraitHeight(cropWidth);
  if (cropWidth < MIN_CROP_WIDTH)
    return {
      ok: false,
      error: `The portrait must be at least ${MIN_CROP_WIDTH} pixels wide: choose a larger area or a larger photo`,
    };
  return {
    ok: true,
    value: {
      left: area.left + Math.floor((area.width - cropWidth) / 2),
      top: area.top + Math.floor((area.height - cropHeight) / 2),
      width: cropWidth,
      height: cropHeight,
    },
  };
}
