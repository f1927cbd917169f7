/**
 * How much a page break right before a line costs. A break is taken at the
 * cheapest level the page offers, as late on the page as that level allows.
 */
export const BREAK = {
  /** Between blocks, between a paragraph's lines, between the highlights of an entry taller than a page. */
  free: 0,
  /** A paragraph's first or last line alone on a page; inside a highlight of an entry taller than a page. */
  avoid: 1,
  /** Inside an entry that fits on a page. */
  keep: 2,
  /** Right after a heading, inside a title: only when nothing else fits. */
  never: 3,
} as const;
export type BreakLevel = (typeof BREAK)[keyof typeof BREAK];

/** One line of the CV as the page breaker sees it: never cut. */
export interface LineBox {
  height: number;
  /** Space above it, dropped at the top of a page. */
  spaceBefore: number;
  breakBefore: BreakLevel;
}

/**
 * The lines cut into pages of `pageHeight`: each page's first line's index.
 * A page takes every line that fits; when one does not, the page ends at the
 * last break of the cheapest level found on it.
 */
export function paginate(lines: LineBox[], pageHeight: number): number[] {
  const starts: number[] = [];
  let start = 0;
  while (start < lines.length) {
    starts.push(start);
    let used = 0;
    let next = start;
    while (next < lines.length) {
      const line = lines[next]!;
      const height = (next === start ? 0 : line.spaceBefore) + line.height;
      if (next > start && used + height > pageHeight) break;
      used += height;
      next++;
    }
    if (next === lines.length) break;
    start = lastCheapestBreak(lines, start, next);
  }
  return starts;
}

/** The last line in (start, end] before which the cheapest break on the page is. */
function lastCheapestBreak(lines: LineBox[], start: number, end: number) {
  for (let level = BREAK.free; level < BREAK.never; level++)
    for (let at = end; at > start; at--)
      if (lines[at]!.breakBefore <= level) return at;
  return end;
}
