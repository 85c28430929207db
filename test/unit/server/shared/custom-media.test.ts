import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../../../generator/pipeline';
import { site } from '../../../../src/generated/site';
import { withCustomMedia } from '../../../../src/server/shared/custom-media';

const stylesheets = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : stylesheets(file);
    return e.name.endsWith('.css') ? [file] : [];
  });

describe('breakpoints from markets/site.json', () => {
  it('turns each named custom media query into the max-width the site gives it, and leaves var(--…) alone', () => {
    const css = '@media (--narrow) { .a { color: var(--text); } }\n@media print, (--phone) { .b { width: 1px; } }';
    expect(withCustomMedia(css, { narrow: 700, phone: 400 }, 'x.css')).toBe(
      '@media (max-width: 700px) { .a { color: var(--text); } }\n@media print, (max-width: 400px) { .b { width: 1px; } }',
    );
  });

  it('stops on a name the site does not give, naming the file', () => {
    expect(() => withCustomMedia('@media (--tablet) { .a { color: red; } }', site.breakpoints, 'src/x.css')).toThrow(
      /src\/x\.css.*--tablet/,
    );
  });

  it('leaves no width written out in a media query of any stylesheet, and every name used is a breakpoint', () => {
    const files = stylesheets(path.join(PROJECT_ROOT, 'src'));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const css = fs.readFileSync(file, 'utf8');
      const literal = css.match(/@media[^{]*\b(max|min)-width:\s*[\d.]+(px|em|rem)/);
      expect([path.relative(PROJECT_ROOT, file), literal?.[0]]).toEqual([path.relative(PROJECT_ROOT, file), undefined]);
      expect(() => withCustomMedia(css, site.breakpoints, file)).not.toThrow();
    }
  });
});
