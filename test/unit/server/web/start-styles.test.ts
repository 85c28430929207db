/*
 * The styles a page carries in its head and the CSP that allows them (src/server/web/start-styles.ts): by the hash of
 * each style element's text, as a browser computes it, and nothing else inline.
 */
import crypto from 'node:crypto';
import type { StartStyles } from '../../../../src/server/web/asset-manifest';
import {
  assertStyleText,
  startStyleMarkup,
  startStyleSources,
  withPageStyles,
  withStartStyles,
} from '../../../../src/server/web/start-styles';

const STYLES: StartStyles = {
  screens: { 'account-settings': 'start-account-settings', 'order-history': 'start-orders' },
  sets: { 'start-account-settings': '.settings{color:blue}', 'start-orders': '.orders{color:red}' },
  faces: { de: '@font-face{unicode-range:U+DF}', en: '@font-face{unicode-range:U+41}' },
  rules: '/assets/app-rules-1.css',
};

const hashOf = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

it("allows every set's rules and every language's faces by their hashes in style-src, and changes nothing else", () => {
  const policy = "default-src 'self'; style-src 'self'; img-src 'self' data:";
  const allowed = withStartStyles(policy, STYLES);
  const sources = [...Object.values(STYLES.sets), ...Object.values(STYLES.faces)].map(hashOf).sort();
  expect(startStyleSources(STYLES)).toEqual(sources);
  expect(allowed).toBe(`default-src 'self'; style-src 'self' ${sources.join(' ')}; img-src 'self' data:`);
  expect(allowed).not.toContain('unsafe-inline');
  // Where the build made none (npm run dev, an older build): the policy as it is.
  expect(withStartStyles(policy, undefined)).toBe(policy);
  expect(() => withStartStyles("default-src 'self'", STYLES)).toThrow(/no style-src/);
});

it('carries the texts whose hashes the policy names, the last element naming the screen and the rules to add later', () => {
  const markup = startStyleMarkup({
    screen: 'account-settings',
    rules: STYLES.sets['start-account-settings']!,
    faces: STYLES.faces.de!,
    full: STYLES.rules,
  });
  const texts = [...markup.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => m[1] ?? '');
  expect(texts).toEqual(['.settings{color:blue}', '@font-face{unicode-range:U+DF}']);
  const policy = withStartStyles("style-src 'self'", STYLES);
  for (const text of texts) expect(policy).toContain(hashOf(text));
  expect(markup).toMatch(
    /<style data-start-screen="account-settings" data-full-stylesheet="\/assets\/app-rules-1.css">@font-face/,
  );
});

it('refuses a style whose text would end its element early', () => {
  expect(() => assertStyleText('start-x', '.a{content:"</style><script>"}')).toThrow(/start-x/);
  expect(() => assertStyleText('start-x', '.a{color:red}')).not.toThrow();
});

it("gives one page's policy the hashes of the two styles it carries, and no other", () => {
  const start = {
    screen: 'order-history',
    rules: STYLES.sets['start-orders']!,
    faces: STYLES.faces.en!,
    full: STYLES.rules,
  };
  expect(withPageStyles("default-src 'self'; style-src 'self'", start)).toBe(
    `default-src 'self'; style-src 'self' ${hashOf(start.rules)} ${hashOf(start.faces)}`,
  );
  expect(withPageStyles("style-src 'self'", undefined)).toBe("style-src 'self'");
});
