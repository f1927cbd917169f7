// The few parts of opentype.js (which ships no types) that the build uses.
declare module "opentype.js" {
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
  }
  const opentype: { parse(buffer: ArrayBuffer): Font };
  export default opentype;
}
