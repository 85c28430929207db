import { CACHE_STORAGE_PREFIX } from '../../../src/api/cache';
import {
  dropOpeningAnswers,
  sendOpeningCalls,
  takeOpeningAnswer,
  type OpeningCallsEnv,
} from '../../../src/api/opening-answers';
import { TOKENS_KEY } from '../../../src/lib/auth/stored-tokens';
import { OPENING_CALLS_ID, type OpeningCalls } from '../../../src/lib/opening-requests';

const NOW = 1_800_000_000_000;
const PROFILE = '/owner/api/v3/profile?locale=en-us&country=USA';
const POINTS = '/owner/api/v2/loyalty/aggregate-points?programCountry=USA';
const HEADERS = { 'consumer-key': 'ck', accept: 'application/json' };
const PAGE: OpeningCalls = {
  tokenHeader: 'auth-token',
  webviewMarker: 'webview',
  calls: [
    { address: PROFILE, headers: HEADERS, withToken: true, cacheKey: 'profile||{"locale":"en-us"}|' },
    { address: POINTS, headers: HEADERS, withToken: true, cacheKey: null },
  ],
};

function storage(items: Record<string, string> = {}): Pick<Storage, 'getItem'> {
  return { getItem: (key) => items[key] ?? null };
}

const signedIn = (expiresAt = NOW + 600_000) =>
  storage({ [TOKENS_KEY]: JSON.stringify({ access_token: 'the-token', refresh_token: 'r', expiresAt }) });

/** The page, its storage and a fetch that notes what it was asked for. */
function env(overrides: Partial<OpeningCallsEnv> & { page?: OpeningCalls | string | null } = {}) {
  const asked: { url: string; headers: Record<string, string> }[] = [];
  const page = overrides.page === undefined ? PAGE : overrides.page;
  const text = page === null ? null : typeof page === 'string' ? page : JSON.stringify(page);
  const e: OpeningCallsEnv = {
    document: {
      getElementById: (id) =>
        id === OPENING_CALLS_ID && text !== null ? ({ textContent: text } as HTMLElement) : null,
    },
    local: signedIn(),
    session: storage(),
    fetch: (url, init) => {
      asked.push({ url, headers: init.headers });
      return Promise.resolve(new Response(`{"asked":"${url}"}`));
    },
    now: () => NOW,
    search: '',
    ...overrides,
  };
  return { env: e, asked };
}

afterEach(() => dropOpeningAnswers());

it("sends the page's calls with the stored access token, and the app's identical request takes each answer once", async () => {
  const { env: e, asked } = env();
  sendOpeningCalls(e);
  const withToken = { ...HEADERS, 'auth-token': 'the-token' };
  expect(asked).toEqual([
    { url: PROFILE, headers: withToken },
    { url: POINTS, headers: withToken },
  ]);
  const answer = takeOpeningAnswer(
    PROFILE,
    { accept: 'application/json', 'auth-token': 'the-token', 'consumer-key': 'ck' },
    NOW + 500,
    10_000,
  );
  expect(await answer?.then((r) => r.json())).toEqual({ asked: PROFILE });
  // Once: a later ask goes to the service.
  expect(takeOpeningAnswer(PROFILE, withToken, NOW + 600, 10_000)).toBeUndefined();
});

it('hands no answer to a request that differs: another token, a header more or less, or too late', () => {
  const { env: e } = env();
  const withToken = { ...HEADERS, 'auth-token': 'the-token' };
  sendOpeningCalls(e);
  expect(takeOpeningAnswer(PROFILE, { ...HEADERS, 'auth-token': 'a-newer-token' }, NOW, 10_000)).toBeUndefined();
  sendOpeningCalls(e);
  expect(takeOpeningAnswer(PROFILE, HEADERS, NOW, 10_000)).toBeUndefined();
  sendOpeningCalls(e);
  expect(takeOpeningAnswer(PROFILE, { ...withToken, vin: 'X' }, NOW, 10_000)).toBeUndefined();
  sendOpeningCalls(e);
  expect(takeOpeningAnswer(PROFILE, withToken, NOW + 10_001, 10_000)).toBeUndefined();
  sendOpeningCalls(e);
  // After a change (any call but a GET), none is handed over: it may be stale.
  dropOpeningAnswers();
  expect(takeOpeningAnswer(POINTS, withToken, NOW, 10_000)).toBeUndefined();
});

it('sends nothing without a live token, coming back from the provider, in a webview, or without a readable list', () => {
  for (const overrides of [
    { local: storage() },
    // Within the refresh margin: the app refreshes it first, so its calls would carry another token.
    { local: signedIn(NOW + 20_000) },
    { local: storage({ [TOKENS_KEY]: '{not json' }) },
    { search: '?code=abc&state=xyz' },
    { search: '?webview=true' },
    { page: null },
    { page: '{"calls": [' },
  ]) {
    const { env: e, asked } = env(overrides);
    sendOpeningCalls(e);
    expect(asked).toEqual([]);
  }
});

it('sends no call whose answer the response cache holds, live; an expired one is sent', () => {
  const cached = (expires: number) =>
    storage({
      [`${CACHE_STORAGE_PREFIX}profile||{"locale":"en-us"}|`]: JSON.stringify({ data: {}, created: NOW - 1, expires }),
    });
  const live = env({ session: cached(NOW + 1000) });
  sendOpeningCalls(live.env);
  expect(live.asked.map((a) => a.url)).toEqual([POINTS]);
  const expired = env({ session: cached(NOW) });
  sendOpeningCalls(expired.env);
  expect(expired.asked.map((a) => a.url)).toEqual([PROFILE, POINTS]);
});

it("leaves a failed call's answer to the app, which asks again (no unhandled rejection)", async () => {
  const { env: e } = env({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
  sendOpeningCalls(e);
  const answer = takeOpeningAnswer(POINTS, { ...HEADERS, 'auth-token': 'the-token' }, NOW, 10_000);
  await expect(answer).rejects.toThrow('Failed to fetch');
});
