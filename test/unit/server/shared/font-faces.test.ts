import { fontFaces } from '../../../../src/server/shared/font-faces';

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
