import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Font } from "fontkit";
import { woffToSfnt } from "./woff-to-sfnt";

/** The CV's three faces: the page's heading font, and its body font in two weights. */
export type FaceName = "heading" | "body" | "strong";

/**
 * Static WOFF 1.0 files, in the two subsets the page loads: pdfkit cannot
 * draw a variable font, and fontkit cannot subset the page's WOFF2 files.
 */
const FACE_FILES: Record<FaceName, { package: string; stem: string }> = {
  heading: { package: "@fontsource/fraunces", stem: "fraunces-{subset}-600" },
  body: { package: "@fontsource/figtree", stem: "figtree-{subset}-400" },
  strong: { package: "@fontsource/figtree", stem: "figtree-{subset}-600" },
};
const SUBSETS = ["latin", "latin-ext"] as const;

// From the TypeScript source (tests, the benchmark) the fonts are read from
// their npm packages, development dependencies; the compiled server reads the
// copies the build puts beside it in dist/server (package.json "build").
const HERE = fileURLToPath(import.meta.url);
const fontPath = (packageName: string, file: string) =>
  HERE.endsWith(".ts")
    ? createRequire(import.meta.url).resolve(`${packageName}/files/${file}`)
    : join(dirname(HERE), file);

/**
 * The files the compiled server reads beside it in dist/server.
 * @internal
 */
export const CV_FONT_FILES = Object.values(FACE_FILES).flatMap(({ stem }) =>
  SUBSETS.map((subset) => `${stem.replace("{subset}", subset)}-normal.woff`),
);

/** One face's two subsets, parsed, and the names they are registered under in a document. */
export interface CvFace {
  fonts: { name: string; font: Font }[];
}
export type CvFonts = Record<FaceName, CvFace>;

async function loadFace(face: FaceName): Promise<CvFace> {
  const { create } = await import("fontkit");
  const { package: packageName, stem } = FACE_FILES[face];
  const fonts = await Promise.all(
    SUBSETS.map(async (subset) => {
      const file = `${stem.replace("{subset}", subset)}-normal.woff`;
      const font = create(
        woffToSfnt(await readFile(fontPath(packageName, file))),
      );
      // The Latin file under its PostScript name: pdfkit files the default
      // font under that name, and asked for the same font under another
      // name it opens and compares it again on every call.
      const name =
        subset === "latin"
          ? font.postscriptName
          : `${font.postscriptName}-${subset}`;
      return { name, font };
    }),
  );
  return { fonts };
}

let loading: Promise<CvFonts> | null = null;

/** The CV's fonts, read and parsed once per process (each PDF shares them). */
export function loadCvFonts(): Promise<CvFonts> {
  loading ??= (async () => {
    const [heading, body, strong] = await Promise.all(
      (["heading", "body", "strong"] as const).map(loadFace),
    );
    return { heading: heading!, body: body!, strong: strong! };
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * The text cut where the subset that has its letters changes: Latin first,
 * Latin Extended for what Latin lacks ("ă", "ł", "ș"); a letter neither has
 * stays with Latin.
 */
export function fontRuns(
  face: CvFace,
  text: string,
): { name: string; text: string }[] {
  const runs: { name: string; text: string }[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const { name } =
      face.fonts.find(({ font }) => font.hasGlyphForCodePoint(codePoint)) ??
      face.fonts[0]!;
    const last = runs.at(-1);
    if (last?.name === name) last.text += char;
    else runs.push({ name, text: char });
  }
  return runs;
}
