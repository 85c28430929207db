/*
 * Serving the built app as production would: hashed names cached for good, compressed by Accept-Encoding,
 * source maps only locally, a real 404 where the app shows its not-found page, robots.txt, the favicon, and
 * markets on 127.0.0.1 as on localhost. The app is built for real (scripts/build.ts) into temporary directories.
 */
import '../../../support/inject-under-jest';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import budgets from '../../../../scripts/bench/budgets.json';
import { languageFonts } from '../../../../scripts/bench/every-market';
import { buildApp, COMPILE_EAGERLY, type BuildResult } from '../../../../scripts/build';
import { bundles, fragments } from '../../../../src/generated/content';
import { markets as localMarkets } from '../../../../src/generated/markets/local';
import { markets as productionMarkets } from '../../../../src/generated/markets/production';
import { site } from '../../../../src/generated/site';
import { wordmarkMarkup } from '../../../../src/lib/brand/wordmark';
import { FULL_STYLESHEET_ATTRIBUTE, START_SCREEN_ATTRIBUTE } from '../../../../src/lib/full-stylesheet';
import { buildServer } from '../../../../src/server/build-server';
import { replaceContent } from '../../../../src/server/content/content-store';
import { listenOnOrigin } from '../../../../src/server/listen-on-origin';
import { brandById } from '../../../../src/server/shared/brand-by-id';
import { installSearchIndexingPolicy, searchIndexingBlocked } from '../../../../src/server/web/search-indexing';
import { IMMUTABLE } from '../../../../src/server/web/static-app';
import { discover, signIn } from '../../../support/oidc';
import { DE, pkce, tempDir, US } from '../../../support/server';
import { SERVICE_START_TIMEOUT_MS } from '../../../support/timeouts';

const tmp = tempDir();
const localDist = path.join(tmp.dir, 'local');
const productionDist = path.join(tmp.dir, 'production');
let local: BuildResult;
let production: BuildResult;
let app: FastifyInstance;

const assetFile = (dist: string, address: string) => path.join(dist, address);
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

/** The provider's sign-in page for the US app, as a browser reaches it: the authorization request, then its redirect. */
async function signInPage(headers: Record<string, string> = {}) {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: US.clientId,
    redirect_uri: `http://localhost${US.root}`,
    scope: 'openid',
    state: 'state-1',
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
  });
  const start = await get(`/oidc/auth?${query.toString()}`);
  const cookie = [start.headers['set-cookie'] ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
  const at = new URL(String(start.headers.location), 'http://localhost');
  return get(at.pathname + at.search, { ...headers, cookie });
}

beforeAll(async () => {
  // The markets whose prerendered pages are looked at here (every market's: the browser tests').
  local = await buildApp({ env: 'local', outDir: localDist, prerender: ['product/de-de', 'lincoln/en-us'] });
  // Its pages are not looked at here (the local build's are, and the browser tests'): no prerendering.
  production = await buildApp({ env: 'production', outDir: productionDist, prerender: false });
  // Its provider is mounted at the origin inject() requests name (Host: localhost).
  app = buildServer({
    dbFile: path.join(tmp.dir, 'serving.sqlite'),
    distDir: localDist,
    publicOrigin: () => 'http://localhost',
  });
}, 120_000);
afterAll(async () => {
  await app.close();
  tmp.remove();
}, SERVICE_START_TIMEOUT_MS);

