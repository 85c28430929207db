import { bundles } from '../../../../../src/generated/content';
import { brandById } from '../../../../../src/lib/brand/wordmark';
import { buildServer } from '../../../../../src/server/build-server';
import { demoOwnersSection, fillHtml, pageTexts } from '../../../../../src/server/oidc/pages/page';
import { demoOwners } from '../../../../../src/server/seed/demo-owners';
import { tempDir } from '../../../../support/server';

/* The provider's pages: their texts (every language, HTML-escaped) and the files they link. */

it("escapes HTML in placeholder values and in the text, inserting only the page's own markup as is", () => {
  expect(fillHtml('Hello {{name}} & welcome', { name: '<script>alert("x")</script>' })).toBe(
    'Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; welcome',
  );
  expect(fillHtml('<b>{{a}}</b>', { a: '{{b}}', b: '<i>' })).toBe('&lt;b&gt;{{b}}&lt;/b&gt;');
  expect(fillHtml('password {{password}}.', { password: { html: '<code>x</code>' } })).toBe('password <code>x</code>.');
  expect(fillHtml('left {{missing}} as is')).toBe('left {{missing}} as is');
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
    const css = await server.inject('/sign-in-pages/brand.css');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toContain(
      `body[data-brand="lincoln"] {\n  --brand-primary: ${brandById('lincoln')!.theme.tokens['brand-primary']};`,
    );
    for (const file of ['style.css', 'webauthn.js', 'passkey.js'])
      expect((await server.inject(`/sign-in-pages/${file}`)).statusCode).toBe(200);
  } finally {
    await server.close();
    tmp.remove();
  }
});

it("lists the demo owners in the page's language: their countries named in it, the English descriptions on English pages only", () => {
  const thai = demoOwnersSection(pageTexts('th-TH'));
  const german = demoOwners.find((o) => o.marketId === 'product/de-de')!;
  expect(thai).toContain(`<code>${german.email}</code> — เยอรมนี (Product)`);
  for (const o of demoOwners) expect(thai).not.toContain(o.description.replace(/&/g, '&amp;').slice(0, 20));
  expect(demoOwnersSection(pageTexts('en-US'))).toContain(german.description.slice(0, 20));
});
