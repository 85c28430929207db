import Fastify from 'fastify';
import { site } from '../../../../../src/generated/site';
import { pageStylesheet } from '../../../../../src/server/oidc/pages/layout';
import {
  preloadPageFonts,
  signInPageAssets,
  type LanguageFonts,
} from '../../../../../src/server/oidc/pages/page-assets';

/** Every font the site names, at an address of the build. */
const fonts = Object.fromEntries(
  [...site.fontPreloads.default, ...Object.values(site.fontPreloads.byLanguage).flat()].map((name) => [
    name,
    `/assets/${name}-HASH.woff2`,
  ]),
);

async function served(html: string, languages?: LanguageFonts) {
  const app = Fastify();
  preloadPageFonts(app, { fonts, ...(languages ? { languages } : {}) });
  app.get('/page', async (_req, reply) => reply.type('text/html; charset=utf-8').send(html));
  // Over a socket (Fastify's inject needs a module Jest cannot load).
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return (await fetch(`${origin}/page`)).headers.get('link') ?? undefined;
  } finally {
    await app.close();
  }
}

const signInPage = (lang: string) =>
  `<!doctype html>\n<html lang="${lang}"><head><link rel="stylesheet" href="${pageStylesheet(lang)}"/></head><body></body></html>`;

it("a sign-in page asks for its language's fonts with the page, as the preloads of a font file the browser fetches", async () => {
  const link = String(await served(signInPage('th-th')));
  const thai = site.fontPreloads.byLanguage.th ?? [];
  expect(thai.length).toBeGreaterThan(0);
  for (const name of [...site.fontPreloads.default, ...thai])
    expect(link).toContain(`</assets/${name}-HASH.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin`);
});

it('a German page gets the Latin fonts only; a page without the sign-in stylesheet gets no header', async () => {
  const link = String(await served(signInPage('de-de')));
  expect(link.split(', ')).toHaveLength(site.fontPreloads.default.length);
  expect(await served('<!doctype html>\n<html lang="de-de"><head></head></html>')).toBeUndefined();
});

it("draws with a font only if it is there at the first paint (optional): a late one would move the server's page", async () => {
  const app = Fastify();
  await app.register(signInPageAssets, { fonts });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const css = await (await fetch(`${origin}${pageStylesheet('de-de')}`)).text();
    const faces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) expect(face).toMatch(/font-display:\s*optional/);
  } finally {
    await app.close();
  }
});

describe("a language's cut of the fonts, where the build made one", () => {
  const cut = '/assets/noto-sans-latin-ext-400-normal-hu-CUT.woff2';
  const languages: LanguageFonts = {
    faces: {
      hu: `@font-face { font-family: 'Noto Sans'; font-display: optional; src: url(${cut}) format('woff2'); unicode-range: U+150-151; }`,
    },
    cuts: { hu: { stylesheet: '/assets/app-hu.css', fonts: { 'noto-sans-latin-ext-400-normal': cut } } },
  };

  it('is what a Hungarian sign-in page asks for with the page, not the whole face', async () => {
    const link = String(await served(signInPage('hu-hu'), languages));
    expect(link).toContain(`<${cut}>; rel=preload`);
    expect(link).not.toContain('noto-sans-latin-ext-400-normal-HASH');
  });

  it('is declared by the Hungarian stylesheet in place of the whole face; a language the build has not is not served', async () => {
    const app = Fastify();
    await app.register(signInPageAssets, { fonts, languages });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const css = await (await fetch(`${origin}${pageStylesheet('hu-hu')}`)).text();
      expect(css).toContain(`url(${cut})`);
      expect(css).not.toContain('noto-sans-latin-ext-400-normal-HASH');
      // Thai, which the build does not cut, whole.
      expect(css).toContain('noto-sans-thai-thai-400-normal-HASH');
      expect((await fetch(`${origin}${pageStylesheet('xx-xx')}`)).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
