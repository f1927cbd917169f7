// The few parts of opentype.js (which ships no types) that the social card and icons use.
declare module "opentype.js/dist/opentype.mjs" {
  export interface Path {
    toPathData(decimalPlaces?: number): string;
  }
  export interface RenderOptions {
    kerning?: boolean;
  }
  export interface Glyph {
    getPath(x: number, y: number, fontSize: number): Path;
  }
  export interface Font {
    forEachGlyph(
      text: string,
      x: number,
      y: number,
      fontSize: number,
      options: RenderOptions,
      callback: (glyph: Glyph, x: number, y: number, fontSize: number) => void,
    ): void;
    getAdvanceWidth(text: string, fontSize: number): number;
    /** 0 when the font has no glyph for the character. */
    charToGlyphIndex(char: string): number;
  }
  export function parse(buffer: ArrayBuffer): Font;
}
