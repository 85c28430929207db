import { bundles } from '../../../../../src/generated/content';
import { buildServer } from '../../../../../src/server/build-server';
import { pageTexts } from '../../../../../src/server/oidc/pages/page-texts';
import { passwordPage } from '../../../../../src/server/oidc/pages/password-page';
import { registerPage } from '../../../../../src/server/oidc/pages/register-page';
import { demoOwners } from '../../../../../src/server/seed/demo-owners';
import { brandById } from '../../../../../src/server/shared/brand-by-id';
import { tempDir } from '../../../../support/server';

/* The provider's pages: their texts (every language, HTML-escaped) and the files they link. */

it("escapes what the page is given, and the texts, by its template engine: only the page's own markup is markup", () => {
  const page = registerPage({
    params: { locale: 'en-US' },
    action: '/oidc/interaction/x/register',
    signInUrl: '/oidc/interaction/x',
    values: { firstName: '"><script>alert("x")</script>' },
  });
  expect(page).toContain('value="&quot;&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"');
  expect(page).not.toContain('<script>');
  const t = pageTexts('en-US');
  expect(t.text('idp.demoIntro', { password: '<b>' })).toContain('<b>');
  expect(t.text('idp.documentTitle', { heading: '{{heading}}' })).toContain('{{heading}}');
});

it('has every idp.* text in every bundle, with the English placeholders', () => {
  const english = Object.entries(bundles.en ?? {}).filter(([k]) => k.startsWith('idp.'));
  expect(english.length).toBeGreaterThan(10);
  // Languages only: a locale refinement (pt-br) holds just what differs from its language.
  for (const [language, texts] of Object.entries(bundles).filter(([code]) => code.length === 2)) {
    for (const [key, text] of english) {
      const translated = texts[key];
      expect([language, key, translated === undefined]).toEqual([language, key, false]);
      expect([language, key, (translated ?? '').match(/\{\{\w+\}\}/g)?.sort()]).toEqual([
        language,
        key,
        text.match(/\{\{\w+\}\}/g)?.sort(),
      ]);
    }
  }
});

it("serves each brand's colours as a stylesheet the pages link (no inline style under the CSP), and the pages' scripts", async () => {
  const tmp = tempDir();
  const server = buildServer({ dbFile: tmp.dbFile });
  try {
    const css = await server.inject('/sign-in-pages/en/style.css');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    // The brands' tokens, bundled from the generated themes.css, and the page's own rules.
    expect(css.body).toContain(`html[data-brand=lincoln]{`);
    expect(css.body).toContain(`--brand-primary: ${brandById('lincoln')!.theme.tokens['brand-primary']};`);
    expect(css.body).toContain('.brand-bar{');
    const script = await server.inject('/sign-in-pages/passkey.js');
    expect([script.statusCode, script.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
    // One file: the WebAuthn library is bundled in, and no eval (the CSP has none).
    expect(script.body).toContain('passkey-create');
    expect(script.body).not.toMatch(/\beval\(|new Function/);
  } finally {
    await server.close();
    tmp.remove();
  }
});

it("lists the demo owners in the page's language: their countries named in it, the English descriptions on English pages only", () => {
  const page = (locale: string) => passwordPage({ action: '/oidc/interaction/x', clientId: 'unknown', locale });
  const thai = page('th-TH');
  const german = demoOwners.find((o) => o.marketId === 'product/de-de')!;
  expect(thai).toContain(`<code>${german.email}</code> — เยอรมนี (Product)`);
  for (const o of demoOwners) expect(thai).not.toContain(o.description.replace(/&/g, '&amp;').slice(0, 20));
  expect(page('en-US')).toContain(german.description.slice(0, 20).replace(/&/g, '&amp;'));
});
