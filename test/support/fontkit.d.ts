/** fontkit ships no types: what the tests read of a font file. */
declare module 'fontkit' {
  export interface Font {
    availableFeatures: string[];
    layout(text: string): {
      glyphs: { advanceWidth: number }[];
      positions: { xAdvance: number; xOffset: number }[];
    };
  }
  export function create(buffer: Buffer): Font;
}
