import { describe, expect, it } from "vitest";
import { cleanText, textProblem, visibleLength } from "./text-rule";

const DIRECTION_CONTROLS = [
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
];

describe("textProblem", () => {
  it("accepts ordinary text of any script, marks and emoji included", () => {
    for (const value of [
      "Ana Lima",
      "Zoë Müller-Søhne",
      "\u05D3\u05E0\u05D4\u200E (Dana)",
      "李小龙 😀👩‍👩‍👧",
      "e\u0301",
    ]) {
      expect(textProblem(value, "line")).toBeNull();
      expect(textProblem(value, "lines")).toBeNull();
    }
  });

  it("allows a line feed in several lines, and no other line break", () => {
    expect(textProblem("one\n\ntwo", "lines")).toBeNull();
    expect(textProblem("one\ntwo", "line")).toBe("lineBreak");
    expect(textProblem("one\rtwo", "line")).toBe("lineBreak");
    expect(textProblem("one\r\ntwo", "lines")).toBe("control");
    expect(textProblem("one\rtwo", "lines")).toBe("control");
  });

  it("refuses every other C0 and C1 control, tab and DEL included", () => {
    for (const code of [0x00, 0x07, 0x09, 0x0b, 0x1b, 0x1f, 0x7f, 0x85, 0x9f])
      for (const shape of ["line", "lines"] as const)
        expect(textProblem(`a${String.fromCharCode(code)}b`, shape)).toBe(
          "control",
        );
  });

  it("refuses embeddings, overrides and isolates, and allows the marks", () => {
    for (const control of DIRECTION_CONTROLS)
      expect(textProblem(`Ana${control}Lima`, "line")).toBe("direction");
    expect(textProblem("a\u200E\u200F\u061Cb", "line")).toBeNull();
  });

  it("refuses a lone surrogate before anything else", () => {
    expect(textProblem("a\uD800\u0007", "line")).toBe("surrogate");
    expect(textProblem("\uDFFF", "lines")).toBe("surrogate");
    expect(textProblem("\uDE00\uD83D", "lines")).toBe("surrogate");
  });
});

describe("cleanText", () => {
  it("leaves text the rule allows as it is", () => {
    expect(cleanText("Zoë\n\nLima 😀", "lines")).toBe("Zoë\n\nLima 😀");
  });

  it("turns CR and CRLF into LF, and tabs into spaces, in several lines", () => {
    expect(cleanText("a\r\nb\rc\td", "lines")).toBe("a\nb\nc d");
  });

  it("turns every line break and tab into a space in one line", () => {
    expect(cleanText("a\r\nb\nc\td\re", "line")).toBe("a b c d e");
  });

  it("drops the other controls, direction controls and lone surrogates", () => {
    const dirty = `A\u0000n\u0007a\u007F\u0085 ${DIRECTION_CONTROLS.join("")}L\uD800ima\uDFFF`;
    expect(cleanText(dirty, "line")).toBe("Ana Lima");
    for (const shape of ["line", "lines"] as const)
      expect(textProblem(cleanText(dirty, shape), shape)).toBeNull();
  });
});

describe("visibleLength", () => {
  it("counts the code points a reader can see", () => {
    expect(visibleLength(" \u200B\u2800\u3164 ")).toBe(0);
    expect(visibleLength("a b😀")).toBe(3);
  });
});
