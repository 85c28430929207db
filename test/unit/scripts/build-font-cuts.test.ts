import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { create as readFont } from 'fontkit';
import {
  buildLanguageCuts,
  cutPoints,
  languagesOf,
  unicodeRangeOf,
  writeLanguageSheets,
} from '../../../scripts/build-font-cuts';
import { bundles } from '../../../src/generated/content';
import { site } from '../../../src/generated/site';
import { codePointsOf } from '../../../src/server/shared/font-faces';

const LATIN = codePointsOf('U+0000-00FF,U+0131,U+0152-0153,U+2000-206F,U+20AC,U+2122,U+2212');
const data = site.fontPreloads.languageCuts!;

it('reads and writes unicode-ranges: runs as ranges, single points alone', () => {
  expect(unicodeRangeOf([0x41, 0x20, 0x21, 0x22, 0xdf])).toBe('U+20-22,U+41,U+DF');
  expect([...codePointsOf('U+20-22, U+DF')]).toEqual([0x20, 0x21, 0x22, 0xdf]);
  expect(() => codePointsOf('U+20-22, latin')).toThrow('not a unicode-range part');
});

it("a language's cut holds every letter its texts and English's use, where the face has it, and no other", () => {
  const german = cutPoints('de', LATIN, data, bundles);
  const texts = [...Object.values(bundles.de ?? {}), ...Object.values(bundles.en ?? {})].join('');
  const used = [...new Set([...texts].map((ch) => ch.codePointAt(0)!))].filter((p) => p >= 0x20 && LATIN.has(p));
  expect(used.filter((p) => !german.includes(p))).toEqual([]);
  expect(german).toContain('ß'.codePointAt(0));
  expect(german).not.toContain('ñ'.codePointAt(0)); // Spanish's, not German's
  expect(german).not.toContain(0x0a); // a line break in a text draws nothing
  expect(cutPoints('es', LATIN, data, bundles)).toContain('ñ'.codePointAt(0));
  // Digits, the euro and the narrow space French prices print are in every cut.
  for (const ch of '0123456789€\u202f\u00a0') expect(german).toContain(ch.codePointAt(0));
  expect(languagesOf({ en: 1, 'en-us': 1, pt: 1, 'pt-br': 1 })).toEqual(['en', 'pt']);
});

const rangeOf = (face: string) => codePointsOf(/unicode-range: ([^;}]+)/.exec(face)![1]!);

