import { createApiClient } from '../../../src/api/client';
import { endpoints } from '../../../src/generated/api';
import { fakeFetch, MemoryStorage, type FakeAnswer, type SeenRequest } from '../../support/api-fakes';
import { fixtureMarket, productionFixtures } from '../../support/fixture-markets';

/** A production-like entry: the data service and the content service on hosts of their own. */
const de = fixtureMarket('product/de-de', productionFixtures);

function client(
  answer: (req: SeenRequest) => FakeAnswer = () => ({ status: 200, body: {} }),
  options: { now?: () => number } = {},
) {
  const { fetch, seen } = fakeFetch(answer);
  const api = createApiClient({
    market: de,
    fetch,
    storage: new MemoryStorage(),
    now: options.now,
    tokens: { accessToken: () => 'tok-1' },
    webview: false,
  });
  return { api, seen };
}

describe("the content service's calls", () => {
  it("go to the market's content address, and the data calls to its service address", async () => {
    const { api, seen } = client();
    await api.call('texts', { params: { locale: de.languageRegionCode }, query: {} });
    await api.call('fragment', {
      params: { brand: 'product', region: 'eu', locale: 'de-de', category: 'experience-fragments', name: 'footer' },
    });
    await api.call('analyticsConfig', { params: { brand: de.brand, country: de.countryCode } });
    await api.call('chatConfig', { params: { country: 'de', locale: 'de-de' } });
    await api.call('mfaOptions');
    expect(seen.map((r) => r.url)).toEqual([
      `${de.contentUrl}/content/de-de/texts`,
      `${de.contentUrl}/content/product/eu/de-de/experience-fragments/footer`,
      `${de.contentUrl}/content/analytics-config/product/DE`,
      `${de.contentUrl}/content/guxeu/de/de-de/configuration/chat.json`,
      `${de.serviceUrl}/owner/api/v2/mfa-options`,
    ]);
    expect(de.contentUrl).not.toBe(de.serviceUrl);
  });

  it('go out bare, as the page preloads them: no consumer key, and no token though the client has one', async () => {
    const { api, seen } = client();
    await api.call('fragment', {
      params: { brand: 'product', region: 'eu', locale: 'de-de', category: 'footer', name: 'footer' },
    });
    await api.call('texts', { params: { locale: 'de-de' }, query: {} });
    for (const request of seen) expect(request.headers).toEqual({});
  });

  it('answer a missing fragment as a 404 error, for the content adapter to call absent', async () => {
    const { api } = client(() => ({
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'resource not found' },
    }));
    await expect(
      api.call('fragment', {
        params: { brand: 'product', region: 'eu', locale: 'de-de', category: 'footer', name: 'nope' },
      }),
    ).resolves.toMatchObject({ kind: 'error', status: 404, message: 'resource not found' });
  });
});

describe('cache rules of the content calls', () => {
  it('keeps the analytics configuration for its cacheMs, then asks again', async () => {
    let clock = 1_000;
    const { api, seen } = client(() => ({ status: 200, body: { events: {} } }), { now: () => clock });
    const params = { brand: de.brand, country: de.countryCode };
    await api.call('analyticsConfig', { params });
    clock += (endpoints.analyticsConfig.cacheMs ?? 0) - 1;
    await expect(api.call('analyticsConfig', { params })).resolves.toMatchObject({ kind: 'ok', data: { events: {} } });
    expect(seen).toHaveLength(1);
    clock += 1;
    await api.call('analyticsConfig', { params });
    expect(seen).toHaveLength(2);
  });

  it('keeps neither the texts nor a fragment: the page preloads them, and the fragment saga asks once per page', async () => {
    const { api, seen } = client();
    for (let i = 0; i < 2; i += 1) {
      await api.call('texts', { params: { locale: 'de-de' }, query: {} });
      await api.call('fragment', {
        params: { brand: 'product', region: 'eu', locale: 'de-de', category: 'footer', name: 'footer' },
      });
    }
    expect(seen).toHaveLength(4);
    expect([endpoints.texts.cacheMs, endpoints.fragment.cacheMs]).toEqual([null, null]);
  });

  it('keeps no chat configuration: whether chat is offered changes while a visit lasts', async () => {
    const { api, seen } = client(() => ({
      status: 200,
      body: { enabled: true, greeting: 'Hallo', placeholder: 'Frage' },
    }));
    await api.call('chatConfig', { params: { country: 'de', locale: 'de-de' } });
    await api.call('chatConfig', { params: { country: 'de', locale: 'de-de' } });
    expect(seen).toHaveLength(2);
  });
});
