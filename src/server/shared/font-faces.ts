import fs from 'node:fs';

/**
 * The sign-in pages draw their text with the fonts the app bundles (app.css imports these @fontsource sheets; the
 * build copies their files under hashed names). This machine, like many phones, has no Thai font of its own: a
 * page on system-ui alone shows Thai letters as boxes.
 */
export const FONT_SHEETS = [
  '@fontsource/noto-sans/400.css',
  '@fontsource/noto-sans/700.css',
  '@fontsource/noto-sans-thai/400.css',
  '@fontsource/noto-sans-thai/700.css',
];

const FACE = /@font-face\s*\{[^}]*\}/g;
/** A face with the comment the package writes above it (its name), so that nothing of it is left when it is removed. */
const NAMED_FACE = /(?:\/\*[^*]*\*\/\s*)?@font-face\s*\{[^}]*\}\s*/g;

/** The code points of a CSS unicode-range (U+20-7E, U+A0, ...). */
export function codePointsOf(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const found = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!found) throw new Error(`not a unicode-range part: "${part}"`);
    const from = parseInt(found[1]!, 16);
    const to = found[2] ? parseInt(found[2], 16) : from;
    for (let p = from; p <= to; p += 1) points.add(p);
  }
  return points;
}

/** Every code point of the strings in a value (texts, content fragments), at any depth. */
export function lettersOf(value: unknown, into = new Set<number>()): Set<number> {
  if (typeof value === 'string') for (const ch of value) into.add(ch.codePointAt(0)!);
  else if (Array.isArray(value)) for (const item of value) lettersOf(item, into);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) lettersOf(item, into);
  return into;
}

/**
 * A sheet without the faces for letters none of `used` is (the app's texts and content in every language): the font
 * packages declare scripts no market's language is written in (Cyrillic, Devanagari, polytonic Greek), and every
 * page carried their faces in its start styles. A letter of such a script (an owner's name) is drawn in the device's
 * own font, as one no face covers always was.
 */
export function withoutUnusedFaces(css: string, used: ReadonlySet<number>): string {
  return css.replace(NAMED_FACE, (face) => {
    const range = /unicode-range:\s*([^;}]+)/.exec(face)?.[1];
    if (range === undefined) return face;
    for (const point of codePointsOf(range)) if (used.has(point)) return face;
    return '';
  });
}

/**
 * Faces that name their WOFF2 file alone: every browser the app runs in (ES modules) reads WOFF2 and never asks for
 * the packages' WOFF copies, which only made each declaration longer and each build larger.
 */
export const woff2Only = (css: string) => css.replace(/,\s*url\([^)]*\.woff\)\s*format\(['"]woff['"]\)/g, '');

/** A face of a font package's sheet by its name, the comment the package writes above it (and what follows it). */
export const namedFace = (name: string) => new RegExp(`/\\* ${name} \\*/\\s*(@font-face\\s*\\{[^}]*\\})\\s*`);
const FILE = /url\(\.\/files\/([^)]+)\.woff2\)/;

/** A face's weight, style and letters (its unicode-range); none without a range (it would cover every letter). */
function coverage(face: string): string | undefined {
  const range = /unicode-range:\s*([^;}]+)/.exec(face)?.[1]?.trim();
  if (!range) return undefined;
  const weight = /font-weight:\s*([^;}]+)/.exec(face)?.[1]?.trim();
  const style = /font-style:\s*([^;}]+)/.exec(face)?.[1]?.trim();
  return `${weight}|${style}|${range}`;
}

/**
 * A sheet without the faces an earlier sheet already has for the same letters (weight, style and unicode-range): a
 * later family of the stack is the fallback for letters the first lacks (Noto Sans Thai for Thai), and its copy of
 * the Latin letters would be asked for by every Latin page whose first font is still on its way.
 */
export function withoutCoveredFaces(css: string, earlier: readonly string[]): string {
  const covered = new Set(earlier.flatMap((sheet) => (sheet.match(FACE) ?? []).map(coverage)));
  return css.replace(NAMED_FACE, (face) => {
    const letters = coverage(face);
    return letters !== undefined && covered.has(letters) ? '' : face;
  });
}

/**
 * The sheets' @font-face rules with each source pointing at the build's copy of the woff2 file (font name ->
 * address, from the asset manifest). A face whose file the build lacks is left out, so a browser never asks
 * for a file that is not there; unicode-range keeps each page to the subsets its letters need.
 */
export function fontFaces(
  fonts: Record<string, string>,
  sheets: string[] = FONT_SHEETS.map((s) => fs.readFileSync(require.resolve(s), 'utf8')),
): string {
  return sheets
    .flatMap((sheet, at) => withoutCoveredFaces(sheet, sheets.slice(0, at)).match(FACE) ?? [])
    .flatMap((face) => {
      const name = FILE.exec(face)?.[1];
      const address = name ? fonts[name] : undefined;
      return address ? [face.replace(/src:[^;]*;/, `src: url(${address}) format('woff2');`)] : [];
    })
    .join('\n');
}
