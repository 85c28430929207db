import { webcrypto } from 'node:crypto';
import type { ApiResult } from '../../../../src/api/client';
import type { AuthBundle, TokenSwapRequest } from '../../../../src/generated/types/api/owner';
import type { CookieJar } from '../../../../src/lib/auth/cookie';
import { challengeFor, type CryptoLike } from '../../../../src/lib/auth/pkce';
import {
  createAuth, POST_LOGIN_PATH_KEY, TOKENS_KEY, type AuthDeps, type AuthState,
} from '../../../../src/lib/auth/sign-in';
import { fakeFetch, MemoryStorage, type FakeAnswer } from '../../../support/api-fakes';
import { site } from '../../../../src/generated/site';
import { fixtureMarket } from '../../../support/fixture-markets';

// Local-style fixture entries (path roots, data service on the same origin), not the shipped table.
const de = fixtureMarket('product/de-de');
const lincoln = fixtureMarket('lincoln/en-us');

/** A cookie jar that honours Max-Age=0 as deletion and remembers the attributes of each write. */
function cookieJar(): CookieJar & { writes: string[] } {
  const values = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      const [pair = '', ...attributes] = text.split(';').map((p) => p.trim());
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('Max-Age=0')) values.delete(name);
      else values.set(name, value);
    },
  };
}

function setup(options: { answer?: FakeAnswer; swap?: (body: TokenSwapRequest) => Promise<ApiResult<AuthBundle>>; origin?: string; m?: AuthDeps['market'] } = {}) {
  let t = 5_000_000;
  const { fetch, seen } = fakeFetch(() => options.answer ?? { status: 200, body: { access_token: 'acc', refresh_token: 'ref', expires_in: 3600 } });
  const session = new MemoryStorage();
  const local = new MemoryStorage();
  const cookies = cookieJar();
  const navigated: string[] = [];
  const states: AuthState[] = [];
  const auth = createAuth({
    market: options.m ?? de, origin: options.origin ?? 'http://localhost:8080', fetch, crypto: webcrypto as unknown as CryptoLike,
    cookies, session, local, navigate: (u) => navigated.push(u), swapToken: options.swap, now: () => t,
  });
  auth.onAuthState((s) => states.push(s));
  return { auth, seen, session, local, cookies, navigated, states, advance: (ms: number) => (t += ms) };
}

async function startAndReturn(env: ReturnType<typeof setup>, returnPath: string | null) {
  const url = new URL(await env.auth.buildAuthorizeUrl({ returnPath }), 'http://localhost:8080');
  return env.auth.handleCallback({ search: `?code=c-1&state=${url.searchParams.get('state') ?? ''}` });
}

describe('authorize address', () => {
  it('names the market client, redirect root, locale, country, app id and brand template', async () => {
    const { auth } = setup({ m: lincoln });
    const url = new URL(await auth.buildAuthorizeUrl({ returnPath: '/lincoln/en-us/preferred-dealer' }), 'http://localhost:8080');
    expect(url.pathname).toBe('/idp/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code', client_id: lincoln.clientId, redirect_uri: 'http://localhost:8080/lincoln/en-us/', scope: 'openid',
      code_challenge_method: 'S256', locale: 'en-us', country: 'USA', appId: lincoln.appId, template: 'lincoln',
    });
    expect(url.searchParams.has('change_flow')).toBe(false);
  });

  it('sends the S256 challenge of the verifier kept in the cookie', async () => {
    const { auth, cookies } = setup();
    const url = new URL(await auth.buildAuthorizeUrl({}), 'http://localhost:8080');
    const verifier = /pkce_verifier=([^;]+)/.exec(cookies.cookie)?.[1] ?? '';
    expect(verifier).toHaveLength(43);
    expect(url.searchParams.get('code_challenge')).toBe(await challengeFor(verifier, webcrypto as unknown as CryptoLike));
  });

  it('keeps the verifier cookie 60 minutes, Lax, on the whole site, Secure over https', async () => {
    const { auth, cookies } = setup({ origin: 'https://owner.example' });
    await auth.buildAuthorizeUrl({});
    expect(cookies.writes[0]).toMatch(/^pkce_verifier=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=3600; SameSite=Lax; Secure$/);
  });

  it.each(['add', 'remove'] as const)('asks for the passkey change flow (%s) with every parameter of spec 001 §7', async (action) => {
    const { auth, cookies } = setup();
    const url = new URL(await auth.buildAuthorizeUrl({ change: { flow: 'passkey', action } }), 'http://localhost:8080');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      p: site.signInSecurity.profileEditPolicy, response_type: 'code', scope: 'openid', code_challenge_method: 'S256',
      locale: 'de-de', template: 'product', appId: de.appId, country: 'DEU', change_flow: 'passkey', passkey_flow_action: action,
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The verifier of 32 random bytes waits 60 minutes in its cookie.
    expect(cookies.writes[0]).toMatch(/^pkce_verifier=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=3600;/);
  });

  it('asks for the password change flow under the same policy, without a passkey action', async () => {
    const { auth } = setup();
    const url = new URL(await auth.buildAuthorizeUrl({ change: { flow: 'password' } }), 'http://x');
    expect(url.searchParams.get('p')).toBe(site.signInSecurity.profileEditPolicy);
    expect(url.searchParams.get('change_flow')).toBe('password');
    expect(url.searchParams.has('passkey_flow_action')).toBe(false);
  });

  it('sends no policy outside the change flows', async () => {
    const { auth } = setup();
    expect(new URL(await auth.buildAuthorizeUrl({}), 'http://x').searchParams.has('p')).toBe(false);
  });

  it('uses a new random state each time', async () => {
    const { auth } = setup();
    const state = async () => new URL(await auth.buildAuthorizeUrl({}), 'http://x').searchParams.get('state');
    expect(await state()).not.toBe(await state());
  });

  it('does not save a return path that leaves the origin', async () => {
    const { auth, session } = setup();
    await auth.buildAuthorizeUrl({ returnPath: '/%2F%2Fevil.example' });
    expect(session.getItem(POST_LOGIN_PATH_KEY)).toBeNull();
  });

  it('signIn leaves for the authorize address', async () => {
    const { auth, navigated } = setup();
    await auth.signIn('/product/de-de/kontoeinstellungen');
    expect(navigated).toHaveLength(1);
    expect(navigated[0]).toMatch(/^\/idp\/authorize\?response_type=code&/);
  });
});

