// The package's ES module by path: Node reads its "main", a UMD file with no
// named exports, while the server's bundler reads the ES module's.
import { parse, type Font } from "opentype.js/dist/opentype.mjs";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The page's heading font as WOFF (opentype.js cannot read WOFF2), in the two
 * subsets the page loads: Latin, then Latin Extended for the letters it lacks
 * ("Ł", "ő", "ș"), so a name in any Latin-script language is drawn whole.
 */
const FONT_FILES = [
  "fraunces-latin-600-normal.woff",
  "fraunces-latin-ext-600-normal.woff",
] as const;

// From the TypeScript source (tests, the build's scripts) the fonts are read
// from their npm package, a development dependency; the compiled server reads
// the copies the build puts beside it in dist/server (package.json "build").
const HERE = fileURLToPath(import.meta.url);
const fontPath = (file: string) =>
  HERE.endsWith(".ts")
    ? createRequire(import.meta.url).resolve(
        `@fontsource/fraunces/files/${file}`,
      )
    : join(dirname(HERE), file);

function readFont(file: string): Font {
  const bytes = readFileSync(fontPath(file));
  return parse(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  );
}

/** The text cut where the font that has its letters changes (the first font by default). */
function runs(fonts: Font[], text: string): { font: Font; text: string }[] {
  const found: { font: Font; text: string }[] = [];
  for (const char of text) {
    const font =
      fonts.find((candidate) => candidate.charToGlyphIndex(char) > 0) ??
      fonts[0]!;
    const last = found.at(-1);
    if (last?.font === font) last.text += char;
    else found.push({ font, text: char });
  }
  return found;
}

/** The page's heading font, for drawing text as outlines: one Font over both subsets. */
export function loadHeadingFont(): Font {
  const fonts = FONT_FILES.map(readFont);
  const advance = (text: string, size: number) =>
    runs(fonts, text).reduce(
      (width, run) => width + run.font.getAdvanceWidth(run.text, size),
      0,
    );
  return {
    charToGlyphIndex: (char) =>
      Math.max(...fonts.map((font) => font.charToGlyphIndex(char))),
    getAdvanceWidth: advance,
    forEachGlyph(text, x, y, size, options, callback) {
      let at = x;
      for (const run of runs(fonts, text)) {
        run.font.forEachGlyph(run.text, at, y, size, options, callback);
        at += run.font.getAdvanceWidth(run.text, size);
      }
    },
  };
}
