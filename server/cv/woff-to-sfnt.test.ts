import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create } from "fontkit";
import { describe, expect, it } from "vitest";
import { woffToSfnt } from "./woff-to-sfnt";

const woff = readFileSync(
  createRequire(import.meta.url).resolve(
    "@fontsource/figtree/files/figtree-latin-ext-400-normal.woff",
  ),
);

describe("unpacking a WOFF 1.0 file", () => {
  it("gives the font it wraps: same glyphs, same letters", () => {
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    const packed = create(woff);
    const unpacked = create(sfnt);
    expect(unpacked.postscriptName).toBe(packed.postscriptName);
    for (const char of "ăłșŐ€")
      expect(unpacked.hasGlyphForCodePoint(char.codePointAt(0)!)).toBe(
        packed.hasGlyphForCodePoint(char.codePointAt(0)!),
      );
    expect(unpacked.hasGlyphForCodePoint("ł".codePointAt(0)!)).toBe(true);
  });

  it("refuses anything else with one line", () => {
    expect(() => woffToSfnt(Buffer.from("wOF2 and more"))).toThrow(
      "font: not a WOFF 1.0 file",
    );
  });
});
