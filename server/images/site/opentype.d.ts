// The few parts of opentype.js (which ships no types) that the social card and icons use.
declare module "opentype.js/dist/opentype.mjs" {
  export type PathCommand =
    | { type: "M" | "L"; x: number; y: number }
    | { type: "Q"; x1: number; y1: number; x: number; y: number }
    | {
        type: "C";
        x1: number;
        y1: number;
        x2: number;
        y2: number;
        x: number;
        y: number;
      }
    | { type: "Z" };
  export interface Path {
    commands: PathCommand[];
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
