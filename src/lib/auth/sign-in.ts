import type { AuthBundle, TokenSwapRequest } from '../../generated/types/api/owner';
import type { Market } from '../../generated/types/market';
import type { Site } from '../../generated/types/site';
import type { CookieJar } from '../cookies';
import { changeOutcomeOf, type ChangeOutcome } from './change-return';
import type { OidcSession } from './oidc-client';
import { clearVerifier, readVerifier, saveVerifier } from './pkce';
import { safeReturnPath } from './redirect-guard';
import { isLive, readStoredTokens, TOKENS_KEY, type StoredTokens } from './stored-tokens';

export { TOKENS_KEY, type StoredTokens } from './stored-tokens';

/** sessionStorage: the pending sign-in's state, checked on the way back. */
export const SIGN_IN_STATE_KEY = 'owner-account.sign-in-state';
/** sessionStorage: where to go after sign-in; used once, then removed. */
export const POST_LOGIN_PATH_KEY = 'owner-account.post-login-path';
/** sessionStorage: when this tab last completed a sign-in (epoch ms), so a 401 right after it starts no other. */
export const SIGNED_IN_AT_KEY = 'owner-account.signed-in-at';
/**
 * The state the provider's sign-out sends back to the market root (end_session's post_logout_redirect_uri with
 * state): the app shows its signed-out page there instead of starting a sign-in.
 */
export const SIGNED_OUT_STATE = 'signed-out';
/** The Web Lock every tab of the origin takes to refresh: one refresh at a time, so no two tabs send one token. */
export const REFRESH_LOCK = 'owner-account.refresh';

export type AuthState = 'authenticated' | 'unauthenticated';
/** What a token swap answers, as far as signing in cares: the API client's result fits it. */
export type SwapResult =
  { kind: 'ok'; data: AuthBundle } | { kind: 'unauthorized' } | { kind: 'error'; status: number };
/** The Web Storage the tokens and the pending sign-in are kept in. */
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type PasskeyAction = 'add' | 'remove';
/** A change the owner makes at the provider, under the profile-edit policy (spec 001 §7). */
export type ChangeFlow = { flow: 'passkey'; action: PasskeyAction } | { flow: 'password' };

export type CallbackOutcome =
  /** The address is not a sign-in callback. */
  | { kind: 'none' }
  /**
   * Signed in; go to returnPath if there is one (already checked by the redirect guard). registered: the owner
   * has just created the account (the provider says so), and goes on to post-registration where the market has it.
   */
  | { kind: 'signed-in'; returnPath: string | null; registered: boolean; change: ChangeOutcome | null }
  | { kind: 'refused'; reason: 'state-mismatch' | 'missing-verifier' | 'provider-error' | 'token-request-failed' };

export type AuthMarket = Pick<
  Market,
  'clientId' | 'root' | 'languageRegionCode' | 'threeLetterCountryCode' | 'appId' | 'brand' | 'oidcIssuer'
>;

/** What sign-in takes of markets/site.json. */
export type AuthSite = Pick<Site, 'pkce' | 'signInSecurity'>;

export interface AuthDeps {
  market: AuthMarket;
  site: AuthSite;
  /** location.origin: the redirect target is this origin plus the market root. */
  origin: string;
  /** document in the browser. */
  cookies: CookieJar;
  session: KeyValueStorage;
  local: KeyValueStorage;
  /** location.assign in the browser. */
  navigate: (url: string) => void;
  /** The tokenSwap call of the one API client; without it an expired access token means signed out. */
  swapToken?: (body: TokenSwapRequest) => Promise<SwapResult>;
  /** The market's provider, found through its discovery document (openOidcSession); tests may pass another. */
  openSession?: () => Promise<OidcSession>;
  /**
   * Runs `work` while holding the named lock across the origin's tabs (navigator.locks in the browser); without it,
   * refreshes are single within this page only.
   */
  lock?: <T>(name: string, work: () => Promise<T>) => Promise<T>;
  /**
   * Where a tab leaves the tokens of its refresh for the tab that waits behind it on the lock (IndexedDB in the
   * browser): a write to localStorage reaches another tab's process later than the lock does, so the tab after it may
   * still read the used refresh token there.
   */
  handoff?: RefreshHandoff;
  now?: () => number;
}

/** The tokens one refresh gave, found by the refresh token it used; one record, replaced by each refresh. */
export interface RefreshHandoff {
  write(usedRefreshToken: string, tokens: StoredTokens): Promise<void>;
  read(usedRefreshToken: string): Promise<StoredTokens | null>;
  clear(): Promise<void>;
}

