import { createApiClient } from '../../../../src/api/client';
import { analyticsFeature } from '../../../../src/features/analytics/feature';
import { fakeFetch, type FakeAnswer } from '../../../support/api-fakes';
import { fixtureMarket, productionFixtures } from '../../../support/fixture-markets';
import { fixtureTables } from '../../../support/site-tables';

const lincolnCa = fixtureMarket('lincoln/fr-ca', productionFixtures);

function analyticsOf(answer: () => FakeAnswer) {
  const { fetch, seen } = fakeFetch(answer);
  const client = createApiClient({ market: lincolnCa, fetch, tokens: { accessToken: () => 'tok-1' }, webview: false });
  const { analytics } = analyticsFeature.services({
    client,
    market: lincolnCa,
    tables: fixtureTables,
    signedIn: () => false,
  });
  return { analytics, seen };
}

beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

it("loads the configuration of the market's brand and country through the client's content call, once", async () => {
  const { analytics, seen } = analyticsOf(() => ({
    status: 200,
    body: { events: { pageView: { eventName: 'pv', directCallName: 'page-view', properties: [] } } },
  }));
  await expect(analytics()).resolves.not.toBeNull();
  await analytics();
  expect(seen.map((r) => r.url)).toEqual(['https://content.owner.example/content/analytics-config/lincoln/CA']);
  expect(seen[0]?.headers).toEqual({});
});

it('logs a failed configuration, has no analytics, and asks again on the next event', async () => {
  const answers: FakeAnswer[] = [{ status: 500, text: 'down' }, new Error('offline')];
  const { analytics, seen } = analyticsOf(() => answers.shift() ?? { status: 200, body: { events: {} } });
  await expect(analytics()).resolves.toBeNull();
  await expect(analytics()).resolves.toBeNull();
  await expect(analytics()).resolves.not.toBeNull();
  expect(seen).toHaveLength(3);
  expect(console.info).toHaveBeenCalledWith('analytics configuration unavailable', { message: 'HTTP 500' });
});

it('has no analytics from an answer without events (content is input)', async () => {
  const { analytics } = analyticsOf(() => ({ status: 200, body: { events: null } }));
  await expect(analytics()).resolves.toBeNull();
  expect(console.info).toHaveBeenCalledWith('analytics configuration unavailable', { message: 'no events' });
});
