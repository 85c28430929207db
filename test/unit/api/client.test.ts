import { createApiClient, type FetchLike } from '../../../src/api/client';
import { programQuery } from '../../../src/lib/market/market-query-values';
import { shouldSignIn } from '../../../src/lib/webview';
import { fakeFetch, market, staticToken, type FakeAnswer } from '../../support/api-fakes';

const de = market('product/de-de');
const lincolnUs = market('lincoln/en-us');
const profileQuery = { query: { locale: 'de-de', country: 'DEU' } };

function client(answer?: (url: string) => FakeAnswer, options: { serviceUrl?: string; token?: string | null } = {}) {
  const { fetch, seen } = fakeFetch(answer && ((r) => answer(r.url)));
  const m = { ...de, serviceUrl: options.serviceUrl ?? de.serviceUrl };
  const api = createApiClient({
    market: m,
    fetch,
    tokens: staticToken(options.token === undefined ? 'tok-1' : options.token),
    webview: false,
  });
  return { api, seen };
}

describe('headers', () => {
  it('sends the consumer key of the market', async () => {
    const { fetch, seen } = fakeFetch();
    await createApiClient({ market: lincolnUs, fetch, tokens: staticToken('t'), webview: false }).call('mfaOptions');
    expect(seen[0]?.headers['consumer-key']).toBe(lincolnUs.consumerKey);
  });

  it('sends the current access token as auth-token', async () => {
    let token = 'first';
    const { fetch, seen } = fakeFetch();
    const api = createApiClient({ market: de, fetch, tokens: { accessToken: async () => token }, webview: false });
    await api.call('mfaOptions');
    token = 'second';
    await api.call('mfaOptions');
    expect(seen.map((r) => r.headers['auth-token'])).toEqual(['first', 'second']);
  });

  it('sends no auth-token on tokenSwap, whose auth is none', async () => {
    const { api, seen } = client();
    await api.call('tokenSwap', { body: { refresh_token: 'r', app_text: de.appId } });
    expect(seen[0]?.headers).not.toHaveProperty('auth-token');
    expect(seen[0]?.headers['consumer-key']).toBe(de.consumerKey);
  });

  it('sends the vin header for vehicle calls', async () => {
    const { api, seen } = client();
    await api.call('renameVehicle', { body: { nickName: 'Blue' }, headers: { vin: '1FTEW1EP5JFA00001' } });
    expect(seen[0]?.headers.vin).toBe('1FTEW1EP5JFA00001');
  });

  it('sends the Program-Country and Reward-Program headers under their API names', async () => {
    const { api, seen } = client();
    await api.call('preferredDealerRewards', {
      body: { dealerCode: 'D1' },
      headers: { programCountry: 'USA', rewardProgram: 'OWNER' },
    });
    expect(seen[0]?.headers).toMatchObject({ 'Program-Country': 'USA', 'Reward-Program': 'OWNER' });
  });

  it('sends a guest authorization as identifier and Access-Code, without the token, on guest calls (001 §7)', async () => {
    const { api, seen } = client();
    await api.call('deleteBooking', {
      params: { bookingId: 'B-1' },
      guest: { identifier: 'B-1', accessCode: 'code-9' },
    });
    expect(seen[0]).toMatchObject({ method: 'DELETE', url: '/owner/api/v2/bookings/B-1' });
    expect(seen[0]?.headers).toMatchObject({
      identifier: 'B-1',
      'Access-Code': 'code-9',
      'consumer-key': de.consumerKey,
    });
    expect(seen[0]?.headers).not.toHaveProperty('auth-token');
  });

  it("sends the owner's token, and no guest headers, on a guest call made without a guest authorization", async () => {
    const { api, seen } = client();
    await api.call('deleteBooking', { params: { bookingId: 'B-1' } });
    expect(seen[0]?.headers['auth-token']).toBe('tok-1');
    expect(seen[0]?.headers).not.toHaveProperty('identifier');
    expect(seen[0]?.headers).not.toHaveProperty('Access-Code');
  });

  it('sends neither token nor guest headers on a guest look-up (auth none)', async () => {
    const { api, seen } = client();
    await api.call('guestOrderLookup', { body: { orderNo: 'US-1', email: 'a@b.example' } });
    expect(seen[0]?.headers).not.toHaveProperty('auth-token');
    expect(seen[0]?.headers).not.toHaveProperty('identifier');
  });

  it('sends a JSON body with its content type', async () => {
    const { api, seen } = client();
    await api.call('updateMfaUserLevel', { body: { userRequiresMFA: 'true' } });
    expect(seen[0]).toMatchObject({ method: 'PUT', body: '{"userRequiresMFA":"true"}' });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
  });
});

