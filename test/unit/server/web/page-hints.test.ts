import { createApiClient } from '../../../../src/api/client';
import { loadTexts } from '../../../../src/app/texts';
import { createContentApi } from '../../../../src/features/content/api';
import type { ResolvedRoute } from '../../../../src/generated/types/routes';
import { startTextsQuery } from '../../../../src/lib/content/screen-texts';
import { pageFragments, SHELL_CATEGORY } from '../../../../src/lib/content/shell-fragments';
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

it('asks for the scripts and the data at low priority on a prerendered page, whose first paint needs neither', () => {
  const market = fixtureMarket('product/de-de', productionFixtures);
  const preloads = { shell: ['/assets/main-chunk.js'], screens: { [route.screen]: ['/assets/screen.js'] }, fonts: {} };
  const drawn = pageHints(preloads, market, route, false, true);
  const links = drawn.split('\n').filter((l) => /modulepreload|as="fetch"/.test(l));
  expect(links.length).toBeGreaterThan(3);
  for (const link of links) expect(link).toContain('fetchpriority="low"');
  // Drawn by the app, the page needs them for its first paint: the browser's own priorities.
  expect(pageHints(preloads, market, route, false)).not.toContain('fetchpriority');
});
