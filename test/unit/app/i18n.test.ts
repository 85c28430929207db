import { createApiClient } from '../../../src/api/client';
import { createI18n } from '../../../src/app/i18n';
import { loadTexts } from '../../../src/app/texts';
import { textsAddress } from '../../../src/lib/content/addresses';
import { fakeFetch, type FakeAnswer } from '../../support/api-fakes';
import { fixtureMarket, productionFixtures } from '../../support/fixture-markets';

/** A local-style fixture entry: the content service on the same origin (contentUrl ''). */
const de = fixtureMarket('product/de-de');

function textsClient(answer: FakeAnswer, market = de) {
  const { fetch, seen } = fakeFetch(() => answer);
  return { client: createApiClient({ market, fetch, tokens: { accessToken: () => null }, webview: false }), seen };
}

it("asks the content service for the texts of the market locale, through the client's texts call", async () => {
  const { client, seen } = textsClient({ status: 200, text: '{"a.b":"Hallo"}' });
  const texts = await loadTexts(client, de, {}, () => undefined);
  expect(seen.map((r) => r.url)).toEqual(['/content/de-de/texts']);
  expect(texts).toEqual({ 'a.b': 'Hallo' });
});

it("asks at the market's content address, the one the page preloads", async () => {
  const at = fixtureMarket('product/de-de', productionFixtures);
  const { client, seen } = textsClient({ status: 200, body: {} }, at);
  await loadTexts(client, at, {}, () => undefined);
  expect(seen.map((r) => r.url)).toEqual(['https://content.owner.example/content/de-de/texts']);
  expect(seen[0]?.url).toBe(textsAddress(at, {}));
});

it("asks for the namespaces the query selects: all but some at start, only a screen's as it opens", async () => {
  const { client, seen } = textsClient({ status: 200, body: {} });
  await loadTexts(client, de, { except: 'orders,returns' }, () => undefined);
  await loadTexts(client, de, { only: 'orders' }, () => undefined);
  expect(seen.map((r) => r.url)).toEqual([
    '/content/de-de/texts?except=orders%2Creturns',
    '/content/de-de/texts?only=orders',
  ]);
  expect(seen[0]?.url).toBe(textsAddress(de, { except: 'orders,returns' }));
});

it('logs a failed content fetch and carries on with no texts', async () => {
  for (const answer of [{ status: 503, text: 'down' }, new Error('offline'), { status: 200, text: '["not texts"]' }]) {
    const logged: string[] = [];
    const texts = await loadTexts(textsClient(answer).client, de, {}, (m) => logged.push(m));
    expect(texts).toEqual({});
    expect(logged).toEqual(['content fetch failed']);
  }
});

it('looks keys up flat, in the lower-case locale, with placeholders filled', async () => {
  const i18n = await createI18n('de-de', { 'dashboard.welcome': 'Willkommen, {{firstName}}' });
  expect(i18n.t('dashboard.welcome', { firstName: '<Anna>' })).toBe('Willkommen, <Anna>');
});
