import { createApiClient } from '../../../../src/api/client';
import { loadTexts } from '../../../../src/app/texts';
import { createContentApi } from '../../../../src/features/content/api';
import type { ResolvedRoute } from '../../../../src/generated/types/routes';
import { SHELL_CATEGORY, shellFragments } from '../../../../src/lib/content/shell-fragments';
import { pageHints } from '../../../../src/server/web/page-hints';
import { fakeFetch } from '../../../support/api-fakes';
import { defaultRoutes, fixtureMarket, localFixtures, productionFixtures } from '../../../support/fixture-markets';

/** A screen with content of its own, beside the shell's. */
const route: ResolvedRoute = {
  ...(defaultRoutes.find((r) => r.id === 'account-settings') as ResolvedRoute),
  content: ['phone-number-dropdown'],
};

const preloaded = (hints: string) =>
  [...hints.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

it("preloads exactly the addresses the app then fetches through its client: texts, the shell's fragments (one request) and the screen's", async () => {
  for (const market of [
    fixtureMarket('product/de-de', productionFixtures),
    fixtureMarket('lincoln/fr-ca', localFixtures),
  ]) {
    const { fetch, seen } = fakeFetch(() => ({ status: 200, body: {} }));
    const client = createApiClient({ market, fetch, tokens: { accessToken: () => null }, webview: false });
    const content = createContentApi(client, market);
    await loadTexts(client, market, () => undefined);
    await content.fragments(SHELL_CATEGORY, shellFragments(route, false));
    for (const name of route.content) await content.fragment(name, name);
    expect(preloaded(pageHints(undefined, market, route, false))).toEqual(seen.map((r) => r.url));
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
