/*
 * The app's sign-in helper against the real local provider (the service runs; the provider's password page is
 * submitted as a person would): the authorize address with the spec's parameters, the callback (state, verifier,
 * code, ID token), the tokens and their swap, and the sign-out address.
 */
import { createHash } from 'node:crypto';
import type { ApiResult } from '../../../../src/api/client';
import { markets } from '../../../../src/generated/markets/local';
import { site } from '../../../../src/generated/site';
import type { AuthBundle, TokenSwapRequest } from '../../../../src/generated/types/api/owner';
import { openOidcSession } from '../../../../src/lib/auth/oidc-client';
import {
  createAuth,
  POST_LOGIN_PATH_KEY,
  SIGN_IN_STATE_KEY,
  TOKENS_KEY,
  type AuthDeps,
  type AuthState,
  type RefreshHandoff,
  type StoredTokens,
} from '../../../../src/lib/auth/sign-in';
import type { CookieJar } from '../../../../src/lib/cookies';
import { DEMO_PASSWORD } from '../../../../src/server/seed/demo-owners';
import { MemoryStorage } from '../../../support/api-fakes';
import { CookieBrowser, formAction, providerUnderTest, type Visit } from '../../../support/oidc';

const us = markets.find((m) => m.id === 'product/en-us')!;
const lincoln = markets.find((m) => m.id === 'lincoln/en-us')!;
const owner = 'michael.johnson@example.com';
const service = providerUnderTest(us.clientId);

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

function setup(
  options: {
    swap?: (body: TokenSwapRequest) => Promise<ApiResult<AuthBundle>>;
    pageOrigin?: string;
    m?: AuthDeps['market'];
  } = {},
) {
  let t = 5_000_000;
  const session = new MemoryStorage();
  const local = new MemoryStorage();
  const cookies = cookieJar();
  const navigated: string[] = [];
  const states: AuthState[] = [];
  const market = options.m ?? us;
  let discoveries = 0;
  const auth = createAuth({
    market,
    site,
    origin: options.pageOrigin ?? service.origin,
    cookies,
    session,
    local,
    navigate: (u) => navigated.push(u),
    swapToken: options.swap,
    now: () => t,
    openSession: () => {
      discoveries += 1;
      return openOidcSession(market, { origin: service.origin });
    },
  });
  auth.onAuthState((s) => states.push(s));
  return {
    auth,
    session,
    local,
    cookies,
    navigated,
    states,
    discoveries: () => discoveries,
    advance: (ms: number) => (t += ms),
  };
}

/** The owner at the provider: from the authorize address to the address the provider sends the browser back to. */
async function atProvider(authorizeUrl: string, m: AuthDeps['market'] = us): Promise<URL> {
  const redirect = `${service.origin}${m.root}`;
  const browser = new CookieBrowser();
  const page = (await browser.walk(authorizeUrl, redirect)) as Visit;
  const back = await browser.walk(formAction(page), redirect, { form: { email: owner, password: DEMO_PASSWORD } });
  if (!('arrived' in back)) throw new Error(`the password page answered ${back.status}`);
  return new URL(back.arrived);
}

async function signedIn(env: ReturnType<typeof setup>, returnPath: string | null = null) {
  const callback = await atProvider(await env.auth.buildAuthorizeUrl({ returnPath }));
  return { callback, outcome: await env.auth.handleCallback({ search: callback.search }) };
}

