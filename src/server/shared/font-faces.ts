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
const FILE = /url\(\.\/files\/([^)]+)\.woff2\)/;

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
    .flatMap((sheet) => sheet.match(FACE) ?? [])
    .flatMap((face) => {
      const name = FILE.exec(face)?.[1];
      const address = name ? fonts[name] : undefined;
      return address ? [face.replace(/src:[^;]*;/, `src: url(${address}) format('woff2');`)] : [];
    })
    .join('\n');
}
