import fs from 'node:fs';
import path from 'node:path';
import { FONT_SHEETS } from '../shared/font-faces';

export type Weight = 400 | 700;

/** One file of the app's fonts: a script's subset of Noto Sans at one weight, and the letters it draws. */
export interface FontFace {
  name: string;
  weight: Weight;
  data: Buffer;
  ranges: [number, number][];
}

/** A piece of text drawn in one face. */
export interface Run {
  face: string;
  text: string;
}

const FACE = /@font-face\s*\{[^}]*\}/g;

/** "U+0E01-0E5B,U+25CC" as code point ranges. */
function unicodeRanges(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
  });
}

/**
 * The faces of the sheets the pages use (FONT_SHEETS), in the sheets' order, with their woff files: the PDF
 * library embeds woff (not woff2) and keeps only the letters a document draws. Read once, on first use.
 */
function readFaces(): FontFace[] {
  return FONT_SHEETS.flatMap((sheet) => {
    const sheetPath = require.resolve(sheet);
    return (fs.readFileSync(sheetPath, 'utf8').match(FACE) ?? []).flatMap((face) => {
      const file = /url\(\.\/files\/([^)]+)\.woff\)/.exec(face)?.[1];
      const weight = Number(/font-weight:\s*(\d+)/.exec(face)?.[1]);
      const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1];
      if (!file || (weight !== 400 && weight !== 700)) return [];
      return [
        {
          name: file,
          weight,
          data: fs.readFileSync(path.join(path.dirname(sheetPath), 'files', `${file}.woff`)),
          ranges: range ? unicodeRanges(range) : [[0, 0x10ffff]],
        } satisfies FontFace,
      ];
    });
  });
}

let faces: FontFace[] | undefined;
export const fontFaces = (): FontFace[] => (faces ??= readFaces());

const covers = (face: FontFace, code: number) => face.ranges.some(([from, to]) => code >= from && code <= to);

/**
 * The text cut into runs, each in the first face that has its letters, as a browser picks among unicode-range
 * faces: Thai letters in Noto Sans Thai, Greek and Latin in Noto Sans. A letter no face has stays in the run it
 * is in (drawn as the font's empty box rather than dropped).
 */
export function fontRuns(text: string, weight: Weight): Run[] {
  const ofWeight = fontFaces().filter((f) => f.weight === weight);
  const runs: Run[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const last = runs.at(-1);
    const current = last ? ofWeight.find((f) => f.name === last.face) : undefined;
    const face =
      current && covers(current, code) ? current : (ofWeight.find((f) => covers(f, code)) ?? current ?? ofWeight[0]!);
    if (last && last.face === face.name) last.text += ch;
    else runs.push({ face: face.name, text: ch });
  }
  return runs;
}
