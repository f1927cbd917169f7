import { describe, expect, it } from "vitest";
import { BREAK, paginate, type BreakLevel, type LineBox } from "./paginate";

const line = (
  breakBefore: BreakLevel,
  height = 10,
  spaceBefore = 0,
): LineBox => ({
  height,
  spaceBefore,
  breakBefore,
});

describe("cutting lines into pages", () => {
  it("fills a page with every line that fits, and drops the space above a page's first line", () => {
    const lines = Array.from({ length: 10 }, () => line(BREAK.free, 10, 5));
    // 10 + 15 + 15 = 40 fits in 45; the fourth line would need 55.
    expect(paginate(lines, 45)).toEqual([0, 3, 6, 9]);
  });

  it("ends a page at the cheapest break on it, as late as that break allows", () => {
    const lines = [
      line(BREAK.free),
      line(BREAK.free),
      line(BREAK.keep), // a three-line block that fits on a page starts here
      line(BREAK.keep),
      line(BREAK.keep),
    ];
    lines[2]!.breakBefore = BREAK.free;
    expect(paginate(lines, 40)).toEqual([0, 2]);
  });

  it("never leaves a heading at the foot of a page when a cheaper break exists", () => {
    const lines = [
      line(BREAK.free),
      line(BREAK.free),
      line(BREAK.free), // the heading
      line(BREAK.never), // its first line
      line(BREAK.free),
    ];
    // The heading would be the page's last line: it moves with its first line.
    expect(paginate(lines, 30)).toEqual([0, 2]);
  });

  it("cuts a block taller than a page where it allows, and anywhere when nothing else fits", () => {
    const tall = [
      line(BREAK.free),
      line(BREAK.never),
      line(BREAK.avoid),
      line(BREAK.never),
      line(BREAK.never),
    ];
    expect(paginate(tall, 40)).toEqual([0, 2]);
    const uncut = Array.from({ length: 5 }, () => line(BREAK.never));
    expect(paginate(uncut, 20)).toEqual([0, 2, 4]);
  });

  it("puts a line taller than a page alone on its page", () => {
    expect(paginate([line(BREAK.free, 100), line(BREAK.free)], 50)).toEqual([
      0, 1,
    ]);
    expect(paginate([], 50)).toEqual([]);
  });
});
