import type PDFDocument from "pdfkit";
import type { StructureElement } from "pdfkit";
import type { CvEntry, CvOutline, CvSection } from "../../core/cv/cv-outline";
import { BREAK, type BreakLevel, type LineBox } from "./paginate";
import { wordsOf, type PdfText, type TextStyle, type Word } from "./pdf-text";

/** A line of the CV, ready to be placed: its box for the page breaker, and how to draw it at a top. */
export interface CvLine extends LineBox {
  draw(top: number): void;
}

export interface CvColours {
  ink: string;
  muted: string;
  rule: string;
  accent: string;
}

export interface CvFrame {
  left: number;
  width: number;
  /** The height lines are placed in on each page. */
  pageHeight: number;
}

const LEADING = 1.42;
const BULLET_INDENT = 11;

/**
 * The CV's outline as lines, in reading order, each structure element
 * (headings, paragraphs, lists, links) added to `root` in that order.
 * Lines of one block keep together as the break levels say: a heading with
 * what follows it, an entry whole unless it is taller than a page (then it
 * breaks between highlights only).
 */
export function cvLines(
  doc: PDFDocument,
  text: PdfText,
  root: StructureElement,
  outline: CvOutline,
  colours: CvColours,
  frame: CvFrame,
): CvLine[] {
  const style = (face: TextStyle["face"], size: number, color: string) => ({
    face,
    size,
    color,
  });
  const element = (parent: StructureElement, type: string) => {
    const child = doc.struct(type);
    parent.add(child);
    return child;
  };
  const owner = (parent: StructureElement, tag: string, href?: string) => ({
    element: element(parent, tag),
    tag,
    ...(href ? { href } : {}),
  });

  /** Lines of wrapped words, ending the elements whose content they finish. */
  const wrapped = (
    words: Word[],
    options: {
      indent?: number;
      spaceBefore: number;
      breakBefore: BreakLevel;
      inside: BreakLevel;
      /** Drawn on the first line only (a list item's bullet). */
      first?: (top: number, baseline: number) => void;
    },
  ): CvLine[] => {
    const indent = options.indent ?? 0;
    const size = Math.max(...words.map((word) => word.style.size));
    const height = size * LEADING;
    const lines = text.wrap(words, frame.width - indent);
    return lines.map((line, index) => {
      const ended = new Set(
        line.flatMap((word) =>
          typeof word.owner !== "string" &&
          !lines
            .slice(index + 1)
            .some((later) => later.some((w) => w.owner === word.owner))
            ? [word.owner.element]
            : [],
        ),
      );
      return {
        height,
        spaceBefore: index === 0 ? options.spaceBefore : 0,
        breakBefore: index === 0 ? options.breakBefore : options.inside,
        draw(top) {
          const baseline = top + size * 1.05;
          if (index === 0) options.first?.(top, baseline);
          text.draw(line, frame.left + indent, baseline);
          for (const done of ended) done.end();
        },
      };
    });
  };

  const body = (size: number, color = colours.ink) =>
    style("body", size, color);
  const lines: CvLine[] = [];

  // The header: name, role, summary, contacts, all on the first page.
  lines.push(
    ...wrapped(
      wordsOf(
        outline.name,
        style("heading", 24, colours.ink),
        owner(root, "H1"),
      ),
      { spaceBefore: 0, breakBefore: BREAK.free, inside: BREAK.never },
    ),
  );
  if (outline.role)
    lines.push(
      ...wrapped(
        wordsOf(
          outline.role,
          style("strong", 11.5, colours.accent),
          owner(root, "P"),
        ),
        { spaceBefore: 3, breakBefore: BREAK.never, inside: BREAK.never },
      ),
    );
  if (outline.summary)
    lines.push(
      ...wrapped(
        wordsOf(outline.summary, body(9.5, colours.muted), owner(root, "P")),
        {
          spaceBefore: 5,
          breakBefore: BREAK.never,
          inside: BREAK.never,
        },
      ),
    );
  if (outline.contacts.length > 0) {
    const paragraph = element(root, "P");
    const words = outline.contacts.flatMap((contact, index) => [
      ...(index > 0
        ? [
            {
              text: " · ",
              style: body(9, colours.muted),
              owner: "artifact" as const,
              spaceBefore: false,
            },
          ]
        : []),
      ...wordsOf(
        contact.text,
        body(9),
        owner(paragraph, "Link", contact.href),
      ).map((word, at) => (at === 0 ? { ...word, spaceBefore: false } : word)),
    ]);
    lines.push(
      ...wrapped(words, {
        spaceBefore: 7,
        breakBefore: BREAK.never,
        inside: BREAK.never,
      }),
    );
    const last = lines.at(-1)!;
    const draw = last.draw;
    last.draw = (top) => {
      draw(top);
      paragraph.end();
    };
  }
  lines.push({
    height: 1,
    spaceBefore: 10,
    breakBefore: BREAK.never,
    draw: (top) => text.rule(frame.left, top, frame.width, colours.accent, 1.2),
  });

  for (const section of outline.sections) lines.push(...sectionLines(section));

  if (outline.website) {
    const paragraph = element(root, "P");
    const link = outline.website;
    lines.push({
      height: 1,
      spaceBefore: 22,
      breakBefore: BREAK.free,
      draw: (top) => text.rule(frame.left, top, frame.width, colours.rule, 0.6),
    });
    lines.push(
      ...wrapped(
        wordsOf(
          link.text,
          style("strong", 10, colours.accent),
          owner(paragraph, "Link", link.href),
        ),
        {
          spaceBefore: 8,
          breakBefore: BREAK.never,
          inside: BREAK.never,
        },
      ),
    );
  }
  return lines;

  function sectionLines(section: CvSection): CvLine[] {
    const sect = element(root, "Sect");
    const heading: CvLine[] = wrapped(
      wordsOf(
        section.title,
        style("heading", 13, colours.accent),
        owner(sect, "H2"),
      ),
      { spaceBefore: 20, breakBefore: BREAK.free, inside: BREAK.never },
    );
    // A hairline under the heading, in the heading's last line's box.
    const last = heading.at(-1)!;
    const draw = last.draw;
    const ruleAt = last.height + 3;
    last.height += 4;
    last.draw = (top) => {
      draw(top);
      text.rule(frame.left, top + ruleAt, frame.width, colours.rule, 0.6);
    };
    const afterHeading = { spaceBefore: 5, breakBefore: BREAK.never };
    if (section.kind === "paragraphs")
      return [
        ...heading,
        ...section.paragraphs.flatMap((paragraph, index) =>
          paragraphLines(
            wordsOf(paragraph, body(10), owner(sect, "P")),
            index === 0
              ? afterHeading
              : { spaceBefore: 6, breakBefore: BREAK.free },
          ),
        ),
      ];
    if (section.kind === "inline") {
      const list = element(sect, "L");
      const words = section.items.flatMap((item, index) => {
        const itemBody = owner(element(list, "LI"), "LBody");
        return [
          ...(index > 0
            ? [
                {
                  text: " · ",
                  style: body(10, colours.muted),
                  owner: "artifact" as const,
                  spaceBefore: false,
                },
              ]
            : []),
          ...wordsOf(item.text, body(10), itemBody).map((word, at) =>
            at === 0 ? { ...word, spaceBefore: false } : word,
          ),
          ...(item.note
            ? wordsOf(`(${item.note})`, body(10, colours.muted), itemBody)
            : []),
        ];
      });
      return [
        ...heading,
        ...wrapped(words, { ...afterHeading, inside: BREAK.free }),
      ];
    }
    return [
      ...heading,
      ...section.entries.flatMap((entry, index) =>
        entryLines(
          sect,
          entry,
          index === 0
            ? afterHeading
            : { spaceBefore: 11, breakBefore: BREAK.free },
        ),
      ),
    ];
  }

  /** A paragraph's lines: its first or last line left alone on a page only when nothing else fits. */
  function paragraphLines(
    words: Word[],
    start: { spaceBefore: number; breakBefore: BreakLevel },
  ): CvLine[] {
    const lines = wrapped(words, { ...start, inside: BREAK.free });
    lines.forEach((line, index) => {
      if (index === 1 || (index > 0 && index === lines.length - 1))
        line.breakBefore = BREAK.avoid;
    });
    return lines;
  }

  function entryLines(
    sect: StructureElement,
    entry: CvEntry,
    start: { spaceBefore: number; breakBefore: BreakLevel },
  ): CvLine[] {
    const titleStyle = style("strong", 10.5, colours.ink);
    const periodStyle = body(9, colours.muted);
    // Read as title, organisation, period, though the period is drawn on the title's line.
    const title = owner(sect, "H3");
    const org = entry.org ? owner(sect, "P") : null;
    const period = entry.period ? owner(sect, "P") : null;
    const periodWords =
      period && entry.period ? wordsOf(entry.period, periodStyle, period) : [];
    const periodWidth = text.lineWidth(periodWords);
    const titleLines = text.wrap(
      wordsOf(entry.title, titleStyle, title),
      frame.width - (periodWidth ? periodWidth + 14 : 0),
    );
    const head: CvLine[] = titleLines.map((line, index) => ({
      height: titleStyle.size * LEADING,
      spaceBefore: index === 0 ? start.spaceBefore : 0,
      breakBefore: index === 0 ? start.breakBefore : BREAK.never,
      draw(top) {
        const baseline = top + titleStyle.size * 1.05;
        text.draw(line, frame.left, baseline);
        if (index === titleLines.length - 1) title.element.end();
        if (index === 0 && period) {
          text.draw(
            periodWords,
            frame.left + frame.width - periodWidth,
            baseline,
          );
          period.element.end();
        }
      },
    }));
    const keep = { breakBefore: BREAK.never, inside: BREAK.never };
    if (entry.org && org)
      head.push(
        ...wrapped(wordsOf(entry.org, body(9.5, colours.muted), org), {
          spaceBefore: 1,
          ...keep,
        }),
      );
    if (entry.detail)
      head.push(
        ...wrapped(wordsOf(entry.detail, body(9.5), owner(sect, "P")), {
          spaceBefore: 2,
          ...keep,
        }),
      );

    const list = entry.lines.length > 0 ? element(sect, "L") : null;
    const highlights = entry.lines.map((line, index) => {
      const item = element(list!, "LI");
      const label = owner(item, "Lbl");
      const bullet: Word = {
        text: "•",
        style: body(9.5, colours.accent),
        owner: label,
        spaceBefore: false,
      };
      return wrapped(wordsOf(line, body(9.5), owner(item, "LBody")), {
        indent: BULLET_INDENT,
        spaceBefore: index === 0 ? 3 : 2,
        breakBefore: BREAK.free,
        inside: BREAK.avoid,
        first: (_top, baseline) => {
          text.draw([bullet], frame.left + 2, baseline);
          label.element.end();
        },
      });
    });
    // A book's address, or a bar's public register: a line of its own.
    const to = entry.link ?? entry.reference;
    const link = to
      ? wrapped(
          wordsOf(
            to.text,
            body(9.5, colours.accent),
            owner(element(sect, "P"), "Link", to.href),
          ),
          {
            spaceBefore: 2,
            breakBefore: BREAK.free,
            inside: BREAK.never,
          },
        )
      : [];
    const all = [...head, ...highlights.flat(), ...link];
    const height = all.reduce(
      (sum, line, index) =>
        sum + line.height + (index > 0 ? line.spaceBefore : 0),
      0,
    );
    // An entry that fits on a page is never cut; a taller one is cut only
    // between its highlights, its head kept with the first.
    if (height <= frame.pageHeight)
      for (const line of all.slice(1))
        line.breakBefore = Math.max(line.breakBefore, BREAK.keep) as BreakLevel;
    else if (highlights[0]?.[0]) highlights[0][0].breakBefore = BREAK.never;
    return all;
  }
}
