import {
  fontFaces,
  lettersOf,
  withoutCoveredFaces,
  withoutUnusedFaces,
  woff2Only,
} from '../../../../src/server/shared/font-faces';

const SHEET = `/* noto-sans-thai-thai-400-normal */
@font-face {
  font-family: 'Noto Sans Thai';
  font-weight: 400;
  src: url(./files/noto-sans-thai-thai-400-normal.woff2) format('woff2'), url(./files/noto-sans-thai-thai-400-normal.woff) format('woff');
  unicode-range: U+0E01-0E5B;
}
/* noto-sans-greek-400-normal */
@font-face {
  font-family: 'Noto Sans';
  src: url(./files/noto-sans-greek-400-normal.woff2) format('woff2'), url(./files/noto-sans-greek-400-normal.woff) format('woff');
  unicode-range: U+0370-03FF;
}`;

describe("the sign-in pages' font faces", () => {
  it("point each face at the build's copy of its woff2 file and keep its unicode-range", () => {
    const css = fontFaces(
      {
        'noto-sans-thai-thai-400-normal': '/assets/noto-sans-thai-thai-400-normal-AB12.woff2',
        'noto-sans-greek-400-normal': '/assets/g.woff2',
      },
      [SHEET],
    );
    expect(css).toContain("src: url(/assets/noto-sans-thai-thai-400-normal-AB12.woff2) format('woff2');");
    expect(css).toContain('unicode-range: U+0E01-0E5B;');
    expect(css).not.toContain('./files/');
    expect(css.match(/@font-face/g)).toHaveLength(2);
  });

  it('leave out a face whose file the build does not have', () => {
    const css = fontFaces({ 'noto-sans-greek-400-normal': '/assets/g.woff2' }, [SHEET]);
    expect(css).not.toContain('Noto Sans Thai');
    expect(css.match(/@font-face/g)).toHaveLength(1);
  });

  it('read the @fontsource sheets the app bundles, with a face for Thai letters', () => {
    const css = fontFaces({ 'noto-sans-thai-thai-400-normal': '/assets/t.woff2' });
    expect(css).toMatch(/font-family: 'Noto Sans Thai';[^}]*url\(\/assets\/t\.woff2\)/);
  });
});

describe('a later family of the stack keeps only the letters the first lacks', () => {
  const face = (family: string, subset: string, weight: number, range: string) => `/* ${subset} */
@font-face {
  font-family: '${family}';
  font-style: normal;
  font-weight: ${weight};
  src: url(./files/${subset}.woff2) format('woff2');
  unicode-range: ${range};
}`;
  const LATIN = 'U+0000-00FF,U+0131,U+2000-206F';
  const first = [
    face('Noto Sans', 'noto-sans-latin-400-normal', 400, LATIN),
    face('Noto Sans', 'noto-sans-latin-700-normal', 700, LATIN),
  ].join('\n');
  const thai = [
    face('Noto Sans Thai', 'noto-sans-thai-thai-700-normal', 700, 'U+0E01-0E5B'),
    face('Noto Sans Thai', 'noto-sans-thai-latin-700-normal', 700, LATIN),
  ].join('\n');

  it("drops the later family's copy of the Latin letters, keeps its Thai, and leaves the first family whole", () => {
    const kept = withoutCoveredFaces(thai, [first]);
    expect(kept).toContain('noto-sans-thai-thai-700-normal');
    expect(kept).not.toContain('noto-sans-thai-latin-700-normal');
    expect(withoutCoveredFaces(first, [])).toBe(first);
  });

  it('keeps a face of another weight: the letters are the same, the drawing is not', () => {
    const bold = face('Noto Sans Thai', 'noto-sans-thai-latin-700-normal', 700, LATIN);
    expect(withoutCoveredFaces(bold, [face('Noto Sans', 'noto-sans-latin-400-normal', 400, LATIN)])).toBe(bold);
  });

  it('gives the sign-in pages the Thai letters of Noto Sans Thai and the Latin ones of Noto Sans only', () => {
    const css = fontFaces(
      {
        'noto-sans-latin-400-normal': '/assets/a.woff2',
        'noto-sans-latin-700-normal': '/assets/b.woff2',
        'noto-sans-thai-thai-700-normal': '/assets/c.woff2',
        'noto-sans-thai-latin-700-normal': '/assets/d.woff2',
      },
      [first, thai],
    );
    expect(css.match(/@font-face/g)).toHaveLength(3);
    expect(css).not.toContain('/assets/d.woff2');
  });
});

describe("the app's faces", () => {
  it('reads every letter of texts and content, at any depth', () => {
    const letters = lettersOf([{ en: { 'a.b': 'Hi' } }, { footer: { groups: [{ title: 'Ωμ' }] } }]);
    expect([...letters].map((p) => String.fromCodePoint(p)).sort()).toEqual(['H', 'i', 'Ω', 'μ']);
  });

  it('leave out a face for letters no text uses, with its name, and keep one any text letter falls in', () => {
    const css = withoutUnusedFaces(SHEET, lettersOf('Καλημέρα'));
    expect(css).toContain('noto-sans-greek-400-normal');
    expect(css).not.toContain('thai');
    expect(withoutUnusedFaces(SHEET, lettersOf('สวัสดี Καλημέρα'))).toBe(SHEET);
  });

  it('name their WOFF2 file alone', () => {
    const css = woff2Only(SHEET);
    expect(css).toContain("src: url(./files/noto-sans-greek-400-normal.woff2) format('woff2');");
    expect(css).not.toContain('.woff)');
    expect(css.match(/@font-face/g)).toHaveLength(2);
  });
});
