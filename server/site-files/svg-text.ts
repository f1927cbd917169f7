// The package's ES module by path: Node reads its "main", a UMD file with no
// named exports, while the server's bundler reads the ES module's.
import { parse, type Font } from "opentype.js/dist/opentype.mjs";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The page's heading font as WOFF: opentype.js cannot read WOFF2. */
const HEADING_FONT_FILE = "fraunces-latin-600-normal.woff";

// From the TypeScript source (tests, the build's scripts) the font is read
// from its npm package, a development dependency; the compiled server reads
// the copy the build puts beside it in dist/server (package.json "build").
const HERE = fileURLToPath(import.meta.url);
const fontPath = () =>
  HERE.endsWith(".ts")
    ? createRequire(import.meta.url).resolve(
        `@fontsource/fraunces/files/${HEADING_FONT_FILE}`,
      )
    : join(dirname(HERE), HEADING_FONT_FILE);

/** The page's heading font, for drawing text as outlines. */
export function loadHeadingFont(): Font {
  const file = readFileSync(fontPath());
  return parse(
    file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength),
  );
}

const KERNED = { kerning: true };

/**
 * Text as SVG paths, so the image needs no font where it is rasterised. Each
 * glyph is drawn at the origin and moved into place: opentype.js 2.0 emits
 * NaN coordinates for some glyphs drawn at fractional positions.
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
    const d = glyph.getPath(0, 0, gSize).toPathData(2);
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