it('writes each cut as a smaller font file and declares it for its letters, the whole face for the rest', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'font-cuts-'));
  // The Latin faces, whose letters both languages' texts have.
  const latin = { ...data, faces: data.faces.filter((name) => /^noto-sans-latin-\d/.test(name)) };
  expect(latin.faces).toHaveLength(2);
  try {
    const texts = { en: { greeting: 'Hello' }, de: { greeting: 'Grüße' } };
    const { cuts, files, wholeFonts } = await buildLanguageCuts(
      dir,
      latin,
      texts,
      (f) => `/assets/${path.basename(f)}`,
    );
    expect(Object.keys(cuts)).toEqual(['de', 'en']);
    expect(Object.keys(wholeFonts)).toEqual(latin.faces);
    expect(files).toHaveLength(latin.faces.length + 2 * latin.faces.length);
    const css = cuts.de!.faces;
    const faces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(2 * latin.faces.length);
    for (const name of latin.faces) {
      const cutFace = faces.find((f) => f.includes(`url(${cuts.de!.fonts[name]})`))!;
      const wholeFace = faces.find((f) => f.includes(`url(${wholeFonts[name]})`))!;
      for (const face of [cutFace, wholeFace]) {
        expect(face).toMatch(/font-family: 'Noto Sans';/);
        expect(face).toMatch(/font-display: optional/);
      }
      // The cut's letters and the rest, never both: a letter of two faces was fetched twice.
      const cut = rangeOf(cutFace);
      const rest = rangeOf(wholeFace);
      expect([...cut].filter((p) => rest.has(p))).toEqual([]);
      expect(cut.has('ü'.codePointAt(0)!)).toBe(true);
      expect(rest.has('é'.codePointAt(0)!)).toBe(true);
      expect(rest.has(0x0a)).toBe(false); // nor a line break
      const cutFile = fs.readFileSync(path.join(dir, path.basename(cuts.de!.fonts[name]!)));
      const whole = fs.readFileSync(require.resolve(`@fontsource/noto-sans/files/${name}.woff2`));
      expect(cutFile.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(cutFile.length).toBeLessThan(whole.length * 0.8);
      expect(fs.readFileSync(path.join(dir, path.basename(wholeFonts[name]!))).equals(whole)).toBe(true);
      // Only the layout features the data names (fraction figures are gone), and a text is set as the whole face
      // sets it: the same glyphs at the same places (kerning and ligatures kept).
      const cutFont = readFont(cutFile);
      const wholeFont = readFont(whole);
      expect(cutFont.availableFeatures.filter((f) => !data.layoutFeatures!.includes(f))).toEqual([]);
      expect(wholeFont.availableFeatures).toContain('frac');
      expect(cutFont.availableFeatures).toEqual(expect.arrayContaining(['kern', 'liga']));
      const set = (font: typeof cutFont, text: string) => {
        const run = font.layout(text);
        return run.positions.map((p, i) => [run.glyphs[i]!.advanceWidth, p.xAdvance, p.xOffset]);
      };
      for (const text of [
        'AVATAR Type 1.234,50 €',
        'Grüße, fließend: „Straße“ – Wo?',
        'office fjord Tabelle 0123456789',
      ])
        expect(set(cutFont, text)).toEqual(set(wholeFont, text));
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it("cuts a face for a language whose texts have its letters only: Hungarian's Latin Extended, not German's", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'font-cuts-'));
  const name = 'noto-sans-latin-ext-400-normal';
  expect(data.faces).toContain(name);
  try {
    const texts = { en: { greeting: 'Hello' }, de: { greeting: 'Grüße' }, hu: { greeting: 'Üdvözlő szőlő' } };
    const { cuts, wholeFonts } = await buildLanguageCuts(dir, { ...data, faces: [name] }, texts, (f) => f);
    const whole = fs.statSync(wholeFonts[name]!).size;
    // Hungarian's ő: a cut of some letters, a tenth of the face or less (the face is 56 KB), the rest the whole face's.
    expect(fs.statSync(cuts.hu!.fonts[name]!).size).toBeLessThan(whole / 10);
    const hungarian = cuts.hu!.faces.match(/@font-face\s*\{[^}]*\}/g) ?? [];
    expect(hungarian).toHaveLength(2);
    expect(rangeOf(hungarian[0]!).has('ő'.codePointAt(0)!)).toBe(true);
    // German's texts have none of its letters: the whole face alone, for all of them.
    expect(cuts.de!.fonts[name]).toBeUndefined();
    const german = cuts.de!.faces.match(/@font-face\s*\{[^}]*\}/g) ?? [];
    expect(german).toHaveLength(1);
    expect(german[0]).toContain(`url(${wholeFonts[name]})`);
    expect(rangeOf(german[0]!).has('ő'.codePointAt(0)!)).toBe(true);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it("writes each language's stylesheet as the app's rules and its cut's faces after them, without the app's map comment", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'language-sheets-'));
  try {
    const app =
      "@font-face{font-family:'Noto Sans';src:url(/assets/thai.woff2)}\nbody{color:red}\n/*# sourceMappingURL=/assets/app-X.css.map */\n";
    const faces = (letter: string) => `@font-face{font-family:'Noto Sans';unicode-range:${letter}}\n`;
    const cuts = { de: { faces: faces('U+DF'), fonts: {} }, en: { faces: faces('U+41'), fonts: {} } };
    const { sheets, files } = writeLanguageSheets(dir, app, cuts, (f) => `/assets/${path.basename(f)}`);
    expect(Object.keys(sheets)).toEqual(['de', 'en']);
    expect(files).toHaveLength(2);
    const german = fs.readFileSync(path.join(dir, path.basename(sheets.de!.stylesheet)), 'utf8');
    expect(german).toBe(
      `@font-face{font-family:'Noto Sans';src:url(/assets/thai.woff2)}\nbody{color:red}\n${faces('U+DF')}`,
    );
    expect(sheets.de!.stylesheet).toMatch(/^\/assets\/app-de-[0-9a-f]{10}\.css$/);
    expect(sheets.en!.stylesheet).not.toBe(sheets.de!.stylesheet);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** What a style of the app asks a font for (CSS Fonts 4), as OpenType feature tags. */
const FEATURES_OF: Record<string, string[]> = {
  'tabular-nums': ['tnum'],
  'proportional-nums': ['pnum'],
  'lining-nums': ['lnum'],
  'oldstyle-nums': ['onum'],
  'diagonal-fractions': ['frac'],
  'stacked-fractions': ['afrc'],
  ordinal: ['ordn'],
  'slashed-zero': ['zero'],
  'small-caps': ['smcp'],
  'all-small-caps': ['smcp', 'c2sc'],
  'discretionary-ligatures': ['dlig'],
  'historical-ligatures': ['hlig'],
};

it("keeps in every cut the features the app's styles ask for", () => {
  const root = path.join(__dirname, '../../../src');
  const sheets = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return sheets(full);
      return e.name.endsWith('.css') ? [full] : [];
    });
  const asked = new Set<string>();
  for (const file of sheets(root)) {
    const css = fs.readFileSync(file, 'utf8');
    for (const [, value] of css.matchAll(/font-variant(?:-\w+)?\s*:\s*([^;}]+)/g))
      for (const word of value!.trim().split(/\s+/)) for (const tag of FEATURES_OF[word] ?? []) asked.add(tag);
    for (const [, value] of css.matchAll(/font-feature-settings\s*:\s*([^;}]+)/g))
      for (const [, tag] of value!.matchAll(/["']([a-z0-9]{4})["']/g)) asked.add(tag!);
  }
  expect(asked.has('tnum')).toBe(true); // the wallet's figures: the scan finds what the styles ask for
  expect([...asked].filter((tag) => !data.layoutFeatures!.includes(tag))).toEqual([]);
});
