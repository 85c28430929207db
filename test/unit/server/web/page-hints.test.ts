import { createApiClient, isEndpointId } from '../../../../src/api/client';
import { loadTexts } from '../../../../src/app/texts';
import { createContentApi } from '../../../../src/features/content/api';
import { site } from '../../../../src/generated/site';
import type { ResolvedRoute } from '../../../../src/generated/types/routes';
import { startTextsQuery } from '../../../../src/lib/content/screen-texts';
import { pageFragments, SHELL_CATEGORY } from '../../../../src/lib/content/shell-fragments';
import { openingCalls } from '../../../../src/lib/market/opening-calls';
import { OPENING_CALLS_ID, type OpeningCalls } from '../../../../src/lib/opening-requests';
import { textsJson, textsSelection } from '../../../../src/server/content/packed-texts';
import type { ScreenPreloads } from '../../../../src/server/web/asset-manifest';
import { pageHints } from '../../../../src/server/web/page-hints';
import { fakeFetch } from '../../../support/api-fakes';
import { defaultRoutes, fixtureMarket, localFixtures, productionFixtures } from '../../../support/fixture-markets';

/** A screen with content of its own, beside the shell's. */
const route: ResolvedRoute = {
  ...(defaultRoutes.find((r) => r.id === 'account-settings') as ResolvedRoute),
  content: ['phone-number-dropdown'],
};

/** Texts of screens' own, as the build finds them (account settings' is settings; the others' are not asked for). */
const SCREEN_TEXTS = { 'account-settings': ['settings'], 'order-history': ['orders'], returns: ['returns'] };
const PRELOADS: ScreenPreloads = { shell: [], screens: {}, fonts: {}, screenTexts: SCREEN_TEXTS };