export interface Auth {
  /**
   * Prepares PKCE, state and nonce, saves the return path (only if safe) and answers the provider's authorize address.
   * fresh: the owner proves who they are again, whatever their sign-in at the provider (prompt=login).
   */
  buildAuthorizeUrl(options: { returnPath?: string | null; change?: ChangeFlow; fresh?: boolean }): Promise<string>;
  /** buildAuthorizeUrl, then leaves for it. */
  signIn(returnPath: string | null, change?: ChangeFlow, options?: { fresh?: boolean }): Promise<void>;
  /** On the way back from the provider: checks state, trades the code for tokens, validates the ID token. */
  handleCallback(location: { search: string }): Promise<CallbackOutcome>;
  /**
   * Forgets the tokens here and answers the provider's sign-out address (end_session), where the browser goes next
   * to end the provider's own sign-in; null when there is none to end.
   */
  signOut(options?: { signedOutPage?: boolean }): Promise<string | null>;
  /** The access token, refreshed through tokenSwap first when it has expired; null when signed out. */
  accessToken(): Promise<string | null>;
  /** True while a live access token or a refresh token exists. */
  isAuthenticated(): boolean;
  /** When this tab last completed a sign-in (epoch ms), or null. */
  lastSignInAt(): number | null;
  onAuthState(listener: (state: AuthState) => void): () => void;
}

/**
 * The spec's parameters of the authorize address (001 §4, §7), beside the protocol's own (which the client library
 * writes, and which none of these may replace).
 */
export function authorizeParams(
  market: AuthMarket,
  site: AuthSite,
  change?: ChangeFlow,
  fresh = false,
): Record<string, string> {
  const params: Record<string, string> = {
    locale: market.languageRegionCode,
    country: market.threeLetterCountryCode,
    appId: market.appId,
    template: market.brand,
  };
  // A change, or a sign-in again after a security setting changed, asks for the password whatever the provider's session.
  if (change || fresh) params.prompt = 'login';
  if (change) {
    // Spec 001 §7: a change runs under the combined sign-in and profile-edit policy.
    params.p = site.signInSecurity.profileEditPolicy;
    params.change_flow = change.flow;
    if (change.flow === 'passkey') params.passkey_flow_action = change.action;
  }
  return params;
}

function isBundle(value: unknown): value is AuthBundle {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.access_token === 'string' && v.access_token !== '' && typeof v.expires_in === 'number';
}

/** The pending sign-in's state and nonce (sessionStorage); the verifier waits in its cookie (spec 001 §9). */
interface PendingRequest {
  state: string;
  nonce: string;
}

function readPending(session: AuthDeps['session']): PendingRequest | null {
  try {
    const parsed = JSON.parse(session.getItem(SIGN_IN_STATE_KEY) ?? 'null') as Partial<PendingRequest> | null;
    return typeof parsed?.state === 'string' && typeof parsed.nonce === 'string'
      ? { state: parsed.state, nonce: parsed.nonce }
      : null;
  } catch {
    return null;
  }
}

