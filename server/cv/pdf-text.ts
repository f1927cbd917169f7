import type PDFDocument from "pdfkit";
import type { StructureElement } from "pdfkit";
import { fontRuns, type CvFonts, type FaceName } from "./cv-pdf-fonts";

export interface TextStyle {
  face: FaceName;
  size: number;
  color: string;
}

/**
 * Whose words these are: a structure element (a link when `href` is set),
 * or not content: decoration ("artifact") or the page's running footer.
 */
export type Owner =
  | { element: StructureElement; tag: string; href?: string }
  | "artifact"
  | "pagination";

export interface Word {
  text: string;
  style: TextStyle;
  owner: Owner;
  /** A space before it, unless it starts a line. */
  spaceBefore: boolean;
}

/** The words of a text, one owner and style. */
export const wordsOf = (text: string, style: TextStyle, owner: Owner): Word[] =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({ text: word, style, owner, spaceBefore: true }));

interface Segment {
  text: string;
  style: TextStyle;
  owner: Owner;
}

const sameStyle = (a: TextStyle, b: TextStyle) =>
  a.face === b.face && a.size === b.size && a.color === b.color;

/** Measures and draws words in a document's registered fonts, each text cut between a face's subsets. */
export class PdfText {
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: CvFonts,
  ) {}

  width(style: TextStyle, text: string): number {
    let width = 0;
    for (const run of fontRuns(this.fonts[style.face], text))
      width += this.doc
        .font(run.name)
        .fontSize(style.size)
        .widthOfString(run.text);
    return width;
  }

  lineWidth(words: Word[]): number {
    return this.segments(words).reduce(
      (width, segment) => width + this.width(segment.style, segment.text),
      0,
    );
  }

  /**
   * The words in lines no wider than `width`, cut at spaces (a word wider
   * than a line between its letters); decoration is dropped where a line
   * starts or ends.
   */
  wrap(words: Word[], width: number): Word[][] {
    const lines: Word[][] = [];
    let line: Word[] = [];
    let used = 0;
    for (const word of words.flatMap((word) => this.fitted(word, width))) {
      const added =
        (line.length > 0 && word.spaceBefore
          ? this.width(word.style, " ")
          : 0) + this.width(word.style, word.text);
      if (line.length > 0 && used + added > width) {
        lines.push(line);
        line = [];
        used = this.width(word.style, word.text);
      } else used += added;
      line.push(word);
    }
    if (line.length > 0) lines.push(line);
    return lines
      .map((words) => {
        let from = 0;
        let to = words.length;
        while (from < to && typeof words[from]!.owner === "string") from++;
        while (to > from && typeof words[to - 1]!.owner === "string") to--;
        return words.slice(from, to);
      })
      .filter((words) => words.length > 0);
  }

  /** A word cut between its letters into pieces no wider than `width`. */
  private fitted(word: Word, width: number): Word[] {
    if (this.width(word.style, word.text) <= width) return [word];
    const pieces: Word[] = [];
    let piece = "";
    for (const char of word.text) {
      if (piece && this.width(word.style, piece + char) > width) {
        pieces.push({
          ...word,
          text: piece,
          spaceBefore: pieces.length === 0 && word.spaceBefore,
        });
        piece = "";
      }
      piece += char;
    }
    pieces.push({
      ...word,
      text: piece,
      spaceBefore: pieces.length === 0 && word.spaceBefore,
    });
    return pieces;
  }

  /** Words joined into the runs drawn at once: one owner and style each, spaces kept out of links. */
  private segments(words: Word[]): Segment[] {
    const segments: Segment[] = [];
    for (const [index, word] of words.entries()) {
      const last = segments.at(-1);
      const space = index > 0 && word.spaceBefore ? " " : "";
      if (
        last &&
        last.owner === word.owner &&
        sameStyle(last.style, word.style)
      )
        last.text += space + word.text;
      else if (
        last &&
        space &&
        typeof word.owner !== "string" &&
        word.owner.href
      ) {
        last.text += space;
        segments.push({
          text: word.text,
          style: word.style,
          owner: word.owner,
        });
      } else
        segments.push({
          text: space + word.text,
          style: word.style,
          owner: word.owner,
        });
    }
    return segments;
  }

  /** Draws a line of words from `x` on `baseline`, each segment marked as its owner's content. */
  draw(words: Word[], x: number, baseline: number): void {
    for (const segment of this.segments(words)) {
      const { owner, style, text } = segment;
      if (typeof owner === "string")
        this.doc.markContent("Artifact", {
          type: owner === "artifact" ? "Layout" : "Pagination",
        });
      else owner.element.add(this.doc.markStructureContent(owner.tag));
      const width = this.width(style, text);
      if (typeof owner !== "string" && owner.href)
        this.doc.link(
          x,
          baseline - style.size,
          width,
          style.size * 1.3,
          owner.href,
          {
            structParent: owner.element,
            // A String object: pdfkit writes a plain string as a PDF name.
            Contents: new String(text.trim()),
          },
        );
      let at = x;
      for (const run of fontRuns(this.fonts[style.face], text)) {
        this.doc
          .font(run.name)
          .fontSize(style.size)
          .fillColor(style.color)
          .text(run.text, at, baseline, {
            lineBreak: false,
            baseline: "alphabetic",
          });
        at += this.doc.widthOfString(run.text);
      }
      this.doc.endMarkedContent();
      x += width;
    }
  }

  /** A horizontal rule, as decoration. */
  rule(x: number, y: number, width: number, color: string, thickness: number) {
    this.doc.markContent("Artifact", { type: "Layout" });
    this.doc
      .lineWidth(thickness)
      .strokeColor(color)
      .moveTo(x, y)
      .lineTo(x + width, y)
      .stroke();
    this.doc.endMarkedContent();
  }
}
