import type PDFDocument from "pdfkit";
import type { CvOutline } from "../../core/cv/cv-outline";
import {
  contrastRatio,
  hslToRgb,
  rgbToHex,
  type Rgb,
} from "../../core/accent-colours";
import { cvLines, type CvColours } from "./cv-pdf-lines";
import { loadCvFonts } from "./cv-pdf-fonts";
import { paginate } from "./paginate";
import { PdfText } from "./pdf-text";

type CvPageSize = "A4" | "LETTER";

export interface CvPdfMeta {
  /** The CV's language, a BCP 47 tag ("en", "pt-PT"). */
  langTag: string;
  /** The document's title, shown by viewers in place of the file name. */
  title: string;
  /** The published revision's date. */
  createdAt: Date;
  pageSize: CvPageSize;
  /** The footer's page label from page 2 on, in the CV's language; "2 / 3" by default. */
  footerLabel?: (page: number, pageCount: number) => string;
}

const MARGIN = { side: 56, top: 54, bottom: 64 };
const FOOTER_FROM_BOTTOM = 34;

const PAPER: Rgb = [255, 255, 255];

/**
 * The accent's hue as text on paper: a deep shade, darker where the hue
 * needs it (yellows, greens) to read at 4.5:1 or more on white.
 * @internal
 */
export function accentOnPaper(hue: number): string {
  let lightness = 32;
  let rgb = hslToRgb(`${hue} 62% ${lightness}%`)!;
  while (contrastRatio(rgb, PAPER) < 4.6 && lightness > 0)
    rgb = hslToRgb(`${hue} 62% ${(lightness -= 2)}%`)!;
  return rgbToHex(rgb);
}

const colours = (hue: number): CvColours => ({
  ink: "#1d2330",
  muted: "#596173",
  rule: "#cfd5df",
  accent: accentOnPaper(hue),
});

/**
 * A document-information text. pdfkit writes a String object's value into
 * the Info dictionary (reading its letters with charCodeAt to choose the
 * encoding), and interpolates it into the XMP metadata without escaping it
 * ("Startups & Tech" made that XML invalid): there it is escaped.
 */
class InfoText extends String {
  override toString() {
    return this.valueOf()
      .replaceAll("&", "&amp;")
      .replaceAll("<", "&lt;")
      .replaceAll(">", "&gt;");
  }
  override charCodeAt(index: number) {
    return this.valueOf().charCodeAt(index);
  }
}

let pdfkit: Promise<typeof PDFDocument> | null = null;
// Loaded on the first PDF or by preloadCvPdf, not when the server starts:
// pdfkit and fontkit take about 0.2 s to load.
const loadPdfkit = () => {
  pdfkit ??= import("pdfkit").then((module) => module.default);
  pdfkit.catch(() => {
    pdfkit = null;
  });
  return pdfkit;
};

/**
 * Loads pdfkit, fontkit and the fonts ahead of the first PDF, so that the
 * first one after a publish costs its layout only (under 0.1 s instead of
 * about 0.4 s).
 */
export async function preloadCvPdf(): Promise<void> {
  await Promise.all([loadPdfkit(), loadCvFonts()]);
}

/**
 * The CV typeset as a tagged PDF (PDF/UA identifier, headings, lists, links,
 * the language): A4 or US Letter, the site's fonts embedded as subsets,
 * page numbers and the owner's name in the footer from page 2 on.
 */
export async function buildCvPdf(
  outline: CvOutline,
  meta: CvPdfMeta,
): Promise<Buffer> {
  const [PDFKitDocument, fonts] = await Promise.all([
    loadPdfkit(),
    loadCvFonts(),
  ]);
  const doc = new PDFKitDocument({
    size: meta.pageSize,
    margin: 0,
    // Without a font of ours pdfkit loads Helvetica from its own files.
    font: fonts.body.fonts[0]!.font,
    autoFirstPage: false,
    pdfVersion: "1.7",
    tagged: true,
    lang: meta.langTag,
    subset: "PDF/UA",
    displayTitle: true,
    info: {
      Title: new InfoText(meta.title),
      Author: new InfoText(outline.name),
      Subject: new InfoText(outline.role),
      CreationDate: meta.createdAt,
      Creator: new InfoText(outline.name),
      Producer: new InfoText("PDFKit"),
    },
  });
  // Each face's Latin file opened before its Latin Extended one: pdfkit
  // also files the first font it opens under its PostScript name, which
  // both files share, and the Latin file is registered under that name.
  for (const face of Object.values(fonts))
    for (const { name, font } of face.fonts)
      doc.registerFont(name, font).font(name);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.addPage();
  const { width, height } = doc.page;
  const text = new PdfText(doc, fonts);
  const root = doc.struct("Document");
  doc.addStructure(root);
  const palette = colours(outline.hue);
  const frame = {
    left: MARGIN.side,
    width: width - 2 * MARGIN.side,
    pageHeight: height - MARGIN.top - MARGIN.bottom,
  };
  const lines = cvLines(doc, text, root, outline, palette, frame);
  const starts = paginate(lines, frame.pageHeight);
  const label = meta.footerLabel ?? ((page, count) => `${page} / ${count}`);

  starts.forEach((start, page) => {
    if (page > 0) {
      doc.addPage();
      footer(page + 1);
    }
    let top = MARGIN.top;
    for (const [index, line] of lines
      .slice(start, starts[page + 1] ?? lines.length)
      .entries()) {
      if (index > 0) top += line.spaceBefore;
      line.draw(top);
      top += line.height;
    }
  });
  root.end();
  doc.end();
  return finished;

  function footer(page: number) {
    const style = { face: "body", size: 8.5, color: palette.muted } as const;
    const baseline = height - FOOTER_FROM_BOTTOM;
    const pageLabel = label(page, starts.length);
    const words = (value: string) => [
      { text: value, style, owner: "pagination" as const, spaceBefore: false },
    ];
    text.draw(words(outline.name), MARGIN.side, baseline);
    text.draw(
      words(pageLabel),
      width - MARGIN.side - text.width(style, pageLabel),
      baseline,
    );
  }
}
