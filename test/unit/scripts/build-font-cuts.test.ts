import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildLanguageCuts,
  codePointsOf,
  cutPoints,
  languagesOf,
  unicodeRangeOf,
} from '../../../scripts/build-font-cuts';
import { bundles } from '../../../src/generated/content';
import { site } from '../../../src/generated/site';

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

it('writes each cut as a smaller font file and a stylesheet that declares it for exactly its letters', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'font-cuts-'));
  try {
    const texts = { en: { greeting: 'Hello' }, de: { greeting: 'Grüße' } };
    const { cuts, files } = await buildLanguageCuts(dir, data, texts, (f) => `/assets/${path.basename(f)}`);
    expect(Object.keys(cuts)).toEqual(['de', 'en']);
    expect(files).toHaveLength(2 * (data.faces.length + 1));
    const css = fs.readFileSync(path.join(dir, path.basename(cuts.de!.stylesheet)), 'utf8');
    const faces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(data.faces.length);
    for (const face of faces) {
      expect(face).toMatch(/font-family: 'Noto Sans';/);
      expect(face).toMatch(/font-display: optional/);
      const range = codePointsOf(/unicode-range: ([^;}]+)/.exec(face)![1]!);
      expect(range.has('ü'.codePointAt(0)!)).toBe(true);
      expect(range.has('é'.codePointAt(0)!)).toBe(false); // left to the whole face
    }
    for (const [name, address] of Object.entries(cuts.de!.fonts)) {
      const cut = fs.readFileSync(path.join(dir, path.basename(address)));
      const whole = fs.readFileSync(require.resolve(`@fontsource/noto-sans/files/${name}.woff2`));
      expect(cut.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(cut.length).toBeLessThan(whole.length * 0.8);
      expect(css).toContain(`url(${address})`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
