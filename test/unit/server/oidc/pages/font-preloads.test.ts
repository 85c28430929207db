import Fastify from 'fastify';
import { site } from '../../../../../src/generated/site';
import { PAGE_STYLESHEET } from '../../../../../src/server/oidc/pages/layout';
import { preloadPageFonts, signInPageAssets } from '../../../../../src/server/oidc/pages/page-assets';

/** Every font the site names, at an address of the build. */
const fonts = Object.fromEntries(
  [...site.fontPreloads.default, ...Object.values(site.fontPreloads.byLanguage).flat()].map((name) => [
    name,
    `/assets/${name}-HASH.woff2`,
  ]),
);

async function served(html: string) {
  const app = Fastify();
  preloadPageFonts(app, fonts);
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
  `<!doctype html>\n<html lang="${lang}"><head><link rel="stylesheet" href="${PAGE_STYLESHEET}"/></head><body></body></html>`;

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
    const css = await (await fetch(`${origin}${PAGE_STYLESHEET}`)).text();
    const faces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) expect(face).toMatch(/font-display:\s*optional/);
  } finally {
    await app.close();
  }
});
