/*
 * Each language's own cut of the Latin faces (markets/site.json fontPreloads.languageCuts): the letters of the texts a
 * page of that language shows (its own and English's, which fill its gaps) and the characters numbers, dates and
 * prices print, no more. A German page then asks for some 20 KB of fonts instead of 27 before its first paint.
 * Its faces declare the cut for the letters it has and the whole face for the others only (the app's stylesheet
 * leaves both faces out), so the whole face is asked for only for such a letter (a name with an accent the texts lack).
 * A page of the language links one stylesheet, the app's with its faces after it (writeLanguageSheets): a separate
 * sheet of faces was a request of its own at start, and a phone lets only so many requests go at once.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { withOptionalFonts } from '../src/server/shared/font-display';
import { codePointsOf, FONT_SHEETS, namedFace } from '../src/server/shared/font-faces';
import type { LanguageCut } from '../src/server/shared/font-preloads';

/** A language's cut: the @font-face rules that declare it (and the whole faces for the rest), its files by face. */
export interface CutFaces {
  faces: string;
  fonts: Record<string, string>;
}

export interface LanguageCutsData {
  faces: string[];
  characters: string;
  /** The OpenType features a cut keeps; without them, all of the face's. */
  layoutFeatures?: string[];
}

/** The shortest unicode-range of a set of code points: runs as ranges. */
export function unicodeRangeOf(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const parts: string[] = [];
  const hex = (p: number) => p.toString(16).toUpperCase();
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j += 1;
    parts.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return parts.join(',');
}

/** A language's texts as a page of it shows them: English's, then its own and its regions' (pt, pt-br). */
function textsOf(language: string, bundles: Record<string, Record<string, string>>): string[] {
  return Object.entries(bundles)
    .filter(([code]) => code === 'en' || code === language || code.startsWith(`${language}-`))
    .flatMap(([, texts]) => Object.values(texts));
}

/** The languages the texts come in (pt-br is Portuguese's). */
export function languagesOf(bundles: Record<string, unknown>): string[] {
  return [...new Set(Object.keys(bundles).map((code) => code.split('-')[0]!))].sort();
}

/** Whether the texts a page of the language shows have a letter of the face (the range of its package's face). */
function textsUseAny(
  language: string,
  faceRange: Set<number>,
  bundles: Record<string, Record<string, string>>,
): boolean {
  return textsOf(language, bundles).some((text) => [...text].some((ch) => faceRange.has(ch.codePointAt(0)!)));
}

/** What a language's cut of a face holds: the data's characters and its texts' letters, where the face has them. */
export function cutPoints(
  language: string,
  faceRange: Set<number>,
  data: LanguageCutsData,
  bundles: Record<string, Record<string, string>>,
): number[] {
  const wanted = codePointsOf(data.characters);
  for (const text of textsOf(language, bundles)) for (const ch of text) wanted.add(ch.codePointAt(0)!);
  // Not the line breaks and tabs some texts hold: no glyph draws them.
  return [...wanted].filter((p) => p >= 0x20 && faceRange.has(p)).sort((a, b) => a - b);
}

/** A face of the font packages' sheets by its name (the comment the package writes above it). */
function packageFace(name: string): { css: string; bytes: Buffer; range: Set<number> } {
  for (const sheet of FONT_SHEETS) {
    const sheetFile = require.resolve(sheet);
    const css = namedFace(name).exec(fs.readFileSync(sheetFile, 'utf8'))?.[1];
    if (!css) continue;
    const range = /unicode-range:\s*([^;}]+)/.exec(css)?.[1];
    if (!range) throw new Error(`${name} has no unicode-range: a cut would stand for every letter`);
    const bytes = fs.readFileSync(path.join(path.dirname(sheetFile), 'files', `${name}.woff2`));
    return { css, bytes, range: codePointsOf(range) };
  }
  throw new Error(`markets/site.json fontPreloads.languageCuts names a face no font sheet has: ${name}`);
}

/** A built stylesheet without its source-map comment: rules written into another file are not that map's. */
export const withoutMapComment = (css: string) => css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');