describe('callback', () => {
  it('is not a callback without code and state', async () => {
    const { auth } = setup();
    expect(await auth.handleCallback({ search: '?webview=true' })).toEqual({ kind: 'none' });
  });

  it('refuses a state that this browser did not send, without asking for tokens', async () => {
    const env = setup();
    await env.auth.buildAuthorizeUrl({ returnPath: '/product/de-de/' });
    const outcome = await env.auth.handleCallback({ search: '?code=c-1&state=forged' });
    expect(outcome).toEqual({ kind: 'refused', reason: 'state-mismatch' });
    expect(env.seen).toHaveLength(0);
    expect(env.local.getItem(TOKENS_KEY)).toBeNull();
  });

  it('trades the code and verifier for tokens at /idp/token', async () => {
    const env = setup();
    await startAndReturn(env, null);
    expect(env.seen[0]?.url).toBe('/idp/token');
    expect(JSON.parse(env.seen[0]?.body ?? '{}')).toMatchObject({
      grant_type: 'authorization_code', code: 'c-1', redirect_uri: 'http://localhost:8080/product/de-de/', client_id: de.clientId,
      code_verifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
  });

  it('stores the tokens with their expiry time and reports authenticated', async () => {
    const env = setup();
    await startAndReturn(env, null);
    expect(JSON.parse(env.local.getItem(TOKENS_KEY) ?? '{}')).toEqual({ access_token: 'acc', refresh_token: 'ref', expiresAt: 5_000_000 + 3_600_000 });
    expect(env.states).toEqual(['authenticated']);
    expect(env.auth.isAuthenticated()).toBe(true);
  });

  it('clears the verifier cookie once the code is traded', async () => {
    const env = setup();
    await startAndReturn(env, null);
    expect(env.cookies.cookie).not.toContain('pkce_verifier');
  });

  it('returns the saved post-login path', async () => {
    const env = setup();
    expect(await startAndReturn(env, '/product/de-de/kontoeinstellungen?tab=1#top')).toEqual({
      kind: 'signed-in', returnPath: '/product/de-de/kontoeinstellungen?tab=1#top', registered: false, change: null,
    });
  });

  it('says when the provider reports a new account (registered=true)', async () => {
    const env = setup();
    const url = new URL(await env.auth.buildAuthorizeUrl({}), 'http://x');
    await expect(env.auth.handleCallback({ search: `?code=c-1&registered=true&state=${url.searchParams.get('state') ?? ''}` }))
      .resolves.toMatchObject({ kind: 'signed-in', registered: true });
  });

  it.each(['passkeyAdd', 'passkeyRemove', 'passwordChanged'])('says which change the provider made (%s=true)', async (change) => {
    const env = setup();
    const url = new URL(await env.auth.buildAuthorizeUrl({ change: { flow: 'password' } }), 'http://x');
    await expect(env.auth.handleCallback({ search: `?code=c-1&${change}=true&state=${url.searchParams.get('state') ?? ''}` }))
      .resolves.toMatchObject({ kind: 'signed-in', change });
  });

  it('uses the saved post-login path once only', async () => {
    const env = setup();
    const url = new URL(await env.auth.buildAuthorizeUrl({ returnPath: '/product/de-de/kontoeinstellungen' }), 'http://x');
    await env.auth.handleCallback({ search: `?code=c-1&state=${url.searchParams.get('state') ?? ''}` });
    expect(env.session.getItem(POST_LOGIN_PATH_KEY)).toBeNull();
    expect(await startAndReturn(env, null)).toEqual({ kind: 'signed-in', returnPath: null, registered: false, change: null });
  });

  it('refuses a replay of a callback already used', async () => {
    const env = setup();
    const url = new URL(await env.auth.buildAuthorizeUrl({}), 'http://x');
    const search = `?code=c-1&state=${url.searchParams.get('state') ?? ''}`;
    await env.auth.handleCallback({ search });
    expect(await env.auth.handleCallback({ search })).toEqual({ kind: 'refused', reason: 'state-mismatch' });
  });

  it('stores nothing when the provider refuses the code', async () => {
    const env = setup({ answer: { status: 400, body: { error: 'invalid_grant' } } });
    expect(await startAndReturn(env, null)).toEqual({ kind: 'refused', reason: 'token-request-failed' });
    expect(env.local.getItem(TOKENS_KEY)).toBeNull();
  });
});

describe('tokens', () => {
  const swapOk = (calls: TokenSwapRequest[]) => async (body: TokenSwapRequest): Promise<ApiResult<AuthBundle>> => {
    calls.push(body);
    return { kind: 'ok', status: 200, data: { access_token: `acc-${calls.length + 1}`, refresh_token: 'ref-2', expires_in: 600 } };
  };

  it('gives the stored access token while it is live, without a swap', async () => {
    const calls: TokenSwapRequest[] = [];
    const env = setup({ swap: swapOk(calls) });
    await startAndReturn(env, null);
    expect(await env.auth.accessToken()).toBe('acc');
    expect(calls).toHaveLength(0);
  });

  it('swaps the refresh token with the market app id once the access token has expired', async () => {
    const calls: TokenSwapRequest[] = [];
    const env = setup({ swap: swapOk(calls) });
    await startAndReturn(env, null);
    env.advance(3_600_000);
    expect(await env.auth.accessToken()).toBe('acc-2');
    expect(calls).toEqual([{ refresh_token: 'ref', app_text: de.appId }]);
  });

  it('shares one swap between calls made together', async () => {
    const calls: TokenSwapRequest[] = [];
    const env = setup({ swap: swapOk(calls) });
    await startAndReturn(env, null);
    env.advance(3_600_000);
    await Promise.all([env.auth.accessToken(), env.auth.accessToken()]);
    expect(calls).toHaveLength(1);
  });

  it('signs out when the swap is refused', async () => {
    const env = setup({ swap: async () => ({ kind: 'unauthorized' }) });
    await startAndReturn(env, null);
    env.advance(3_600_000);
    expect(await env.auth.accessToken()).toBeNull();
    expect(env.auth.isAuthenticated()).toBe(false);
    expect(env.states).toEqual(['authenticated', 'unauthenticated']);
  });

  it('counts an expired access token with a refresh token as authenticated', async () => {
    const env = setup();
    env.local.setItem(TOKENS_KEY, JSON.stringify({ access_token: 'a', refresh_token: 'r', expiresAt: 1 }));
    expect(env.auth.isAuthenticated()).toBe(true);
  });

  it('counts an expired access token without a refresh token as not authenticated', async () => {
    const env = setup();
    env.local.setItem(TOKENS_KEY, JSON.stringify({ access_token: 'a', refresh_token: '', expiresAt: 1 }));
    expect(env.auth.isAuthenticated()).toBe(false);
  });

  it('is not authenticated without stored tokens', () => {
    expect(setup().auth.isAuthenticated()).toBe(false);
  });
});

describe('sign-out', () => {
  it('tells the provider with the auth-token header, clears the tokens and reports unauthenticated', async () => {
    const env = setup();
    await startAndReturn(env, null);
    await env.auth.signOut();
    expect(env.seen[1]).toMatchObject({ url: '/idp/logout', method: 'POST', headers: { 'auth-token': 'acc' } });
    expect(env.local.getItem(TOKENS_KEY)).toBeNull();
    expect(env.states).toEqual(['authenticated', 'unauthenticated']);
  });
});