describe('address', () => {
  it('joins the service base, the endpoint path and the query', async () => {
    const { api, seen } = client(undefined, { serviceUrl: 'https://api.owner.example/' });
    await api.call('profile', profileQuery);
    expect(seen[0]?.url).toBe('https://api.owner.example/owner/api/v3/profile?locale=de-de&country=DEU');
  });

  it('uses the same origin when the service base is empty', async () => {
    const { api, seen } = client();
    await api.call('mfaOptions');
    expect(seen[0]?.url).toBe('/owner/api/v2/mfa-options');
  });

  it('encodes path parameters', async () => {
    const { api, seen } = client();
    await api.call('dealerDetails', { params: { locale: 'de-de', dealerId: 'a/b', dealerCode: '12 3?' }, query: {} });
    expect(seen[0]?.url).toBe('/dealer/api/v1/dealers/de-de/a%2Fb/12%203%3F');
  });

  it('refuses to send a call with an empty path parameter', async () => {
    const { api, seen } = client();
    const result = await api.call('orderDetails', { params: { orderNo: '' } });
    expect(result).toMatchObject({ kind: 'error', status: 0 });
    expect(seen).toHaveLength(0);
  });
});

describe('results', () => {
  it('reports a 401 as unauthorized, not as an error', async () => {
    const { api } = client(() => ({ status: 401, body: { message: 'expired' } }));
    expect(await api.call('profile', profileQuery)).toEqual({ kind: 'unauthorized', signIn: true });
  });

  it('reports a 204 as ok without data', async () => {
    const { api } = client(() => ({ status: 204 }));
    expect(await api.call('removeMfaOption', { query: { optionType: 'totp' } })).toEqual({
      kind: 'ok',
      status: 204,
      data: undefined,
    });
  });

  it('reports an HTTP failure with its status, message and body', async () => {
    const body = { statusCode: 400, error: 'Bad Request', message: 'zip is required' };
    const { api } = client(() => ({ status: 400, body }));
    expect(
      await api.call('updateAddress', { ...profileQuery, body: { address1: 'a', city: 'b', zip: '', country: 'DEU' } }),
    ).toEqual({
      kind: 'error',
      status: 400,
      message: 'zip is required',
      body,
    });
  });

  it('reports a network failure as an error with status 0 instead of throwing', async () => {
    const { api } = client(() => new TypeError('Failed to fetch'));
    expect(await api.call('mfaOptions')).toEqual({ kind: 'error', status: 0, message: 'Failed to fetch' });
  });

  it('reports a success answer that is not JSON as an error', async () => {
    const { api } = client(() => ({ status: 200, text: '<html>maintenance</html>' }));
    expect(await api.call('mfaOptions')).toMatchObject({
      kind: 'error',
      status: 200,
      message: 'invalid JSON response',
    });
  });
});