export function createAuth(deps: AuthDeps): Auth {
  const { market, site, origin, session, local, cookies } = deps;
  const now = deps.now ?? (() => Date.now());
  const secure = origin.startsWith('https:');
  const listeners = new Set<(state: AuthState) => void>();
  let refreshing: Promise<string | null> | null = null;
  let provider: Promise<OidcSession> | null = null;

  /**
   * The provider's metadata, asked for once per page; a failure is tried again next time. The client library loads
   * only then: a signed-in owner's pages do without it until a sign-in, its way back or a sign-out.
   */
  function oidc(): Promise<OidcSession> {
    const open = deps.openSession ?? (async () => (await import('./oidc-client')).openOidcSession(market, { origin }));
    provider ??= open().catch((error: unknown) => {
      provider = null;
      throw error;
    });
    return provider;
  }

  function emit(state: AuthState): void {
    for (const listener of [...listeners]) listener(state);
  }

  const readTokens = () => readStoredTokens(local);

  function store(tokens: StoredTokens): StoredTokens {
    local.setItem(TOKENS_KEY, JSON.stringify(tokens));
    return tokens;
  }

  function clearTokens(): void {
    local.removeItem(TOKENS_KEY);
  }

  async function buildAuthorizeUrl({
    returnPath,
    change,
    fresh,
  }: {
    returnPath?: string | null;
    change?: ChangeFlow;
    fresh?: boolean;
  }) {
    const { url, pending } = await (await oidc()).authorizationUrl(authorizeParams(market, site, change, fresh));
    saveVerifier(cookies, pending.codeVerifier, secure, site.pkce.verifierMaxAgeSeconds);
    session.setItem(
      SIGN_IN_STATE_KEY,
      JSON.stringify({ state: pending.state, nonce: pending.nonce } satisfies PendingRequest),
    );
    const safe = safeReturnPath(returnPath);
    // An unsafe or missing path also removes any older one, so a stale path is never followed.
    if (safe) session.setItem(POST_LOGIN_PATH_KEY, safe);
    else session.removeItem(POST_LOGIN_PATH_KEY);
    return url;
  }

  /** The saved path, once: removed as it is read. */
  function takePostLoginPath(): string | null {
    const saved = session.getItem(POST_LOGIN_PATH_KEY);
    session.removeItem(POST_LOGIN_PATH_KEY);
    return safeReturnPath(saved);
  }

  async function handleCallback(location: { search: string }): Promise<CallbackOutcome> {
    const query = new URLSearchParams(location.search);
    const code = query.get('code');
    const state = query.get('state');
    if (query.has('error') && state) return { kind: 'refused', reason: 'provider-error' };
    if (!code || !state) return { kind: 'none' };
    // A callback we did not start (login CSRF) must not sign this browser in to someone else's account.
    const pending = readPending(session);
    if (!pending || pending.state !== state) return { kind: 'refused', reason: 'state-mismatch' };
    const codeVerifier = readVerifier(cookies);
    if (!codeVerifier) return { kind: 'refused', reason: 'missing-verifier' };
    // The same code and state cannot be tried twice.
    session.removeItem(SIGN_IN_STATE_KEY);
    clearVerifier(cookies, secure);
    try {
      const provider = await oidc();
      const signedIn = await provider.completeSignIn(new URL(`${provider.redirectUri}${location.search}`), {
        ...pending,
        codeVerifier,
      });
      // A provider may give no refresh token (then the sign-in ends with the access token) and no lifetime (then
      // the ID token's expiry stands for it).
      const expiresAt =
        signedIn.expiresIn !== undefined ? now() + signedIn.expiresIn * 1000 : signedIn.claims.exp * 1000;
      store({
        access_token: signedIn.accessToken,
        refresh_token: signedIn.refreshToken ?? '',
        expiresAt,
        id_token: signedIn.idToken,
      });
    } catch {
      return { kind: 'refused', reason: 'token-request-failed' };
    }
    session.setItem(SIGNED_IN_AT_KEY, String(now()));
    emit('authenticated');
    return {
      kind: 'signed-in',
      returnPath: takePostLoginPath(),
      registered: query.get('registered') === 'true',
      change: changeOutcomeOf(location.search),
    };
  }

  async function refresh(tokens: StoredTokens): Promise<string | null> {
    const swap = deps.swapToken;
    if (!swap || !tokens.refresh_token) {
      clearTokens();
      emit('unauthenticated');
      return null;
    }
    const result = await swap({ refresh_token: tokens.refresh_token, app_text: market.appId });
    if (result.kind === 'ok' && isBundle(result.data)) {
      const { data } = result;
      const stored = store({
        ...tokens,
        access_token: data.access_token,
        refresh_token: data.refresh_token || tokens.refresh_token,
        expiresAt: now() + data.expires_in * 1000,
      });
      // Written before the lock is let go, so the next tab finds it whatever its copy of localStorage says.
      await deps.handoff?.write(tokens.refresh_token, stored).catch(() => undefined);
      emit('authenticated');
      return stored.access_token;
    }
    // A network failure keeps the refresh token for the next try; a refusal means the session is over.
    if (result.kind === 'unauthorized' || (result.kind === 'error' && result.status >= 400 && result.status < 500)) {
      clearTokens();
      emit('unauthenticated');
    }
    return null;
  }

  const live = (tokens: StoredTokens) => isLive(tokens, now());

  /**
   * Under the tabs' lock: the tokens are read again, as another tab may have refreshed them while this one waited
   * (then its new access token serves here too, and the used refresh token is never sent twice).
   */
  async function refreshOnce(): Promise<string | null> {
    const tokens = readTokens();
    if (!tokens) return null;
    if (live(tokens)) return tokens.access_token;
    const handed = await deps.handoff?.read(tokens.refresh_token).catch(() => null);
    if (handed && live(handed)) {
      store(handed);
      emit('authenticated');
      return handed.access_token;
    }
    return refresh(tokens);
  }

  async function accessToken(): Promise<string | null> {
    const tokens = readTokens();
    if (!tokens) return null;
    if (live(tokens)) return tokens.access_token;
    // Calls made together share one refresh, and tabs take turns: a refresh token is single-use.
    refreshing ??= (deps.lock ? deps.lock(REFRESH_LOCK, refreshOnce) : refreshOnce()).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function signOut({ signedOutPage = false } = {}): Promise<string | null> {
    const tokens = readTokens();
    clearTokens();
    await deps.handoff?.clear().catch(() => undefined);
    session.removeItem(POST_LOGIN_PATH_KEY);
    emit('unauthenticated');
    if (!tokens?.id_token) return null;
    try {
      return (await oidc()).endSessionUrl(tokens.id_token, signedOutPage ? SIGNED_OUT_STATE : undefined);
    } catch {
      // Signed out here either way; the provider's own sign-in then ends when it expires.
      return null;
    }
  }

  return {
    buildAuthorizeUrl,
    async signIn(returnPath, change, options) {
      deps.navigate(await buildAuthorizeUrl({ returnPath, change, fresh: options?.fresh }));
    },
    handleCallback,
    signOut,
    accessToken,
    isAuthenticated() {
      const tokens = readTokens();
      return !!tokens && (tokens.expiresAt > now() || tokens.refresh_token !== '');
    },
    lastSignInAt() {
      const at = Number(session.getItem(SIGNED_IN_AT_KEY));
      return Number.isFinite(at) && at > 0 ? at : null;
    },
    onAuthState(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