describe('authorize address', () => {
  it("is the provider's, found through discovery, and names the market client, redirect root, locale, country, app id and brand template", async () => {
    const { auth } = setup({ m: lincoln });
    const url = new URL(await auth.buildAuthorizeUrl({ returnPath: '/lincoln/en-us/preferred-dealer' }));
    expect(`${url.origin}${url.pathname}`).toBe(`${service.origin}/oidc/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: lincoln.clientId,
      redirect_uri: `${service.origin}/lincoln/en-us/`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      locale: 'en-us',
      country: 'USA',
      appId: lincoln.appId,
      template: 'lincoln',
    });
    expect(url.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.has('change_flow')).toBe(false);
  });

  it('sends the S256 challenge of the verifier kept in the cookie', async () => {
    const { auth, cookies } = setup();
    const url = new URL(await auth.buildAuthorizeUrl({}));
    const verifier = /pkce_verifier=([^;]+)/.exec(cookies.cookie)?.[1] ?? '';
    // Spec 001 §9: 32 random bytes, base64url (43 characters); RFC 7636 S256 challenge.
    expect(Buffer.from(verifier, 'base64url')).toHaveLength(site.pkce.verifierBytes);
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('code_challenge')).toBe(createHash('sha256').update(verifier).digest('base64url'));
  });

  it('keeps the verifier cookie 60 minutes, Lax, on the whole site, Secure over https', async () => {
    const { auth, cookies } = setup({ pageOrigin: 'https://owner.example' });
    await auth.buildAuthorizeUrl({});
    expect(cookies.writes[0]).toMatch(/^pkce_verifier=[A-Za-z0-9_-]{43}; Max-Age=3600; Path=\/; Secure; SameSite=Lax$/);
  });

  it.each(['add', 'remove'] as const)(
    'asks for the passkey change flow (%s) with every parameter of spec 001 §7',
    async (action) => {
      const { auth, cookies } = setup();
      const url = new URL(await auth.buildAuthorizeUrl({ change: { flow: 'passkey', action } }));
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        p: site.signInSecurity.profileEditPolicy,
        response_type: 'code',
        code_challenge_method: 'S256',
        locale: 'en-us',
        template: 'product',
        appId: us.appId,
        country: 'USA',
        change_flow: 'passkey',
        passkey_flow_action: action,
      });
      expect(cookies.writes[0]).toMatch(/^pkce_verifier=[A-Za-z0-9_-]{43}; Max-Age=3600; Path=\/;/);
    },
  );

  it('asks for the password change flow under the same policy, without a passkey action', async () => {
    const { auth } = setup();
    const url = new URL(await auth.buildAuthorizeUrl({ change: { flow: 'password' } }));
    expect(url.searchParams.get('p')).toBe(site.signInSecurity.profileEditPolicy);
    expect(url.searchParams.get('change_flow')).toBe('password');
    expect(url.searchParams.has('passkey_flow_action')).toBe(false);
  });

  it('sends no policy outside the change flows, and lets the provider sign a known owner in at once', async () => {
    const { auth } = setup();
    const query = new URL(await auth.buildAuthorizeUrl({})).searchParams;
    expect(query.has('p')).toBe(false);
    expect(query.has('prompt')).toBe(false);
  });

  it('asks the provider for the password again in a change flow and in a fresh sign-in (prompt=login)', async () => {
    const { auth } = setup();
    expect(new URL(await auth.buildAuthorizeUrl({ change: { flow: 'password' } })).searchParams.get('prompt')).toBe(
      'login',
    );
    const fresh = new URL(await auth.buildAuthorizeUrl({ fresh: true })).searchParams;
    expect(fresh.get('prompt')).toBe('login');
    expect(fresh.has('change_flow')).toBe(false);
  });

  it("uses a new random state and nonce each time, and asks for the provider's metadata once", async () => {
    const env = setup();
    const query = async () => new URL(await env.auth.buildAuthorizeUrl({})).searchParams;
    const [a, b] = [await query(), await query()];
    expect(a.get('state')).not.toBe(b.get('state'));
    expect(a.get('nonce')).not.toBe(b.get('nonce'));
    expect(env.discoveries()).toBe(1);
  });

  it('does not save a return path that leaves the origin', async () => {
    const { auth, session } = setup();
    await auth.buildAuthorizeUrl({ returnPath: '/%2F%2Fevil.example' });
    expect(session.getItem(POST_LOGIN_PATH_KEY)).toBeNull();
  });

  it('signIn leaves for the authorize address', async () => {
    const { auth, navigated } = setup();
    await auth.signIn('/product/en-us/account-settings');
    expect(navigated).toHaveLength(1);
    expect(navigated[0]).toMatch(new RegExp(`^${service.origin}/oidc/auth\\?`));
  });
});

describe('callback', () => {
  it('is not a callback without code and state', async () => {
    const { auth } = setup();
    expect(await auth.handleCallback({ search: '?webview=true' })).toEqual({ kind: 'none' });
  });

  it('refuses a state that this browser did not send, and stores nothing', async () => {
    const env = setup();
    const callback = await atProvider(await env.auth.buildAuthorizeUrl({ returnPath: '/product/en-us/' }));
    callback.searchParams.set('state', 'forged');
    expect(await env.auth.handleCallback({ search: callback.search })).toEqual({
      kind: 'refused',
      reason: 'state-mismatch',
    });
    expect(env.local.getItem(TOKENS_KEY)).toBeNull();
  });

  it('signs in: the code traded, the ID token validated, the tokens stored with their expiry and the ID token', async () => {
    const env = setup();
    const { outcome } = await signedIn(env);
    expect(outcome).toEqual({ kind: 'signed-in', returnPath: null, registered: false, change: null });
    const stored = JSON.parse(env.local.getItem(TOKENS_KEY) ?? '{}') as Record<string, unknown>;
    expect(stored).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      id_token: expect.stringMatching(/^ey/),
      expiresAt: expect.any(Number),
    });
    expect(stored.expiresAt).toBeGreaterThan(5_000_000);
    expect(env.states).toEqual(['authenticated']);
    expect(env.auth.isAuthenticated()).toBe(true);
    // The token opens the owner's data at the service.
    const res = await fetch(`${service.origin}/owner/api/v3/profile-lite?locale=en-us&country=USA`, {
      headers: { 'consumer-key': us.consumerKey, 'auth-token': String(stored.access_token) },
    });
    expect(res.status).toBe(200);
  });

  it('clears the verifier cookie and the pending state once the code is traded', async () => {
    const env = setup();
    await signedIn(env);
    expect(env.cookies.cookie).not.toContain('pkce_verifier');
    expect(env.session.getItem(SIGN_IN_STATE_KEY)).toBeNull();
  });

  it('returns the saved post-login path, once', async () => {
    const env = setup();
    expect((await signedIn(env, '/product/en-us/account-settings?tab=1#top')).outcome).toMatchObject({
      returnPath: '/product/en-us/account-settings?tab=1#top',
    });
    expect(env.session.getItem(POST_LOGIN_PATH_KEY)).toBeNull();
    expect((await signedIn(env)).outcome).toMatchObject({ returnPath: null });
  });

  it.each([
    ['registered', { registered: true }],
    ['passkeyAdd', { change: 'passkeyAdd' }],
    ['passkeyRemove', { change: 'passkeyRemove' }],
    ['passwordChanged', { change: 'passwordChanged' }],
  ] as const)('says what the provider reports beside the code (%s=true)', async (name, expected) => {
    const env = setup();
    const callback = await atProvider(await env.auth.buildAuthorizeUrl({}));
    callback.searchParams.set(name, 'true');
    await expect(env.auth.handleCallback({ search: callback.search })).resolves.toMatchObject({
      kind: 'signed-in',
      ...expected,
    });
  });

  it('refuses a replay of a callback already used', async () => {
    const env = setup();
    const { callback } = await signedIn(env);
    expect(await env.auth.handleCallback({ search: callback.search })).toEqual({
      kind: 'refused',
      reason: 'state-mismatch',
    });
  });

  it('stores nothing when the code does not redeem', async () => {
    const env = setup();
    const callback = await atProvider(await env.auth.buildAuthorizeUrl({}));
    callback.searchParams.set('code', 'made-up');
    expect(await env.auth.handleCallback({ search: callback.search })).toEqual({
      kind: 'refused',
      reason: 'token-request-failed',
    });
    expect(env.local.getItem(TOKENS_KEY)).toBeNull();
  });

  it('refuses an ID token that was not issued for this request (another nonce)', async () => {
    const env = setup();
    const callback = await atProvider(await env.auth.buildAuthorizeUrl({}));
    const pending = JSON.parse(env.session.getItem(SIGN_IN_STATE_KEY) ?? '{}') as Record<string, string>;
    env.session.setItem(SIGN_IN_STATE_KEY, JSON.stringify({ ...pending, nonce: 'another' }));
    expect(await env.auth.handleCallback({ search: callback.search })).toEqual({
      kind: 'refused',
      reason: 'token-request-failed',
    });
    expect(env.local.getItem(TOKENS_KEY)).toBeNull();
  });

  it("reports a refusal of the provider (an error with this browser's state)", async () => {
    const env = setup();
    expect(await env.auth.handleCallback({ search: '?error=access_denied&state=any' })).toEqual({
      kind: 'refused',
      reason: 'provider-error',
    });
  });
});

describe('tokens', () => {
  const swapOk =
    (calls: TokenSwapRequest[]) =>
    async (body: TokenSwapRequest): Promise<ApiResult<AuthBundle>> => {
      calls.push(body);
      return {
        kind: 'ok',
        status: 200,
        data: { access_token: `acc-${calls.length + 1}`, refresh_token: 'ref-2', expires_in: 600 },
      };
    };
  const stored = (env: ReturnType<typeof setup>) =>
    JSON.parse(env.local.getItem(TOKENS_KEY) ?? '{}') as Record<string, string>;

  it('gives the stored access token while it is live, without a swap', async () => {
    const calls: TokenSwapRequest[] = [];
    const env = setup({ swap: swapOk(calls) });
    await signedIn(env);
    expect(await env.auth.accessToken()).toBe(stored(env).access_token);
    expect(calls).toHaveLength(0);
  });

  it('swaps the refresh token with the market app id once the access token has expired, keeping the ID token', async () => {
    const calls: TokenSwapRequest[] = [];
    const env = setup({ swap: swapOk(calls) });
    await signedIn(env);
    const before = stored(env);
    env.advance(24 * 3_600_000);
    expect(await env.auth.accessToken()).toBe('acc-2');
    expect(calls).toEqual([{ refresh_token: before.refresh_token, app_text: us.appId }]);
    expect(stored(env).id_token).toBe(before.id_token);
  });

  it("swaps at the service for real: the provider's refresh, new tokens that work", async () => {
    const env = setup({
      swap: async (body) => {
        const res = await fetch(`${service.origin}/owner/api/v2/token-swap`, {
          method: 'PUT',
          headers: { 'consumer-key': us.consumerKey, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return res.ok
          ? { kind: 'ok', status: res.status, data: (await res.json()) as AuthBundle }
          : { kind: 'unauthorized', signIn: true };
      },
    });
    await signedIn(env);
    const before = stored(env);
    env.advance(24 * 3_600_000);
    const fresh = await env.auth.accessToken();
    expect(fresh).toEqual(expect.any(String));
    expect(fresh).not.toBe(before.access_token);
    expect(stored(env).refresh_token).not.toBe(before.refresh_token);
  });

  it('shares one swap between calls made together', async () => {
    const calls: TokenSwapRequest[] = [];
    const env = setup({ swap: swapOk(calls) });
    await signedIn(env);
    env.advance(24 * 3_600_000);
    await Promise.all([env.auth.accessToken(), env.auth.accessToken()]);
    expect(calls).toHaveLength(1);
  });

  /** navigator.locks as the tabs of one origin share it: one holder at a time, in order. */
  const tabsLock = () => {
    let tail: Promise<unknown> = Promise.resolve();
    return <T>(_name: string, work: () => Promise<T>): Promise<T> => {
      const run = tail.then(work);
      tail = run.catch(() => undefined);
      return run;
    };
  };
  /** A tab of the origin: its own session storage, the given localStorage copy, the tabs' lock and swap. */
  const tabOf = (local: MemoryStorage, shared: Pick<AuthDeps, 'swapToken' | 'lock' | 'handoff'>) =>
    createAuth({
      market: us,
      site,
      origin: service.origin,
      cookies: cookieJar(),
      session: new MemoryStorage(),
      local,
      navigate: () => undefined,
      now: () => 5_000_000,
      ...shared,
    });

  it('refreshes once across tabs: the tab that waited for the lock takes the new tokens the other stored', async () => {
    const calls: TokenSwapRequest[] = [];
    const local = new MemoryStorage();
    local.setItem(
      TOKENS_KEY,
      JSON.stringify({ access_token: 'acc-1', refresh_token: 'ref-1', expiresAt: 1_000, id_token: 'id' }),
    );
    const shared = { swapToken: swapOk(calls), lock: tabsLock() };
    const tab = () => tabOf(local, shared);
    const [first, second] = await Promise.all([tab().accessToken(), tab().accessToken()]);
    expect(calls).toEqual([{ refresh_token: 'ref-1', app_text: us.appId }]);
    expect([first, second]).toEqual(['acc-2', 'acc-2']);
  });

  it("refreshes once across tabs whose localStorage lags: the tab after the lock takes the other's tokens from the hand-off", async () => {
    const calls: TokenSwapRequest[] = [];
    const before = JSON.stringify({ access_token: 'acc-1', refresh_token: 'ref-1', expiresAt: 1_000, id_token: 'id' });
    const lock = tabsLock();
    // Each tab's own copy of localStorage, which the other's write has not reached yet; the hand-off is shared.
    let record: { used: string; tokens: StoredTokens } | null = null;
    const handoff: RefreshHandoff = {
      write: async (used, tokens) => {
        record = { used, tokens };
      },
      read: async (used) => (record?.used === used ? record.tokens : null),
      clear: async () => {
        record = null;
      },
    };
    const shared = { swapToken: swapOk(calls), lock, handoff };
    const tab = () => {
      const local = new MemoryStorage();
      local.setItem(TOKENS_KEY, before);
      return tabOf(local, shared);
    };
    const [one, other] = [tab(), tab()];
    const tokens = await Promise.all([one.accessToken(), other.accessToken()]);
    expect(calls).toEqual([{ refresh_token: 'ref-1', app_text: us.appId }]);
    expect(tokens).toEqual(['acc-2', 'acc-2']);
    await other.signOut();
    expect(record).toBeNull();
  });

  it('signs out when the swap is refused', async () => {
    const env = setup({ swap: async () => ({ kind: 'unauthorized', signIn: true }) });
    await signedIn(env);
    env.advance(24 * 3_600_000);
    expect(await env.auth.accessToken()).toBeNull();
    expect(env.auth.isAuthenticated()).toBe(false);
    expect(env.states).toEqual(['authenticated', 'unauthenticated']);
  });

  it('counts an expired access token with a refresh token as authenticated', () => {
    const env = setup();
    env.local.setItem(TOKENS_KEY, JSON.stringify({ access_token: 'a', refresh_token: 'r', expiresAt: 1 }));
    expect(env.auth.isAuthenticated()).toBe(true);
  });

  it('counts an expired access token without a refresh token as not authenticated', () => {
    const env = setup();
    env.local.setItem(TOKENS_KEY, JSON.stringify({ access_token: 'a', refresh_token: '', expiresAt: 1 }));
    expect(env.auth.isAuthenticated()).toBe(false);
  });

  it('is not authenticated without stored tokens', () => {
    expect(setup().auth.isAuthenticated()).toBe(false);
  });
});

describe('sign-out', () => {
  it("clears the tokens, reports unauthenticated and answers the provider's sign-out address for this sign-in", async () => {
    const env = setup();
    await signedIn(env);
    const idToken = (JSON.parse(env.local.getItem(TOKENS_KEY) ?? '{}') as Record<string, string>).id_token;
    const address = new URL((await env.auth.signOut()) ?? '');
    expect(`${address.origin}${address.pathname}`).toBe(`${service.origin}/oidc/session/end`);
    expect(Object.fromEntries(address.searchParams)).toEqual({
      client_id: us.clientId,
      id_token_hint: idToken,
      post_logout_redirect_uri: `${service.origin}${us.root}`,
    });
    expect(env.local.getItem(TOKENS_KEY)).toBeNull();
    expect(env.states).toEqual(['authenticated', 'unauthenticated']);
  });

  it('has no provider sign-out to offer without an ID token', async () => {
    const env = setup();
    env.local.setItem(TOKENS_KEY, JSON.stringify({ access_token: 'a', refresh_token: 'r', expiresAt: 1 }));
    expect(await env.auth.signOut()).toBeNull();
    expect(env.local.getItem(TOKENS_KEY)).toBeNull();
  });
});