/** A fetch whose answers wait until the test lets them go: calls can be seen while they are under way. */
function heldFetch() {
  const seen: { url: string; headers: Record<string, string> }[] = [];
  const waiting: (() => void)[] = [];
  const fetch: FetchLike = (url, init) => {
    // Each answer says which call it answers: { n: 1 } the first sent, { n: 2 } the second.
    const n = seen.push({ url, headers: init.headers });
    return new Promise((resolve) => {
      waiting.push(() => resolve({ status: 200, text: async () => JSON.stringify({ n }) }));
    });
  };
  const release = async (order: 'oldest first' | 'newest first' = 'oldest first') => {
    const all = waiting.splice(0);
    for (const go of order === 'oldest first' ? all : all.reverse()) go();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { fetch, seen, release };
}

describe('calls started early (warm) and shared while under way', () => {
  const make = (clock = { now: 0 }) => {
    const held = heldFetch();
    const api = createApiClient({
      market: de,
      fetch: held.fetch,
      tokens: staticToken('tok-1'),
      webview: false,
      warmKeepMs: 10_000,
      now: () => clock.now,
    });
    return { api, ...held };
  };
  const tick = () => new Promise((resolve) => setImmediate(resolve));

  it("starts a route's call with the market's locale and country, and the screen's ask shares it", async () => {
    const { api, seen, release } = make();
    api.warm('profileLite');
    await tick();
    expect(seen.map((r) => r.url)).toEqual(['/owner/api/v3/profile-lite?locale=de-de&country=DEU']);
    expect(seen[0]?.headers['auth-token']).toBe('tok-1');
    const asked = api.call('profileLite', profileQuery);
    await release();
    expect(await asked).toEqual({ kind: 'ok', status: 200, data: { n: 1 } });
    expect(seen).toHaveLength(1);
  });

  it('answers an ask after the warmed answer arrived from the cache, without a second call', async () => {
    const { api, seen, release } = make();
    api.warm('profile');
    await tick();
    await release();
    expect(await api.call('profile', profileQuery)).toMatchObject({ kind: 'ok', data: { n: 1 } });
    expect(seen).toHaveLength(1);
  });

  it("starts the loyalty programme's calls with the programme's country and language, shared with the screen's ask", async () => {
    const { api, seen, release } = make();
    api.warm('aggregatePoints');
    await tick();
    expect(seen.map((r) => r.url)).toEqual([
      '/owner/api/v2/loyalty/aggregate-points?programCountry=DEU&languageCode=de-de',
    ]);
    const asked = api.call('aggregatePoints', { query: programQuery(de) });
    await release();
    expect(await asked).toEqual({ kind: 'ok', status: 200, data: { n: 1 } });
    expect(seen).toHaveLength(1);
  });

  it("starts a follow-up with the first call's answer as soon as it is in, and the screen's ask shares it", async () => {
    const { api, seen, release } = make();
    const details = { locale: 'de-de', dealerId: '30115', dealerCode: 'DE-30115' };
    api.warm('preferredDealer', (answer) => [
      { id: 'dealerDetails', params: { ...details, dealerId: String((answer as { n: number }).n) }, query: {} },
    ]);
    await tick();
    expect(seen.map((r) => r.url)).toEqual(['/owner/api/v2/preferred-dealer']);
    await release();
    await tick();
    expect(seen.map((r) => r.url)).toEqual([
      '/owner/api/v2/preferred-dealer',
      '/dealer/api/v1/dealers/de-de/1/DE-30115',
    ]);
    const asked = api.call('dealerDetails', { params: { ...details, dealerId: '1' }, query: {} });
    await release();
    expect(await asked).toMatchObject({ kind: 'ok', data: { n: 2 } });
    expect(seen).toHaveLength(2);
  });

  it("starts a vehicle's follow-ups with its VIN, and the screen's ask for that vehicle shares it", async () => {
    const { api, seen, release } = make();
    api.warm('profile', () =>
      ['VIN-1', 'VIN-2'].map((vin) => ({
        id: 'vehicleType' as const,
        params: {},
        query: profileQuery.query,
        headers: { vin },
      })),
    );
    await tick();
    await release();
    await tick();
    expect(seen.slice(1).map((r) => [r.url, r.headers.vin])).toEqual([
      ['/fs/api/v3/vehicles/vehicle-type?locale=de-de&country=DEU', 'VIN-1'],
      ['/fs/api/v3/vehicles/vehicle-type?locale=de-de&country=DEU', 'VIN-2'],
    ]);
    const asked = api.call('vehicleType', { query: profileQuery.query, headers: { vin: 'VIN-2' } });
    await release();
    expect(await asked).toMatchObject({ kind: 'ok' });
    expect(seen).toHaveLength(3);
  });

  it('starts no follow-up after a failed answer, nor one the client would not keep', async () => {
    const failing = createApiClient({
      market: de,
      fetch: () => Promise.resolve({ status: 500, text: () => Promise.resolve('') }),
      tokens: staticToken('t'),
      webview: false,
      warmKeepMs: 10_000,
    });
    const followed: unknown[] = [];
    failing.warm('preferredDealer', (answer) => {
      followed.push(answer);
      return [];
    });
    await tick();
    await tick();
    expect(followed).toEqual([]);
    const { api, seen, release } = make();
    api.warm('profile', () => [{ id: 'mfaOptions', params: {}, query: {} }]);
    await tick();
    await release();
    await tick();
    expect(seen.map((r) => r.url.split('?')[0])).toEqual(['/owner/api/v3/profile']);
  });

  it('starts nothing it cannot fill from the market', async () => {
    const { api, seen } = make();
    api.warm('vehicleType'); // a vehicle's vin header
    api.warm('orderDetails'); // a path parameter
    api.warm('orderHistory'); // a query of its own
    api.warm('updateUserInfo'); // not a GET
    api.warm('texts'); // the content service's, with parameters
    await tick();
    expect(seen).toEqual([]);
  });

  it("hands an uncached call's answer to the screen's first ask only, and only while it is fresh", async () => {
    const clock = { now: 0 };
    const { api, seen, release } = make(clock);
    api.warm('mfaOptions');
    api.warm('mfaOptions'); // the shell and the route both name it: started once
    await tick();
    expect(seen.map((r) => r.url)).toEqual(['/owner/api/v2/mfa-options']);
    await release();
    clock.now = 2_000;
    expect(await api.call('mfaOptions')).toMatchObject({ kind: 'ok', data: { n: 1 } });
    // Not cached: the next ask, a refresh after a change say, goes out again.
    const again = api.call('mfaOptions');
    await tick();
    await release();
    expect(await again).toMatchObject({ kind: 'ok', data: { n: 2 } });
    // Started but asked for too late: the screen gets a fresh answer, not the old one.
    api.warm('messages');
    await tick();
    await release();
    clock.now = 12_001;
    const late = api.call('messages');
    await tick();
    await release();
    expect(await late).toMatchObject({ kind: 'ok', data: { n: 4 } });
    expect(seen).toHaveLength(4);
  });

  it('starts no uncached call without a time to keep its answer', async () => {
    const { fetch, seen } = heldFetch();
    createApiClient({ market: de, fetch, tokens: staticToken('t'), webview: false }).warm('mfaOptions');
    await tick();
    expect(seen).toEqual([]);
  });

  it('shares one cacheable call asked for twice at once, but sends an uncached one each time', async () => {
    const { api, seen, release } = make();
    const both = Promise.all([api.call('profile', profileQuery), api.call('profile', profileQuery)]);
    const twice = Promise.all([api.call('mfaOptions'), api.call('mfaOptions')]);
    await tick();
    await release();
    await Promise.all([both, twice]);
    expect(seen.map((r) => r.url.split('?')[0])).toEqual([
      '/owner/api/v3/profile',
      '/owner/api/v2/mfa-options',
      '/owner/api/v2/mfa-options',
    ]);
  });

  it('keeps no answer asked for before a change evicted it: the next ask sends anew', async () => {
    const { api, seen, release } = make();
    api.warm('profile');
    await tick();
    const saved = api.call('updateUserInfo', { ...profileQuery, body: { firstName: 'Lena', lastName: 'Bauer' } });
    await tick();
    // The save is answered first; the profile asked for before it arrives after.
    await release('newest first');
    await saved;
    const asked = api.call('profile', profileQuery);
    await tick();
    await release();
    expect(await asked).toMatchObject({ kind: 'ok', data: { n: 3 } });
    expect(seen.map((r) => r.url.split('?')[0])).toEqual([
      '/owner/api/v3/profile',
      '/owner/api/v2/user-info',
      '/owner/api/v3/profile',
    ]);
  });

  it('does not hand a call under way before clearCache (another owner) to an ask after it', async () => {
    const { api, seen, release } = make();
    api.warm('profile');
    await tick();
    api.clearCache();
    const asked = api.call('profile', profileQuery);
    await tick();
    // The earlier owner's answer arrives last: it must not overwrite the new one's in the cache.
    await release('newest first');
    expect(await asked).toMatchObject({ kind: 'ok', data: { n: 2 } });
    expect(await api.call('profile', profileQuery)).toMatchObject({ kind: 'ok', data: { n: 2 } });
    expect(seen).toHaveLength(2);
  });
});

describe('a call taken from the answer that holds it (endpoints.json within)', () => {
  const owner = { firstName: 'Lena', email: 'lena@example.com' };
  const whole = { value: { profile: owner, vehicles: [{ vin: '1FTEW1EP5JFA00001' }] } };
  const answers = (profileStatus = 200) =>
    client((url) =>
      url.startsWith('/owner/api/v3/profile?')
        ? { status: profileStatus, body: profileStatus === 200 ? whole : { message: 'down' } }
        : { status: 200, body: { value: { profile: { ...owner, firstName: 'Own' } } } },
    );
  const paths = (seen: { url: string }[]) => seen.map((r) => r.url.split('?')[0]);

  it("answers the profile-lite from the profile's answer under way: one request, without the vehicles", async () => {
    const { api, seen } = answers();
    const [full, lite] = await Promise.all([api.call('profile', profileQuery), api.call('profileLite', profileQuery)]);
    expect(full).toMatchObject({ kind: 'ok', data: whole });
    expect(lite).toEqual({ kind: 'ok', status: 200, data: { value: { profile: owner } } });
    expect(paths(seen)).toEqual(['/owner/api/v3/profile']);
  });

  it("answers it from the profile's cached answer without a request", async () => {
    const { api, seen } = answers();
    await api.call('profile', profileQuery);
    expect(await api.call('profileLite', profileQuery)).toMatchObject({ data: { value: { profile: owner } } });
    expect(paths(seen)).toEqual(['/owner/api/v3/profile']);
  });

  it('asks for it itself when the profile failed, when none is under way, or for other options', async () => {
    const failed = answers(503);
    const both = await Promise.all([
      failed.api.call('profile', profileQuery),
      failed.api.call('profileLite', profileQuery),
    ]);
    expect(both.map((r) => r.kind)).toEqual(['error', 'ok']);
    expect(both[1]).toMatchObject({ data: { value: { profile: { firstName: 'Own' } } } });
    expect(paths(failed.seen)).toEqual(['/owner/api/v3/profile', '/owner/api/v3/profile-lite']);

    const alone = answers();
    await alone.api.call('profile', { query: { locale: 'en-gb', country: 'DEU' } });
    expect(await alone.api.call('profileLite', profileQuery)).toMatchObject({
      data: { value: { profile: { firstName: 'Own' } } },
    });
    expect(paths(alone.seen)).toEqual(['/owner/api/v3/profile', '/owner/api/v3/profile-lite']);
  });
});

describe('calls under way (quiet, busy)', () => {
  it('is quiet at once with nothing sent, busy while a call is out, and quiet once every call is answered', async () => {
    const held = heldFetch();
    const api = createApiClient({ market: de, fetch: held.fetch, tokens: staticToken('t'), webview: false });
    let quiet = false;
    await api.quiet();
    expect(api.busy()).toBe(false);
    const first = api.call('profile', profileQuery);
    const second = api.call('mfaOptions');
    void api.quiet().then(() => {
      quiet = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(api.busy()).toBe(true);
    expect(quiet).toBe(false);
    await held.release();
    await Promise.all([first, second]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(quiet).toBe(true);
    expect(api.busy()).toBe(false);
  });

  it('counts a failed call as answered', async () => {
    const api = createApiClient({
      market: de,
      fetch: () => Promise.reject(new Error('offline')),
      tokens: staticToken('t'),
      webview: false,
    });
    expect((await api.call('mfaOptions')).kind).toBe('error');
    expect(api.busy()).toBe(false);
    await api.quiet();
  });
});

describe('shouldSignIn', () => {
  it('is false for the profile call in webview', () => {
    expect(shouldSignIn('profile', true)).toBe(false);
    expect(shouldSignIn('profileLite', true)).toBe(false);
  });

  it('is true for the profile call outside webview', () => {
    expect(shouldSignIn('profile', false)).toBe(true);
  });

  it('is true for other calls even in webview', () => {
    expect(shouldSignIn('updateAddress', true)).toBe(true);
    expect(shouldSignIn('addVehicle', true)).toBe(true);
  });

  it("is carried by a 401's result, so callApi decides nothing itself", async () => {
    const { fetch } = fakeFetch(() => ({ status: 401, body: {} }));
    const inApp = createApiClient({ market: de, fetch, tokens: staticToken('t'), webview: true });
    expect(await inApp.call('profile', profileQuery)).toEqual({ kind: 'unauthorized', signIn: false });
    expect(await inApp.call('mfaOptions')).toEqual({ kind: 'unauthorized', signIn: true });
    const inBrowser = createApiClient({ market: de, fetch, tokens: staticToken('t'), webview: false });
    expect(await inBrowser.call('profile', profileQuery)).toEqual({ kind: 'unauthorized', signIn: true });
  });

  it('follows the webview mode the client was made with', () => {
    const { fetch } = fakeFetch();
    const api = createApiClient({ market: de, fetch, tokens: staticToken('t'), webview: true });
    expect(api.shouldSignIn('profile')).toBe(false);
    expect(api.shouldSignIn('mfaOptions')).toBe(true);
  });
});