const preloaded = (hints: string) =>
  [...hints.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

it("preloads exactly the addresses the app then fetches through its client: texts, and the shell's fragments with the screen's in one request", async () => {
  for (const market of [
    fixtureMarket('product/de-de', productionFixtures),
    fixtureMarket('lincoln/fr-ca', localFixtures),
  ]) {
    const { fetch, seen } = fakeFetch(() => ({ status: 200, body: {} }));
    const client = createApiClient({ market, fetch, tokens: { accessToken: () => null }, webview: false });
    const content = createContentApi(client, market);
    // The texts of the shell and of the route's screen: all but those other screens alone use.
    await loadTexts(client, market, startTextsQuery(SCREEN_TEXTS, route.screen), () => undefined);
    await content.fragments(SHELL_CATEGORY, pageFragments(route, false));
    expect(preloaded(pageHints(PRELOADS, market, route, false))).toEqual(seen.map((r) => r.url));
    expect(seen).toHaveLength(2);
    expect(seen[1]?.url).toMatch(/names=header%2C[^"]*%2Cphone-number-dropdown$/);
    expect(seen[0]?.url).toMatch(/\/texts\?except=orders%2Creturns$/);
  }
});

it('asks for the scripts at low priority on a prerendered page, whose first paint needs none', () => {
  const market = fixtureMarket('product/de-de', productionFixtures);
  const preloads = { shell: ['/assets/main-chunk.js'], screens: { [route.screen]: ['/assets/screen.js'] }, fonts: {} };
  const drawn = pageHints(preloads, market, route, false, true);
  const links = drawn.split('\n').filter((l) => /modulepreload/.test(l));
  expect(links).toHaveLength(2);
  for (const link of links) expect(link).toContain('fetchpriority="low"');
  // Drawn by the app, the page needs them for its first paint: the browser's own priorities.
  expect(pageHints(preloads, market, route, false)).not.toContain('fetchpriority');
});

it("asks for boot's scripts first, then the renderer's entry, then the largest first: React's chunk does not wait for a free connection behind small ones", () => {
  const market = fixtureMarket('product/de-de', productionFixtures);
  const preloads: ScreenPreloads = {
    shell: ['/assets/boot.js', '/assets/runtime.js', '/assets/render.js', '/assets/react.js'],
    screens: { [route.screen]: ['/assets/screen.js', '/assets/phone.js'] },
    fonts: {},
    boot: ['/assets/boot.js', '/assets/runtime.js'],
    afterBoot: ['/assets/render.js'],
    bytes: {
      '/assets/boot.js': 42_000,
      '/assets/runtime.js': 700,
      '/assets/render.js': 800,
      '/assets/react.js': 106_000,
      '/assets/screen.js': 2000,
      '/assets/phone.js': 16_000,
    },
  };
  const order = (p: ScreenPreloads) =>
    [...pageHints(p, market, route, false, true).matchAll(/modulepreload" fetchpriority="low" href="([^"]+)"/g)].map(
      (m) => m[1],
    );
  expect(order(preloads)).toEqual([
    '/assets/boot.js',
    '/assets/runtime.js',
    // Small, but main imports it first once boot is done: last, it waited for a connection until the rest were in.
    '/assets/render.js',
    '/assets/react.js',
    '/assets/phone.js',
    '/assets/screen.js',
  ]);
  // An older build's manifest, without sizes or boot's list: the order as given.
  const { bytes: _bytes, boot: _boot, afterBoot: _afterBoot, ...older } = preloads;
  expect(order(older)).toEqual([...preloads.shell, ...(preloads.screens[route.screen] ?? [])]);
});

it('carries on a prerendered page the content it was rendered with, at the addresses the app asks them at', () => {
  const market = fixtureMarket('product/de-de', productionFixtures);
  const drawn = pageHints(PRELOADS, market, route, false, true);
  // Nothing of the content is asked for: it is in the page.
  expect(preloaded(drawn)).toEqual([]);
  const carried = [...drawn.matchAll(/<script type="application\/json" data-page-answer="([^"]+)">([^]*?)<\/script>/g)];
  expect(carried.map((m) => m[1])).toEqual(preloaded(pageHints(PRELOADS, market, route, false)));
  const [texts, fragments] = carried.map((m) => m[2] ?? '');
  // No "<" in a block: no text can end it early, whatever the content says (JSON's own escape stands for it).
  for (const block of [texts, fragments]) expect(block).not.toContain('<');
  const query = startTextsQuery(SCREEN_TEXTS, route.screen);
  expect(JSON.parse(texts ?? '')).toEqual(JSON.parse(textsJson(market.languageRegionCode, textsSelection(query))));
  expect(Object.keys(JSON.parse(fragments ?? '') as object)).toEqual(
    expect.arrayContaining(['header', 'footer', 'phone-number-dropdown']),
  );
});

describe("a signed-in owner's opening calls, sent by the page's first script", () => {
  const SCRIPT = '/assets/opening-calls.js';
  const withScript: ScreenPreloads = { ...PRELOADS, openingCalls: SCRIPT };
  const block = (hints: string): OpeningCalls | undefined => {
    const json = new RegExp(`<script type="application/json" id="${OPENING_CALLS_ID}">([^<]*)</script>`).exec(
      hints,
    )?.[1];
    return json === undefined ? undefined : (JSON.parse(json) as OpeningCalls);
  };

  it('names exactly the requests the client sends for them at boot, the token aside, and the script first', async () => {
    let compared = 0;
    for (const [id, fixtures] of [
      ['product/en-us', localFixtures],
      ['product/de-de', productionFixtures],
    ] as const) {
      const market = fixtureMarket(id, fixtures);
      const dashboard = defaultRoutes.find((r) => r.id === 'account-dashboard') as ResolvedRoute;
      for (const page of [route, dashboard]) {
        const { fetch, seen } = fakeFetch(() => ({ status: 200, body: {} }));
        const client = createApiClient({ market, fetch, tokens: { accessToken: () => 'the-token' }, webview: false });
        for (const call of openingCalls(page, market, false, site.shortcutsNavigation))
          if (isEndpointId(call)) client.warm(call);
        await client.quiet();
        const hints = pageHints(withScript, market, page, false, true);
        const named = block(hints);
        // A page with none (account settings where the header shows no shortcuts) names none.
        if (seen.length === 0) {
          expect(named).toBeUndefined();
          continue;
        }
        // The same address and headers, byte for byte: the app takes an answer only for an identical request.
        expect(
          named?.calls.map((c) => ({
            url: c.address,
            headers: c.withToken ? { ...c.headers, [named.tokenHeader]: 'the-token' } : c.headers,
          })),
        ).toEqual(seen.map((r) => ({ url: r.url, headers: r.headers })));
        compared += seen.length;
        const script = hints.indexOf(`<script async type="module" src="${SCRIPT}">`);
        expect(script).toBeGreaterThan(0);
        expect(script).toBeLessThan(hints.indexOf('data-page-answer'));
      }
    }
    // The dashboard's profile in both markets at least (the fixtures' loyalty programmes are off).
    expect(compared).toBeGreaterThanOrEqual(2);
  });

  it('names none where nobody is signed in, in a webview, or without the script', () => {
    const market = fixtureMarket('product/en-us', localFixtures);
    const publicRoute = defaultRoutes.find((r) => r.auth !== 'owner') as ResolvedRoute;
    for (const hints of [
      pageHints(withScript, market, publicRoute, false),
      pageHints(withScript, market, route, true),
      pageHints(PRELOADS, market, route, false),
    ]) {
      expect(block(hints)).toBeUndefined();
      expect(hints).not.toContain('<script async');
    }
  });
});
