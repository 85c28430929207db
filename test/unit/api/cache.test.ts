import { createResponseCache } from '../../../src/api/cache';
import { createApiClient, type ApiClient } from '../../../src/api/client';
import { fakeFetch, market, MemoryStorage, staticToken } from '../../support/api-fakes';

const de = market('product/de-de');
const profileQuery = { query: { locale: 'de-de', country: 'DEU' } };

function setup(storage = new MemoryStorage()) {
  let t = 1_000_000;
  const clock = { advance: (ms: number) => (t += ms) };
  const { fetch, seen } = fakeFetch((req) =>
    req.url.includes('/user-info') && req.headers['auth-token'] === 'broken'
      ? { status: 500 }
      : { status: 200, body: { n: seen.length } },
  );
  const client = (token = 'tok'): ApiClient =>
    createApiClient({ market: de, fetch, storage, now: () => t, tokens: staticToken(token), webview: false });
  return { client, seen, clock, storage };
}

it('serves the profile from cache until 179999 ms after it was stored', async () => {
  const { client, seen, clock } = setup();
  const api = client();
  await api.call('profile', profileQuery);
  clock.advance(179_999);
  await api.call('profile', profileQuery);
  expect(seen).toHaveLength(1);
});

it('fetches the profile again once 180000 ms have passed', async () => {
  const { client, seen, clock } = setup();
  const api = client();
  await api.call('profile', profileQuery);
  clock.advance(180_000);
  await api.call('profile', profileQuery);
  expect(seen).toHaveLength(2);
});

it('ignores and removes an expired entry, in memory and in storage', () => {
  let t = 0;
  const storage = new MemoryStorage();
  const cache = createResponseCache({ storage, now: () => t });
  cache.set('profile|x', { a: 1 }, 100);
  t = 100;
  expect(cache.get('profile|x')).toBeUndefined();
  expect(storage.length).toBe(0);
});

it('keeps other cached calls for the default hour', async () => {
  const { client, seen, clock } = setup();
  const api = client();
  const points = { query: { programCountry: 'DEU', languageCode: 'de-de' } };
  await api.call('aggregatePoints', points);
  clock.advance(3_599_999);
  await api.call('aggregatePoints', points);
  expect(seen).toHaveLength(1);
  clock.advance(1);
  await api.call('aggregatePoints', points);
  expect(seen).toHaveLength(2);
});

it('keys the cache by query: another locale is another entry', async () => {
  const { client, seen } = setup();
  const api = client();
  await api.call('profile', profileQuery);
  await api.call('profile', { query: { locale: 'en-gb', country: 'GBR' } });
  expect(seen).toHaveLength(2);
});

it('keys the cache by the vin header', async () => {
  const { client, seen } = setup();
  const api = client();
  const query = { locale: 'de-de', country: 'DEU' };
  await api.call('vehicleType', { query, headers: { vin: '1FTEW1EP5JFA00001' } });
  await api.call('vehicleType', { query, headers: { vin: '1FTEW1EP5JFA00002' } });
  await api.call('vehicleType', { query, headers: { vin: '1FTEW1EP5JFA00001' } });
  expect(seen).toHaveLength(2);
});

it('evicts the cached profile after a successful update', async () => {
  const { client, seen } = setup();
  const api = client();
  await api.call('profile', profileQuery);
  await api.call('updateUserInfo', { ...profileQuery, body: { city: 'Köln' } });
  await api.call('profile', profileQuery);
  expect(seen.filter((r) => r.url.includes('/profile?'))).toHaveLength(2);
});

it('keeps the cached profile when the update fails', async () => {
  const { client, seen } = setup();
  await client().call('profile', profileQuery);
  await client('broken').call('updateUserInfo', { ...profileQuery, body: { city: 'Köln' } });
  // a new client over the same storage: only the storage mirror can answer
  await client().call('profile', profileQuery);
  expect(seen.filter((r) => r.url.includes('/profile?'))).toHaveLength(1);
});

it('evicts profileLite too, but not unrelated entries', async () => {
  const { client, seen } = setup();
  const api = client();
  await api.call('profileLite', profileQuery);
  await api.call('consumerId', { query: { countryCode: 'DEU' } });
  await api.call('updateAddress', { ...profileQuery, body: { address1: 'A 1', city: 'B', zip: '1', country: 'DEU' } });
  await api.call('profileLite', profileQuery);
  await api.call('consumerId', { query: { countryCode: 'DEU' } });
  expect(seen.filter((r) => r.url.includes('profile-lite'))).toHaveLength(2);
  expect(seen.filter((r) => r.url.includes('consumer-id'))).toHaveLength(1);
});

it('never caches a GET without a cache lifetime', async () => {
  const { client, seen } = setup();
  const api = client();
  await api.call('mfaOptions');
  await api.call('mfaOptions');
  expect(seen).toHaveLength(2);
});

it('never caches a call that is not a GET', async () => {
  const { client, seen } = setup();
  const api = client();
  const body = { refresh_token: 'r', app_text: de.appId };
  await api.call('tokenSwap', { body });
  await api.call('tokenSwap', { body });
  expect(seen).toHaveLength(2);
});

it('does not cache a failed answer', async () => {
  let status = 500;
  const { fetch, seen } = fakeFetch(() => ({ status, body: { message: 'down' } }));
  const api = createApiClient({ market: de, fetch, tokens: staticToken('t'), webview: false });
  await api.call('profile', profileQuery);
  status = 200;
  const second = await api.call('profile', profileQuery);
  expect(second.kind).toBe('ok');
  expect(seen).toHaveLength(2);
});

it('survives a new client instance through the storage (a reload)', async () => {
  const { client, seen } = setup();
  await client().call('profile', profileQuery);
  const again = await client().call('profile', profileQuery);
  expect(seen).toHaveLength(1);
  expect(again).toEqual({ kind: 'ok', status: 200, data: { n: 1 } });
});

it('stores each entry with data, created and expires', async () => {
  const { client, storage } = setup();
  await client().call('profile', profileQuery);
  const key = storage.key(0);
  expect(JSON.parse(storage.getItem(key ?? '') ?? 'null')).toEqual({
    data: { n: 1 },
    created: 1_000_000,
    expires: 1_180_000,
  });
});

it('forgets everything on clearCache, storage included', async () => {
  const { client, seen, storage } = setup();
  const api = client();
  await api.call('profile', profileQuery);
  api.clearCache();
  expect(storage.length).toBe(0);
  await client().call('profile', profileQuery);
  expect(seen).toHaveLength(2);
});

it('answers from cache without asking for a token, so no refresh starts', async () => {
  const { fetch } = fakeFetch();
  let asked = 0;
  const api = createApiClient({
    market: de,
    fetch,
    tokens: {
      accessToken: () => {
        asked += 1;
        return 't';
      },
    },
    webview: false,
  });
  await api.call('profile', profileQuery);
  await api.call('profile', profileQuery);
  expect(asked).toBe(1);
});