/** Writes content as <base>-<hash of the content><ext> in assetsDir; the file's path. */
export function writeHashed(assetsDir: string, base: string, ext: string, content: Buffer | string): string {
  const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 10);
  const file = path.join(assetsDir, `${base}-${hash}${ext}`);
  fs.writeFileSync(file, content);
  return file;
}

/**
 * Every language's cut: its font files, written to assetsDir, and the rules that declare them; by language. The
 * whole faces are written too (wholeFonts, by name): the app's stylesheet leaves them out (optionalFonts), and each
 * language's sheet declares them for the letters its cut lacks only. Declared for the same letters as the cut, a
 * whole face was fetched as well whenever the cut missed the first paint (font-display: optional then tries the next
 * face): 26 KB more on a slow phone.
 */
export async function buildLanguageCuts(
  assetsDir: string,
  data: LanguageCutsData,
  bundles: Record<string, Record<string, string>>,
  address: (file: string) => string,
): Promise<{ cuts: Record<string, CutFaces>; files: string[]; wholeFonts: Record<string, string> }> {
  const faces = data.faces.map((name) => ({ name, ...packageFace(name) }));
  const cuts: Record<string, CutFaces> = {};
  const files: string[] = [];
  const wholeFonts: Record<string, string> = {};
  for (const face of faces) {
    const file = writeHashed(assetsDir, face.name, '.woff2', face.bytes);
    files.push(file);
    wholeFonts[face.name] = address(file);
  }
  for (const language of languagesOf(bundles)) {
    const rules: string[] = [];
    const fonts: Record<string, string> = {};
    for (const face of faces) {
      const points = cutPoints(language, face.range, data, bundles);
      const rule = (src: string, letters: number[]) =>
        withOptionalFonts(face.css)
          .replace(/src:[^;]*;/, `src: url(${src}) format('woff2');`)
          .replace(/unicode-range:[^;}]*/, `unicode-range: ${unicodeRangeOf(letters)}`);
      // Not the control characters the face's range spans: no glyph draws them, and none should fetch a font.
      const inCut = new Set(points);
      const rest = [...face.range].filter((p) => p >= 0x20 && !(p >= 0x7f && p <= 0x9f) && !inCut.has(p));
      // A language whose texts have none of the face's letters (German and the Greek face) has no cut of it: a cut of
      // the signs every cut holds alone would be one more face a page declares, for no letter of its own.
      if (textsUseAny(language, face.range, bundles)) {
        const cut = await subsetFont(face.bytes, String.fromCodePoint(...points), {
          targetFormat: 'woff2',
          ...(data.layoutFeatures ? { keepFeatures: data.layoutFeatures } : {}),
        });
        const file = writeHashed(assetsDir, `${face.name}-${language}`, '.woff2', cut);
        files.push(file);
        fonts[face.name] = address(file);
        rules.push(rule(address(file), points));
      }
      rules.push(rule(wholeFonts[face.name]!, rest));
    }
    cuts[language] = { faces: `${rules.join('\n')}\n`, fonts };
  }
  return { cuts, files, wholeFonts };
}

/**
 * Each language's stylesheet, written to assetsDir: the app's (appCss, the built file's text) and its cut's faces
 * after it, where the cascade takes them. Its source map comment is left out: the faces follow it.
 */
export function writeLanguageSheets(
  assetsDir: string,
  appCss: string,
  cuts: Record<string, CutFaces>,
  address: (file: string) => string,
): { sheets: Record<string, LanguageCut>; files: string[] } {
  const app = withoutMapComment(appCss);
  const sheets: Record<string, LanguageCut> = {};
  const files: string[] = [];
  for (const [language, cut] of Object.entries(cuts)) {
    const file = writeHashed(assetsDir, `app-${language}`, '.css', `${app.trimEnd()}\n${cut.faces}`);
    files.push(file);
    sheets[language] = { stylesheet: address(file), fonts: cut.fonts };
  }
  return { sheets, files };
}
