// The parts of pdfkit 0.20 and fontkit 2 (neither ships types; @types/pdfkit
// describes 0.17, and only a file name or bytes as the constructor's font)
// that the PDF CV uses, as read in their sources.
declare module "fontkit" {
  export interface Font {
    postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array): Font;
}

declare module "pdfkit" {
  import type { Font } from "fontkit";
  import type { Readable } from "node:stream";

  /** A structure element: its children are elements, marked content or annotations. */
  export interface StructureElement {
    add(child: StructureElement | StructureContent | (() => void)): this;
    end(): void;
  }
  // Opaque: what markStructureContent returns, for a StructureElement.
  export interface StructureContent {
    refs: unknown[];
  }
  export interface DocumentOptions {
    size: "A4" | "LETTER";
    margin: number;
    /** The default font: without it pdfkit loads Helvetica from its own files. */
    font: Font;
    autoFirstPage: boolean;
    pdfVersion: "1.7";
    tagged: boolean;
    lang: string;
    subset: "PDF/UA";
    displayTitle: boolean;
    /** Texts as String objects: pdfkit writes a String's value as a PDF string. */
    info: Record<
      "Title" | "Author" | "Subject" | "Creator" | "Producer",
      object
    > & {
      CreationDate: Date;
    };
  }
  export interface TextOptions {
    lineBreak: false;
    baseline: "alphabetic";
  }
  export default class PDFDocument extends Readable {
    constructor(options: DocumentOptions);
    page: { width: number; height: number };
    addPage(): this;
    registerFont(name: string, font: Font): this;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    stroke(): this;
    text(text: string, x: number, y: number, options: TextOptions): this;
    widthOfString(text: string): number;
    struct(type: string): StructureElement;
    addStructure(element: StructureElement): this;
    markStructureContent(tag: string): StructureContent;
    markContent(
      tag: "Artifact",
      options: { type: "Pagination" | "Layout" },
    ): this;
    endMarkedContent(): this;
    /** A link annotation: `Contents` must be a String object (a plain string becomes a PDF name). */
    link(
      x: number,
      y: number,
      width: number,
      height: number,
      url: string,
      options: { structParent: StructureElement; Contents: string | object },
    ): this;
    end(): void;
  }
}