describe('the build', () => {
  it("starts every script with V8's hint to compile it while it streams in, in every environment", () => {
    for (const dist of [localDist, productionDist]) {
      const scripts = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(10);
      for (const file of scripts)
        expect(fs.readFileSync(path.join(dist, 'assets', file), 'utf8').split('\n', 1)[0]).toBe(COMPILE_EAGERLY);
    }
  });

  it('names every asset by its content hash, the entry script and the stylesheet included', () => {
    expect(local.manifest.files['main.js']).toMatch(/^\/assets\/main-[A-Z0-9]{8}\.js$/);
    expect(local.manifest.files['app.css']).toMatch(/^\/assets\/app-[A-Z0-9]{8}\.css$/);
    expect(local.manifest.files['favicon.svg']).toMatch(/^\/assets\/favicon-[a-f0-9]{10}\.svg$/);
    for (const file of fs.readdirSync(path.join(localDist, 'assets')))
      expect(file).toMatch(/^[A-Za-z0-9.-]+-[A-Za-z0-9]{8,10}\.[a-z0-9]+(\.map|\.br|\.gz)?$/);
  });

  it('writes index.html with the hashed entry script, stylesheet and favicon, and no inline script', () => {
    const html = fs.readFileSync(path.join(localDist, 'index.html'), 'utf8');
    expect(html).toContain(`<script type="module" src="${local.manifest.files['main.js']}"></script>`);
    expect(html).toContain(`<link rel="stylesheet" href="${local.manifest.files['app.css']}" />`);
    // The icon comes in the page (a request fewer at start), the same drawing as the hashed file /favicon.ico leads to.
    const icon = /<link rel="icon" href="data:image\/svg\+xml,([^"]+)" type="image\/svg\+xml" \/>/.exec(html);
    const drawing = fs.readFileSync(path.join(__dirname, '../../../../src/app/favicon.svg'), 'utf8');
    expect(decodeURIComponent(icon?.[1] ?? '')).toBe(drawing.replace(/\s*\n\s*/g, ''));
    expect(html).not.toMatch(/\/assets\/(main\.js|app\.css|favicon\.svg)/);
    expect(html.match(/<script\b[^>]*>/g)).toEqual([expect.stringMatching(/ src="/)]);
    expect(html).not.toMatch(/\sstyle=|<style/);
  });

  it('writes the asset manifest with the environment it was built for', () => {
    const onDisk = JSON.parse(fs.readFileSync(path.join(localDist, 'asset-manifest.json'), 'utf8'));
    expect(onDisk).toEqual(local.manifest);
    expect(onDisk).toMatchObject({ environment: 'local', sourceMaps: true });
    expect(production.manifest).toMatchObject({ environment: 'production', sourceMaps: false });
    for (const address of Object.values(production.manifest.files))
      expect(fs.existsSync(assetFile(productionDist, address))).toBe(true);
  });

  it("calls React's JSX runtime directly, not through the CommonJS interop's getters (build-esm-shims.ts)", () => {
    const scripts = fs.readdirSync(path.join(productionDist, 'assets')).filter((f) => f.endsWith('.js'));
    const code = scripts.map((f) => fs.readFileSync(path.join(productionDist, 'assets', f), 'utf8')).join('\n');
    expect(code).toMatch(/"react\.transitional\.element"/);
    // Through the interop each element is `(0,x.jsx)(...)`, a getter call each time.
    expect(code).not.toMatch(/\(0,[\w$]+\.jsxs?\)\(/);
  });
});

describe('source maps', () => {
  const maps = (dist: string) => fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.map'));

  it('are written and served for the local environment', async () => {
    const main = local.manifest.files['main.js'] as string;
    expect(maps(localDist)).toContain(`${path.basename(main)}.map`);
    expect(fs.readFileSync(assetFile(localDist, main), 'utf8')).toContain(`//# sourceMappingURL=${main}.map`);
    const res = await get(`${main}.map`);
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(3);
  });

  it('are neither written nor referenced nor served outside local', async () => {
    expect(maps(productionDist)).toEqual([]);
    const main = production.manifest.files['main.js'] as string;
    expect(fs.readFileSync(assetFile(productionDist, main), 'utf8')).not.toContain('sourceMappingURL');
    const prod = buildServer({ dbFile: path.join(tmp.dir, 'production.sqlite'), distDir: productionDist });
    try {
      expect((await prod.inject(main)).statusCode).toBe(200);
      const res = await prod.inject(`${main}.map`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    } finally {
      await prod.close();
    }
  });
});

describe('compression', () => {
  // The shell's largest script (main.js itself is under the size worth compressing).
  const script = () =>
    (local.manifest.preloads?.shell ?? [])
      .map((address) => ({ address, bytes: fs.statSync(assetFile(localDist, address)).size }))
      .sort((a, b) => b.bytes - a.bytes)[0]?.address ?? '';

  it("sends brotli when the browser accepts it: the build's quality-11 file", async () => {
    const res = await get(script(), { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.rawPayload.equals(fs.readFileSync(`${assetFile(localDist, script())}.br`))).toBe(true);
    expect(zlib.brotliDecompressSync(res.rawPayload).equals(fs.readFileSync(assetFile(localDist, script())))).toBe(
      true,
    );
  });

  it('sends gzip when the browser accepts only gzip', async () => {
    const res = await get(script(), { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).equals(fs.readFileSync(assetFile(localDist, script())))).toBe(true);
  });

  it('sends the file as it is without Accept-Encoding, or when only identity is accepted', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get(script(), headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.equals(fs.readFileSync(assetFile(localDist, script())))).toBe(true);
    }
  });

  it('compresses the JSON and HTML replies of the services on the fly', async () => {
    const texts = await get('/content/de-de/texts', { 'accept-encoding': 'br' });
    expect(texts.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(texts.rawPayload).toString())['app.signIn']).toBe('Anmelden');
    const page = await signInPage({ 'accept-encoding': 'gzip' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(page.rawPayload).toString()).toContain('<form');
  });

  it('sends the same texts in every encoding, compressed once per bundle and marked as varying by Accept-Encoding', async () => {
    const plain = await get('/content/de-de/texts', {});
    const br = await get('/content/DE-de/texts', { 'accept-encoding': 'gzip;q=0.5, br' });
    const gzip = await get('/content/de-de/texts', { 'accept-encoding': 'gzip' });
    expect([
      plain.headers['content-encoding'],
      br.headers['content-encoding'],
      gzip.headers['content-encoding'],
    ]).toEqual([undefined, 'br', 'gzip']);
    for (const res of [plain, br, gzip]) {
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    const json = JSON.parse(plain.body) as Record<string, string>;
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(json);
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(json);
    expect(json['app.signIn']).toBe('Anmelden');
  });

  it('keeps the security headers on compressed replies', async () => {
    const res = await get('/content/de-de/texts', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it("sends each page with the hints of its screen: every script it needs and the shell's and screen's content, asked for at once", async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(localDist, 'asset-manifest.json'), 'utf8')) as {
      preloads: {
        shell: string[];
        screens: Record<string, string[]>;
        screenTexts?: Record<string, string[]>;
        boot?: string[];
      };
    };
    const res = await get('/product/de-de/kontoeinstellungen', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    const page = zlib.brotliDecompressSync(res.rawPayload).toString();
    const preloaded = [...page.matchAll(/<link rel="modulepreload"(?: fetchpriority="low")? href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    // Every script of the shell and the screen, boot's first (page-hints.test.ts has the order).
    const scripts = [...manifest.preloads.shell, ...(manifest.preloads.screens['account-settings'] ?? [])];
    expect([...preloaded].sort()).toEqual([...scripts].sort());
    expect(preloaded.slice(0, manifest.preloads.boot?.length)).toEqual(manifest.preloads.boot);
    expect(manifest.preloads.boot?.some((f) => /\/main-\w+\.js$/.test(f))).toBe(false);
    // What main imports once boot is done (the shell, with React's renderer) is asked for with main's scripts; the
    // renderer has no script of its own (an import of its own would cost a request).
    expect(manifest.preloads.shell.some((f) => /\/render-\w+\.js$/.test(f))).toBe(true);
    expect(manifest.preloads.shell.some((f) => /\/client-\w+\.js$/.test(f))).toBe(false);
    // The shell's modules share a few scripts, not one per set of screens that also use them (build-shell-chunks.ts).
    expect(manifest.preloads.shell.length).toBeLessThanOrEqual(4);
    // Boot's is one script, the bundler's helpers in it: a phone lets only so many requests go at once.
    expect(manifest.preloads.boot).toHaveLength(1);
    // React's renderer in a script of its own, fetched beside the rest of the shell's (its errors link to react.dev;
    // i18next's log lines start with its name); the entry that gave it its chunk is not kept.
    const shellSource = manifest.preloads.shell.map((f) => fs.readFileSync(path.join(localDist, f), 'utf8'));
    const renderer = shellSource.filter((source) => source.includes('react.dev/errors'));
    expect(renderer).toHaveLength(1);
    expect(renderer[0]).not.toContain('i18next::');
    expect(shellSource.some((source) => source.includes('i18next::'))).toBe(true);
    expect(fs.readdirSync(path.join(localDist, 'assets')).filter((f) => f.startsWith('shell-separate'))).toEqual([]);
    // And the small modules the screens share among themselves join the shell: a screen adds a few scripts at most.
    for (const scripts of Object.values(manifest.preloads.screens)) expect(scripts.length).toBeLessThanOrEqual(4);
    // The screen's own module (src/features/account-settings/components/account-settings-screen.tsx) is among them.
    expect(
      manifest.preloads.screens['account-settings']?.some((f) => /\/account-settings-screen-\w+\.js$/.test(f)),
    ).toBe(true);
    for (const file of preloaded) expect(fs.existsSync(path.join(localDist, file ?? ''))).toBe(true);
    // A prerendered page carries its content (page-hints.ts): the answers the content service gives at those addresses.
    const carried = [
      ...page.matchAll(/<script type="application\/json" data-page-answer="([^"]+)">([^]*?)<\/script>/g),
    ];
    for (const [, address, json] of carried)
      expect(JSON.parse(json ?? '')).toEqual((await get(address?.replace(/&amp;/g, '&') ?? '')).json());
    const fetched = carried.map((m) => m[1]);
    expect(page).not.toContain('as="fetch"');
    // The shell's fragments and the screen's in one request (over HTTP/1.1 each would wait for one of six connections).
    expect(fetched).toContain(
      '/content/product/eu/de-de/experience-fragments?names=header%2Cshortcuts-navigation%2Capp-information%2Cnotification-banner%2Cfooter%2Cdisclosures%2Cgdpr-banner%2Cphone-number-dropdown',
    );
    // The texts of the shell and of account settings: all but the namespaces only other screens' modules name
    // (scripts/build-text-namespaces.ts), which come as those screens open.
    const own = manifest.preloads.screenTexts?.['account-settings'] ?? [];
    expect(own).toEqual(expect.arrayContaining(['settings']));
    const texts = new URL(fetched.find((f) => f?.startsWith('/content/de-de/texts')) ?? '', 'http://x');
    const except = texts.searchParams.get('except')?.split(',') ?? [];
    expect(except).toEqual(expect.arrayContaining(['orders', 'returns', 'tracking', 'dealer', 'security']));
    // Nor the sign-in provider's (markets/site.json providerTextNamespaces), which no page of the app shows.
    expect(except).toContain('idp');
    for (const namespace of [...own, 'app', 'screen', 'shell', 'footer', 'consent'])
      expect(except).not.toContain(namespace);
    // Every other screen's are left out.
    expect(new Set(except)).toEqual(
      new Set(
        Object.values(manifest.preloads.screenTexts ?? {})
          .flat()
          .filter((n) => !own.includes(n)),
      ),
    );
    // The screen's own content (the route's `content`: the phone list) is asked for in the shell's request (above):
    // the page's hints are the texts and that one request.
    expect(fetched).toHaveLength(2);
    // The edit form's library is not among the scripts: the page opens on its saved details and loads it when idle.
    expect(preloaded.join(' ')).not.toMatch(/section-form/);
    // In webview the shell shows no header or footer: their content is not asked for.
    const inApp = await get('/product/de-de/kontoeinstellungen?webview=true');
    expect(inApp.body).not.toMatch(/experience-fragments\?names=[^"]*footer/);
  });

  it("writes each page in its market's language and brand, with a description in that language, before any script runs", async () => {
    const german = (await get('/product/de-de/kontoeinstellungen')).body;
    expect(german).toContain('<html lang="de-de" data-brand="product"');
    expect(german).toContain('<meta name="description" content="Ihr Eigentümerkonto:');
    // The tab's title in German from the start, as the app then sets it (no English before the scripts run).
    expect(german).toMatch(/<title>Kon\u00ADto\u00ADein\u00ADstel\u00ADlun\u00ADgen · [^<]+<\/title>/u);
    expect(german).not.toContain('<title>Owner account</title>');
    // The build prerendered the page: the whole of it is there (header, heading, footer), marked with its address,
    // inert until the app takes it over.
    expect(german).toMatch(
      /<div id="app" data-prerendered="\/product\/de-de\/kontoeinstellungen" inert><a class="skip-link"[^]*<header class="site-header">[^]*<h1>Kon­to­ein­stel­lun­gen<\/h1>[^]*<footer class="site-footer">/,
    );
    // Painted from its markup, the page asks for its scripts after what the paint needs.
    expect(german).toContain('<script type="module" fetchpriority="low" src="/assets/main-');
    // With a query (a prefilled field), the page of its path is painted first, marked with the address it is of: the
    // app draws its own over it (it hydrates the markup only there).
    expect((await get('/product/de-de/kontoeinstellungen?from=mail')).body).toContain(
      '<div id="app" data-prerendered="/product/de-de/kontoeinstellungen" inert>',
    );
    // A route prerendered at another address (routes.json prerenderWith: the query its first render needs, a
    // parameter's placeholder): every address of it is painted from that page.
    for (const address of ['/product/de-de/connected-services?vin=WF0XXX', '/product/de-de/connected-services'])
      expect((await get(address)).body).toMatch(
        /<div id="app" data-prerendered="\/product\/de-de\/connected-services\?vin=VIN" inert>[^]*<h1>/,
      );
    const lincoln = (await get('/lincoln/en-us/order-details/US-1')).body;
    expect(lincoln).toMatch(
      /<div id="app" data-prerendered="\/lincoln\/en-us\/order-details\/ORDER" inert>[^]*<h1[ >]/,
    );
    // Where the build made no page (no order pages in this market: the not-found page's catch-all), the frame of the
    // brand's header only, until the app draws the page.
    expect((await get('/product/de-de/order-details/DE-1')).body).toMatch(
      /<div id="app"><header class="site-header" aria-hidden="true">.*<svg class="brand-wordmark"/,
    );
    expect(lincoln).toContain('<html lang="en-us" data-brand="lincoln"');
    // The frame (an address the build made no page for: the catch-all's) draws the brand's own wordmark, as the app's
    // header will.
    const frame = (await get('/lincoln/en-us/no-such-page')).body;
    expect(frame).toMatch(/<div id="app"><header class="site-header" aria-hidden="true">/);
    expect(frame).toContain(wordmarkMarkup(brandById('lincoln')!.theme.wordmark));
    // A route of parameters alone is painted from its placeholder's page (prerenderWith), its heading included.
    expect((await get('/lincoln/en-us/ownership-delinking/abc')).body).toMatch(
      /<div id="app" data-prerendered="\/lincoln\/en-us\/ownership-delinking\/LINK" inert>[^]*<h1[ >]/,
    );
    expect((await get('/lincoln/en-us/account-dashboard')).body).toContain('class="brand-wordmark-accent"');
    expect(lincoln).toContain('<meta name="description" content="Your owner account:');
    // Fonts of the page's language: Latin everywhere, Thai letters on Thai pages only (markets/site.json fontPreloads).
    const fontsOf = (page: string) =>
      [
        ...page.matchAll(
          /<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/([a-z-]+\d+-normal)-/g,
        ),
      ].map((m) => m[1]);
    expect(fontsOf(german)).toEqual(['noto-sans-latin-400-normal', 'noto-sans-latin-700-normal']);
    expect(fontsOf((await get('/product/th-th/account-dashboard')).body)).toEqual(
      expect.arrayContaining([
        'noto-sans-latin-400-normal',
        'noto-sans-thai-thai-400-normal',
        'noto-sans-thai-thai-700-normal',
      ]),
    );
    // In webview the app draws no header: neither does the page (nor is it the prerendered one, which has one).
    expect((await get('/product/de-de/kontoeinstellungen?webview=true')).body).toContain('<div id="app"></div>');
  });

  it('carries the content served now: texts changed while the service runs (npm run dev) are in the next page', async () => {
    const page = async () => (await get('/product/de-de/kontoeinstellungen')).body;
    expect(await page()).toContain(`"app.title":"${bundles.de?.['app.title']}"`);
    try {
      replaceContent({ bundles: { ...bundles, de: { ...bundles.de, 'app.title': 'Mein Konto (neu)' } }, fragments });
      const changed = await page();
      expect(changed).toContain('"app.title":"Mein Konto (neu)"');
      expect(changed).toContain('· Mein Konto (neu)</title>');
    } finally {
      replaceContent({ bundles, fragments });
    }
  });
});

describe('fonts', () => {
  it('draws Thai letters with Noto Sans Thai and every Latin one with Noto Sans: a Latin page never asks for the Thai font', () => {
    const css = fs.readFileSync(path.join(localDist, local.manifest.files['app.css']!), 'utf8');
    const thaiFaces = css.match(/@font-face\{font-family:Noto Sans Thai[^}]*\}/g) ?? [];
    expect(thaiFaces.length).toBe(2);
    for (const face of thaiFaces)
      expect(face).toMatch(/noto-sans-thai-thai-\d+-normal[^}]*unicode-range:U\+02D7,U\+0303,U\+0331,U\+0E01-0E5B/);
    // The Noto Sans faces are each language's sheet's (below): declared here too, a face missed at the first paint
    // (font-display: optional) made the browser fetch the other for the same letters.
    expect(css).not.toMatch(/noto-sans-(latin|latin-ext|greek|vietnamese)-[47]00-normal/);
  });

  it("declares each script's faces in its language's start styles, cut to the letters its texts use, each by its WOFF2 file alone", () => {
    const css = fs.readFileSync(path.join(localDist, local.manifest.files['app.css']!), 'utf8');
    const faces = local.manifest.preloads!.startSheets!.faces;
    // Hungarian's Latin Extended (ő, ű): a cut of its letters, the whole face for the rest. German texts have none of
    // its letters: the whole face alone. Greek's cut is Greek's.
    expect(faces.hu).toMatch(/url\(\/assets\/noto-sans-latin-ext-400-normal-hu-[0-9a-f]+\.woff2\)/);
    expect(faces.de).not.toMatch(/noto-sans-latin-ext-400-normal-de-/);
    expect(faces.de).toMatch(/url\(\/assets\/noto-sans-latin-ext-400-normal-[0-9a-f]+\.woff2\)/);
    expect(faces.el).toMatch(/url\(\/assets\/noto-sans-greek-400-normal-el-[0-9a-f]+\.woff2\)/);
    // No market's language is written in Cyrillic or Devanagari; every browser the app runs in reads WOFF2.
    for (const text of [css, ...Object.values(faces)]) {
      expect(text).not.toMatch(/cyrillic|devanagari|greek-ext/);
      expect(text).not.toMatch(/\.woff\)|format\(["']?woff["']?\)/);
    }
    expect(fs.readdirSync(path.join(localDist, 'assets')).filter((f) => f.endsWith('.woff'))).toEqual([]);
  });

  it("has each language's pages preload at most the bench's budget of fonts: their cuts, not a whole 56 KB face", () => {
    const fonts = languageFonts(localDist, local.manifest);
    expect(fonts.map((f) => f.language)).toEqual(expect.arrayContaining(['cs', 'el', 'hu', 'pl', 'ro', 'th', 'vi']));
    expect(fonts.filter((f) => f.bytes > budgets.fontPreloadKB.max * 1024)).toEqual([]);
  });

  it('sends a page compressed once at the best quality, the same page in each encoding', async () => {
    const address = '/product/de-de/kontoeinstellungen';
    const plain = await get(address);
    const br = await get(address, { 'accept-encoding': 'br' });
    const gzip = await get(address, { 'accept-encoding': 'gzip' });
    expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip']);
    expect(String(br.headers.vary)).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // Smaller than the compression hook's quality 4 makes it: the first round trip of a new connection holds 14 KB.
    const hook = zlib.brotliCompressSync(plain.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(br.rawPayload.length).toBeLessThan(hook.length);
  });

  it("gives a page its screen's start sheet and its language's faces in its head, allowed by their hashes, naming the app's rules to add later; the language's whole sheet is the app's with the cut's faces after it, its files preloaded, kept a year", async () => {
    const cut = local.manifest.preloads?.languageCuts?.de;
    const styles = local.manifest.preloads?.startSheets;
    const set = styles?.screens['account-settings'];
    const rules = styles?.rules;
    expect(cut).toBeDefined();
    expect(set).toBe('start-account-settings');
    const served = await get('/product/de-de/kontoeinstellungen');
    const page = served.body;
    // No stylesheet to wait for: the start rules, then the German faces, in the page.
    expect([...page.matchAll(/<link rel="stylesheet"/g)]).toEqual([]);
    const carried = [...page.matchAll(/<style([^>]*)>([^<]*)<\/style>/g)].map((m) => ({
      attributes: m[1],
      text: m[2],
    }));
    expect(carried.map((c) => c.text)).toEqual([styles!.sets[set!], styles!.faces.de]);
    expect(carried[1]?.attributes).toBe(
      ` ${START_SCREEN_ATTRIBUTE}="account-settings" ${FULL_STYLESHEET_ATTRIBUTE}="${rules}"`,
    );
    // Its screen's rules, not the features' the page does not draw (the orders'); the cut's faces.
    expect(carried[0]?.text).toContain('.settings-');
    expect(carried[0]?.text).not.toContain('.orders-');
    expect(carried[1]?.text).toContain(`url(${cut!.fonts['noto-sans-latin-400-normal']})`);
    // The page's CSP allows each by its hash, and no other inline style.
    const policy = String(served.headers['content-security-policy']);
    const hashOf = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
    expect(policy.match(/'sha256-[^']+'/g)?.sort()).toEqual(carried.map((c) => hashOf(c.text ?? '')).sort());
    expect(policy).not.toContain('unsafe-inline');
    // Only the app's pages carry them: the service's other answers keep the policy without (a header over HTTP/1.1 is
    // sent whole on every answer).
    const texts = await get('/content/de-de/texts?only=help');
    expect(texts.statusCode).toBe(200);
    expect(texts.headers['content-security-policy']).toBe(policy.replace(/ 'sha256-[^']+'/g, ''));
    // What the app adds later: the app's rules without a face (a face declared again would change a font given up on).
    const later = await get(rules!);
    expect([later.statusCode, later.headers['cache-control']]).toEqual([200, IMMUTABLE]);
    expect(later.body).not.toContain('@font-face');
    expect(later.body).toContain('.orders-');
    const app = (await get(local.manifest.files['app.css']!)).body.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
    const preloaded = [...page.matchAll(/<link rel="preload" as="font"[^>]* href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloaded).toEqual(Object.values(cut!.fonts));
    const sheet = await get(cut!.stylesheet);
    expect([sheet.statusCode, sheet.headers['cache-control']]).toEqual([200, IMMUTABLE]);
    expect(sheet.body.startsWith(app.trimEnd())).toBe(true);
    for (const address of Object.values(cut!.fonts)) {
      expect(sheet.body).toContain(`url(${address})`);
      const file = await get(address);
      expect([file.statusCode, file.headers['cache-control']]).toEqual([200, IMMUTABLE]);
    }
    // ß is German's; ñ is not, and is left to the whole face, declared for the letters the cut lacks.
    const [cutFace, wholeFace] = (sheet.body.match(/@font-face\s*\{[^}]*\}/g) ?? []).filter((f) =>
      f.includes('font-weight: 400'),
    );
    expect(cutFace).toMatch(/unicode-range: [^;]*U\+DF[,;]/);
    expect(cutFace).not.toMatch(/U\+F1[,;]/);
    expect(wholeFace).toContain(`url(${local.manifest.preloads?.fonts['noto-sans-latin-400-normal']})`);
    expect(wholeFace).toMatch(/unicode-range: [^;]*U\+E8-F5[,;]/); // è … õ, ñ among them
    expect(wholeFace).not.toMatch(/U\+DF[,;]/);
  });
});

describe('caching', () => {
  it('lets browsers keep every hashed asset for a year without asking again', async () => {
    for (const address of Object.values(local.manifest.files)) {
      const res = await get(address);
      expect([address, res.statusCode, res.headers['cache-control']]).toEqual([address, 200, IMMUTABLE]);
    }
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
  });

  it('sends scripts and stylesheets without the headers only documents use (nosniff stays), pages with all of them', async () => {
    for (const name of ['main.js', 'app.css']) {
      const res = await get(local.manifest.files[name] ?? '');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['last-modified']).toBeUndefined();
    }
    const page = await get('/product/en-us/');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    const favicon = await get(local.manifest.files['favicon.svg'] ?? '');
    expect(favicon.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('makes browsers revalidate the HTML, found or not', async () => {
    for (const url of ['/product/en-us/', '/product/en-us/no-such-page']) {
      expect((await get(url)).headers['cache-control']).toBe('no-cache');
    }
  });
});

describe('page status', () => {
  it.each([
    '/product/de-de/kontoeinstellungen',
    '/product/no-no/tilkoblede-tjenester',
    '/product/en-us/',
    '/product/en-gb/account-settings',
    '/lincoln/en-us/order-details/US-1?x=1',
  ])('answers the known localised page %s with 200 and the app', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(`src="${local.manifest.files['main.js']}"`);
  });

  it.each([
    '/product/de-de/no-such-page',
    '/product/de-de/account-settings',
    '/product/no-no/connected-services',
    '/product/en-us/wallet/extra',
    '/product/en-ca/nowhere',
  ])('answers the unknown page %s with 404 and the app, which shows its not-found page', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<div id="app">');
    expect(res.body).toContain(`src="${local.manifest.files['main.js']}"`);
  });

  it("moves an address outside its market's root below it, keeping the query: the fallback entry at / and a locale choice", async () => {
    const fallbackRoot = localMarkets.find(
      (m) => m.brand === site.fallback.brand && m.languageRegionCode === site.fallback.languageRegionCode,
    )!.root;
    for (const [url, to] of [
      ['/', fallbackRoot],
      ['/nowhere?x=1', `${fallbackRoot}nowhere?x=1`],
      ['/?locale=de-de', '/product/de-de/?locale=de-de'],
    ]) {
      const res = await get(url as string);
      expect([res.statusCode, res.headers.location]).toEqual([302, to]);
    }
    expect((await get(fallbackRoot)).statusCode).toBe(200);
  });

  it('answers HEAD with the status GET would have', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/product/de-de/kontoeinstellungen' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'HEAD', url: '/product/de-de/no-such-page' })).statusCode).toBe(404);
  });

  it.each(['/owner/api/v9/nothing', '/sign-in-pages/nothing', '/content', '/assets/missing-AAAAAAAA.js', '/assets'])(
    'keeps the JSON 404 on the service path %s',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    },
  );

  it('decides with the market table of the environment the bundle was built for', async () => {
    // The production bundle finds markets by their own hosts: on this host every address is the fallback entry's.
    const prod = buildServer({ dbFile: path.join(tmp.dir, 'production-pages.sqlite'), distDir: productionDist });
    try {
      const fallback = productionMarkets.find(
        (m) => m.brand === site.fallback.brand && m.languageRegionCode === site.fallback.languageRegionCode,
      )!;
      const moved = await prod.inject('/account-settings');
      expect([moved.statusCode, moved.headers.location]).toEqual([302, `${fallback.root}account-settings`]);
      expect((await prod.inject(`${fallback.root}account-settings`)).statusCode).toBe(200);
      expect((await prod.inject(`${fallback.root}product/de-de/kontoeinstellungen`)).statusCode).toBe(404);
      expect(
        (await prod.inject({ url: '/kontoeinstellungen', headers: { host: 'account.de.owner.example' } })).statusCode,
      ).toBe(200);
    } finally {
      await prod.close();
    }
  });
});

describe('search indexing', () => {
  it('serves robots.txt that disallows everything while the markets block indexing', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('User-agent: *\nDisallow: /\n');
  });

  it('marks HTML replies noindex, nofollow: app pages, not-found pages and sign-in pages, not scripts or JSON', async () => {
    for (const url of ['/product/de-de/', '/product/de-de/no-such-page']) {
      expect([url, (await get(url)).headers['x-robots-tag']]).toEqual([url, 'noindex, nofollow']);
    }
    const page = await signInPage();
    expect([page.statusCode, page.headers['x-robots-tag']]).toEqual([200, 'noindex, nofollow']);
    expect((await get(local.manifest.files['main.js'] as string)).headers['x-robots-tag']).toBeUndefined();
    expect((await get('/content/de-de/texts')).headers['x-robots-tag']).toBeUndefined();
    expect(fs.readFileSync(path.join(localDist, 'index.html'), 'utf8')).toContain(
      '<meta name="robots" content="noindex, nofollow" />',
    );
  });

  it('follows blockSearchIndexing of the markets, with no market named in code', async () => {
    expect(searchIndexingBlocked(localMarkets)).toBe(true);
    const open = localMarkets.map((m) => ({ ...m, blockSearchIndexing: false }));
    expect(searchIndexingBlocked(open)).toBe(false);
    expect(searchIndexingBlocked([...open.slice(1), { ...open[0]!, blockSearchIndexing: true }])).toBe(true);
    const bare = Fastify();
    installSearchIndexingPolicy(bare, open);
    bare.get('/page', async (_req, reply) => reply.type('text/html').send('<p>hi</p>'));
    try {
      expect((await bare.inject('/robots.txt')).body).toBe('User-agent: *\nDisallow:\n');
      expect((await bare.inject('/page')).headers['x-robots-tag']).toBeUndefined();
    } finally {
      await bare.close();
    }
  });
});

describe('favicon', () => {
  it('serves the hashed SVG of the icon the page carries', async () => {
    const address = local.manifest.files['favicon.svg'] as string;
    const res = await get(address);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toBe(fs.readFileSync(path.join(__dirname, '../../../../src/app/favicon.svg'), 'utf8'));
  });

  it('redirects /favicon.ico, which browsers ask for on their own, to it', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(local.manifest.files['favicon.svg']);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('127.0.0.1 as well as localhost', () => {
  let server: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    ({ server, origin } = await listenOnOrigin(
      { dbFile: path.join(tmp.dir, 'loopback.sqlite'), distDir: localDist },
      { originHost: 'localhost' },
    ));
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => server.close());

  it('resolves the markets on localhost', async () => {
    const headers = { host: `localhost:${new URL(origin).port}` };
    expect((await app.inject({ url: '/product/de-de/kontoeinstellungen', headers })).statusCode).toBe(200);
    expect((await app.inject({ url: '/product/no-no/tilkoblede-tjenester', headers })).statusCode).toBe(200);
    expect((await app.inject({ url: '/product/de-de/no-such-page', headers })).statusCode).toBe(404);
  });

  it.each(['127.0.0.1', '[::1]'])(
    'moves a page asked for on %s to localhost, where the issuer is, before any sign-in',
    async (host) => {
      const loopback = `http://${host}:${new URL(origin).port}`;
      const res = await fetch(`${loopback}${DE.root}kontoeinstellungen?x=1`, {
        redirect: 'manual',
        headers: { host: new URL(loopback).host },
      }).catch(() => undefined);
      if (!res) return; // no IPv6 loopback on this machine
      expect([res.status, res.headers.get('location')]).toEqual([308, `${origin}${DE.root}kontoeinstellungen?x=1`]);
    },
  );

  it('signs in from the 127.0.0.1 address: the page moves to localhost, whose provider signs the owner in', async () => {
    const loopback = origin.replace('//localhost:', '//127.0.0.1:');
    const page = await fetch(`${loopback}${DE.root}`);
    expect([page.status, page.url]).toEqual([200, `${origin}${DE.root}`]);
    const { callback } = await signIn(await discover(origin, DE.clientId), page.url, 'anna.schneider@example.com');
    const back = new URL(callback);
    expect([back.origin, back.pathname]).toEqual([origin, DE.root]);
    expect(back.searchParams.get('code')).toBeTruthy();
  });

  it('answers the API on 127.0.0.1 as it is (only pages move)', async () => {
    const loopback = origin.replace('//localhost:', '//127.0.0.1:');
    const res = await fetch(`${loopback}/oidc/.well-known/openid-configuration`, { redirect: 'manual' });
    expect(res.status).toBe(200);
  });
});
