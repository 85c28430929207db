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

describe("the owner as the events see them: the maker's consumer id (spec 002 §7)", () => {
  const profileLite = {
    value: {
      profile: {
        userGuid: 'guid-1',
        firstName: 'C',
        lastName: 'D',
        email: 'c@example.com',
        country: 'CAN',
        privacyPreferences: [{ preferenceName: 'MailPermission', preferenceCode: 1 }],
      },
    },
  };

  function userOf(answer: (url: string) => FakeAnswer, signedIn = true) {
    const { fetch, seen } = fakeFetch((req) => answer(req.url));
    const client = createApiClient({
      market: lincolnCa,
      fetch,
      tokens: { accessToken: () => 'tok-1' },
      webview: false,
    });
    const { analyticsUser } = analyticsFeature.services({
      client,
      market: lincolnCa,
      tables: fixtureTables,
      signedIn: () => signedIn,
    });
    return { analyticsUser, seen };
  }
  const consumerIdCalls = (seen: { url: string }[]) => seen.filter((r) => r.url.includes('/consumer-id'));

  it("carries the consumer id of the market's country, asked once and then taken from the client's cache", async () => {
    const { analyticsUser, seen } = userOf((url) =>
      url.includes('/consumer-id')
        ? { status: 200, body: { consumer: { id: 'cid-42' } } }
        : { status: 200, body: profileLite },
    );
    await expect(analyticsUser()).resolves.toEqual({ guid: 'guid-1', consumerId: 'cid-42', optIn: true });
    await expect(analyticsUser()).resolves.toEqual({ guid: 'guid-1', consumerId: 'cid-42', optIn: true });
    expect(consumerIdCalls(seen).map((r) => r.url)).toEqual([
      'https://api.owner.example/owner/api/v2/consumer-id?countryCode=CAN',
    ]);
    expect(consumerIdCalls(seen)[0]).toMatchObject({ method: 'GET', headers: { 'auth-token': 'tok-1' } });
  });

  it('goes without it (null) when the call fails or its answer has no id; the guid still goes', async () => {
    for (const failed of [
      { status: 500, text: 'down' },
      { status: 200, body: { consumer: {} } },
      new Error('offline'),
    ]) {
      const { analyticsUser } = userOf((url) =>
        url.includes('/consumer-id') ? failed : { status: 200, body: profileLite },
      );
      await expect(analyticsUser()).resolves.toEqual({ guid: 'guid-1', consumerId: null, optIn: true });
    }
  });

  it('asks nothing for a visitor who is not signed in', async () => {
    const { analyticsUser, seen } = userOf(() => ({ status: 200, body: profileLite }), false);
    await expect(analyticsUser()).resolves.toBeNull();
    expect(seen).toEqual([]);
  });
});
