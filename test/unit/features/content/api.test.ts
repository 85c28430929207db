import { createApiClient } from '../../../../src/api/client';
import { createContentApi } from '../../../../src/features/content/api';
import { fragmentAddress } from '../../../../src/lib/content/addresses';
import { fakeFetch, type FakeAnswer } from '../../../support/api-fakes';
import { fixtureMarket, localFixtures, productionFixtures } from '../../../support/fixture-markets';

const de = fixtureMarket('product/de-de', productionFixtures);

function contentApi(answer: FakeAnswer | (() => FakeAnswer), market = de) {
  const { fetch, seen } = fakeFetch(typeof answer === 'function' ? answer : () => answer);
  const client = createApiClient({ market, fetch, tokens: { accessToken: () => 'tok-1' }, webview: false });
  return { api: createContentApi(client, market), seen };
}

it("asks the content service for the fragment of the market's brand, region and locale, by category and name", async () => {
  const { api, seen } = contentApi({ status: 200, body: { successText: 'Gespeichert' } });
  await expect(api.fragment('experience-fragments', 'notification-banner')).resolves.toEqual({
    kind: 'ok',
    data: { successText: 'Gespeichert' },
  });
  expect(seen.map((r) => [r.method, r.url])).toEqual([
    ['GET', 'https://content.owner.example/content/product/eu/de-de/experience-fragments/notification-banner'],
  ]);
  expect(seen[0]?.headers).not.toHaveProperty('auth-token');
  expect(seen[0]?.headers).not.toHaveProperty('consumer-key');
});

it("names a Lincoln page's brand and region group, so the content service can answer Lincoln's own fragment", async () => {
  const lincoln = fixtureMarket('lincoln/fr-ca', productionFixtures);
  const { api, seen } = contentApi({ status: 200, body: {} }, lincoln);
  await api.fragment('experience-fragments', 'disclosures');
  expect(seen.map((r) => r.url)).toEqual([
    `${lincoln.contentUrl}/content/lincoln/na/fr-ca/experience-fragments/disclosures`,
  ]);
});

it('treats resource-not-found content as absent (spec 002 §8)', async () => {
  const { api } = contentApi({
    status: 404,
    body: { statusCode: 404, error: 'Not Found', message: 'resource not found' },
  });
  await expect(api.fragment('footer', 'footer')).resolves.toEqual({ kind: 'absent' });
});

it('reports every other failure as one: a refusal, a failed service, no network, an answer that is not a fragment', async () => {
  const answers: FakeAnswer[] = [
    { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'params.locale must match pattern' } },
    { status: 503, text: 'down' },
    new Error('offline'),
    { status: 200, body: ['not', 'a', 'fragment'] },
    { status: 200, text: 'null' },
    { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'no' } },
  ];
  for (const answer of answers) {
    const { api } = contentApi(answer);
    await expect(api.fragment('footer', 'footer')).resolves.toMatchObject({ kind: 'error' });
  }
});

it("fetches exactly the address the page's preload hint names, on every kind of content address", async () => {
  for (const market of [...productionFixtures, ...localFixtures]) {
    const { api, seen } = contentApi({ status: 200, body: {} }, market);
    await api.fragment('phone-number-dropdown', 'phone-number-dropdown');
    expect(seen[0]?.url).toBe(fragmentAddress(market, 'phone-number-dropdown', 'phone-number-dropdown'));
  }
});

describe("several fragments in one request (the shell's)", () => {
  it('asks once with the names, and answers each name as the single call would: found, absent, not an object', async () => {
    const { api, seen } = contentApi({
      status: 200,
      body: { header: { links: [] }, footer: 'not a fragment' },
    });
    await expect(api.fragments('experience-fragments', ['header', 'footer', 'gdpr-banner'])).resolves.toEqual({
      header: { kind: 'ok', data: { links: [] } },
      footer: { kind: 'error', message: 'not an object' },
      'gdpr-banner': { kind: 'absent' },
    });
    expect(seen.map((r) => r.url)).toEqual([
      'https://content.owner.example/content/product/eu/de-de/experience-fragments?names=header%2Cfooter%2Cgdpr-banner',
    ]);
  });

  it('a failed request is a failure of every name asked', async () => {
    const { api } = contentApi({ status: 503, text: 'down' });
    const results = await api.fragments('experience-fragments', ['header', 'footer']);
    expect(Object.values(results).map((r) => r.kind)).toEqual(['error', 'error']);
  });
});
