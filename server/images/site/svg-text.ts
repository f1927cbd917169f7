import type { Font, PathCommand } from "opentype.js/dist/opentype.mjs";

const KERNED = { kerning: true };

const number = (value: number) => Number(value.toFixed(2)).toString();

/**
 * A glyph's outline as SVG path data, written here: opentype.js 2.0's own
 * `toPathData` writes "NaN" for some coordinates at some sizes (an "O" at
 * 350 px among them), which made a name's icon fail to draw.
 */
function pathData(commands: PathCommand[]): string {
  return commands
    .map((command) => {
      switch (command.type) {
        case "M":
        case "L":
          return `${command.type}${number(command.x)} ${number(command.y)}`;
        case "Q":
          return `Q${number(command.x1)} ${number(command.y1)} ${number(command.x)} ${number(command.y)}`;
        case "C":
          return `C${number(command.x1)} ${number(command.y1)} ${number(command.x2)} ${number(command.y2)} ${number(command.x)} ${number(command.y)}`;
        default:
          return "Z";
      }
    })
    .join("");
}

/**
 * Text as SVG paths, so the image needs no font where it is rasterised. Each
 * glyph is drawn at the origin and moved into place.
 */
export function textPath(
  font: Font,
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
): string {
  const glyphs: string[] = [];
  font.forEachGlyph(text, x, y, size, KERNED, (glyph, gx, gy, gSize) => {
    const d = pathData(glyph.getPath(0, 0, gSize).commands);
    if (d.includes("NaN"))
      throw new Error(`Cannot draw a glyph of ${JSON.stringify(text)}`);
    if (d)
      glyphs.push(
        `<path transform="translate(${gx.toFixed(2)} ${gy})" d="${d}"/>`,
      );
  });
  return `<g fill="${fill}">${glyphs.join("")}</g>`;
}

/** Splits text into lines no wider than `width` at the given size. */
export function wrap(
  font: Font,
  text: string,
  size: number,
  width: number,
): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.getAdvanceWidth(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Converts the profile's "H S% L%" accent to #rrggbb (not every rasteriser reads hsl()). */
export function hslToHex(hsl: string): string {
  const [h, s, l] = hsl.match(/[\d.]+/g)!.map(Number) as [
    number,
    number,
    number,
  ];
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}
