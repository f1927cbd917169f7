import { describe, expect, it } from "vitest";
import { MESSAGES, validateTestimonial } from "./testimonial";

const GOOD = {
  name: "Ana Lima",
  company: "Acme",
  relationship: "Client",
  comment: "Clear advice, delivered on time.",
  consent: true,
};
const errorsOf = (change: Record<string, unknown>) => {
  const result = validateTestimonial({ ...GOOD, ...change });
  return result.ok ? {} : result.errors;
};

describe("validateTestimonial", () => {
  it("accepts a valid submission, trimmed and normalised", () => {
    expect(
      validateTestimonial({ ...GOOD, name: "  Zoe\u0308 ", company: null }),
    ).toEqual({
      ok: true,
      value: { ...GOOD, name: "Zoë", company: "" },
    });
  });

  it.each([
    ["a zero-width space", "\u200B"],
    ["a Braille blank", "\u2800"],
    ["a Hangul filler", "\u3164"],
    ["a halfwidth Hangul filler", "\uFFA0"],
    ["a byte order mark", "\uFEFF"],
    ["a soft hyphen", "\u00AD"],
    ["invisible characters between spaces", " \u200B\u00A0\u2060\u3000 "],
    ["direction marks", "\u200E\u200F"],
  ])("asks for a name made only of %s", (_, name) => {
    expect(errorsOf({ name })).toEqual({ name: MESSAGES.nameRequired });
  });

  it.each([
    ["ten zero-width spaces", "\u200B".repeat(10)],
    ["ten Braille blanks", "\u2800".repeat(10)],
    ["ten Hangul fillers", "\u3164".repeat(10)],
  ])("asks for a comment made only of %s", (_, comment) => {
    expect(errorsOf({ comment })).toEqual({
      comment: MESSAGES.commentRequired,
    });
  });

  it.each([
    ["nine letters padded with zero-width spaces", "Excellent\u200B\u200B"],
    ["nine letters padded with Braille blanks", "E\u2800xcellent\u2800"],
    ["six words of one letter", "a b c d e f"],
    ["nine letters and a variation selector", "Excellent\uFE0F"],
  ])(
    "counts only visible characters towards the comment's 10: %s",
    (_, comment) => {
      expect(errorsOf({ comment })).toEqual({
        comment: MESSAGES.commentTooShort,
      });
    },
  );

  it("counts code points, so ten emoji or ten accented letters are enough", () => {
    expect(errorsOf({ comment: "😀".repeat(10) })).toEqual({});
    expect(errorsOf({ comment: "e\u0301".repeat(10) })).toEqual({});
    expect(errorsOf({ comment: "Excellent!\u200B" })).toEqual({});
    expect(errorsOf({ name: "👩‍👩‍👧" })).toEqual({});
  });

  it("keeps counting maximum lengths in UTF-16 units, invisible characters included", () => {
    expect(errorsOf({ name: "A" + "\u200B".repeat(99) })).toEqual({});
    expect(errorsOf({ name: "A" + "\u200B".repeat(100) })).toEqual({
      name: MESSAGES.nameTooLong,
    });
    expect(errorsOf({ comment: "😀".repeat(1001) })).toEqual({
      comment: MESSAGES.commentTooLong,
    });
  });

  it.each([
    "202A",
    "202B",
    "202C",
    "202D",
    "202E",
    "2066",
    "2067",
    "2068",
    "2069",
  ])("refuses the direction control U+%s in any text field", (hex) => {
    const control = String.fromCodePoint(parseInt(hex, 16));
    expect(errorsOf({ name: `Ana${control} Lima` })).toEqual({
      name: MESSAGES.directionControls,
    });
    expect(errorsOf({ company: `Acme${control}` })).toEqual({
      company: MESSAGES.directionControls,
    });
    expect(errorsOf({ comment: `${GOOD.comment}${control}` })).toEqual({
      comment: MESSAGES.directionControls,
    });
  });

  it("allows the direction marks that open no span (LRM, RLM, ALM)", () => {
    expect(errorsOf({ name: "\u05D3\u05E0\u05D4\u200E (Dana)" })).toEqual({});
    expect(errorsOf({ company: "Acme\u200F\u061C" })).toEqual({});
  });

  it.each([
    ["a lone high surrogate", "Ana\uD800 Lima"],
    ["a lone low surrogate", "\uDFFFAna"],
    ["surrogates in the wrong order", "Ana\uDE00\uD83D"],
  ])("calls %s invalid text, not a control character", (_, name) => {
    expect(errorsOf({ name })).toEqual({ name: MESSAGES.invalidText });
  });

  it("still refuses control characters with their own message", () => {
    expect(errorsOf({ name: "A\u0007na" })).toEqual({
      name: MESSAGES.controlCharacters,
    });
  });

  it("keeps the name and company on one line, and lets the comment have paragraphs", () => {
    expect(errorsOf({ name: "Ana\nLima" })).toEqual({
      name: MESSAGES.controlCharacters,
    });
    expect(errorsOf({ company: "Acme\r\nInc" })).toEqual({
      company: MESSAGES.controlCharacters,
    });
    expect(errorsOf({ comment: `${GOOD.comment}\r\n\r\nThanks!` })).toEqual({});
  });
});

describe("validateTestimonial's message keys", () => {
  it("names each broken rule by its MESSAGES key, so a page can say it in its own language", () => {
    const result = validateTestimonial({
      ...GOOD,
      name: " ",
      comment: "short",
      consent: false,
    });
    expect(result.ok || result.keys).toEqual({
      name: "nameRequired",
      comment: "commentTooShort",
      consent: "consentRequired",
    });
  });

  it("gives every error a key whose English text is the error", () => {
    const result = validateTestimonial({
      name: "A".repeat(101),
      company: "B\u0007",
      relationship: "Friend",
      comment: "C".repeat(2001),
      consent: true,
    });
    if (result.ok) throw new Error("expected errors");
    for (const [field, key] of Object.entries(result.keys))
      expect(MESSAGES[key]).toBe(
        result.errors[field as keyof typeof result.errors],
      );
    expect(Object.keys(result.keys)).toHaveLength(4);
  });
});
