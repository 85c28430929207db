import type { ApiResult, FetchLike } from '../../api/client';
import type { IdpTokenRequest } from '../../generated/types/api/idp';
import type { StorageLike } from '../../api/cache';
import { apiHeaders } from '../../generated/api';
import type { AuthBundle, TokenSwapRequest } from '../../generated/types/api/owner';
import type { Market } from '../../generated/types/market';
import type { CookieJar } from './cookie';
import { challengeFor, clearVerifier, createVerifier, randomToken, readVerifier, saveVerifier, type CryptoLike } from './pkce';
import { site } from '../../generated/site';
import { changeOutcomeOf, type ChangeOutcome } from './change-return';
import { safeReturnPath } from './redirect-guard';

/** localStorage: the tokens outlive the tab, as a signed-in owner expects. */
export const TOKENS_KEY = 'owner-account.auth';
/** sessionStorage: the pending sign-in's state, checked on the way back. */
export const SIGN_IN_STATE_KEY = 'owner-account.sign-in-state';
/** sessionStorage: where to go after sign-in; used once, then removed. */
export const POST_LOGIN_PATH_KEY = 'owner-account.post-login-path';
/** Refresh a little before expiry so a call does not leave with a token that dies on the way. */
const EXPIRY_MARGIN_MS = 30_000;

export interface StoredTokens {
  access_token: string;
  refresh_token: string;
  /** Epoch ms. */
  expiresAt: number;
}

export type AuthState = 'authenticated' | 'unauthenticated';
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
  'clientId' | 'root' | 'languageRegionCode' | 'threeLetterCountryCode' | 'appId' | 'brand' | 'serviceUrl'
>;

export interface AuthDeps {
  market: AuthMarket;
  /** location.origin: the redirect target is this origin plus the market root. */
  origin: string;
  fetch: FetchLike;
  crypto: CryptoLike;
  /** document in the browser. */
  cookies: CookieJar;
  session: Pick<StorageLike, 'getItem' | 'setItem' | 'removeItem'>;
  local: Pick<StorageLike, 'getItem' | 'setItem' | 'removeItem'>;
  /** location.assign in the browser. */
  navigate: (url: string) => void;
  /** The tokenSwap call of the one API client; without it an expired access token means signed out. */
  swapToken?: (body: TokenSwapRequest) => Promise<ApiResult<AuthBundle>>;
  now?: () => number;
}

export interface Auth {
  /** Prepares PKCE and state, saves the return path (only if safe) and answers the provider's authorize address. */
  buildAuthorizeUrl(options: { returnPath?: string | null; change?: ChangeFlow }): Promise<string>;
  /** buildAuthorizeUrl, then leaves for it. */
  signIn(returnPath: string | null, change?: ChangeFlow): Promise<void>;
  /** On the way back from the provider: checks state, trades the code for tokens. */
  handleCallback(location: { search: string }): Promise<CallbackOutcome>;
  signOut(): Promise<void>;
  /** The access token, refreshed through tokenSwap first when it has expired; null when signed out. */
  accessToken(): Promise<string | null>;
  /** True while a live access token or a refresh token exists. */
  isAuthenticated(): boolean;
  onAuthState(listener: (state: AuthState) => void): () => void;
}

/** The provider's address, from the pieces buildAuthorizeUrl prepares; pure, so its contents are easy to check. */
export function authorizeUrl(
  market: AuthMarket,
  origin: string,
  pieces: { state: string; challenge: string; change?: ChangeFlow },
): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: market.clientId,
    redirect_uri: redirectUri(market, origin),
    scope: 'openid',
    state: pieces.state,
    code_challenge: pieces.challenge,
    code_challenge_method: 'S256',
    locale: market.languageRegionCode,
    country: market.threeLetterCountryCode,
    appId: market.appId,
    template: market.brand,
  });
  if (pieces.change) {
    // Spec 001 §7: a change runs under the combined sign-in and profile-edit policy.
    query.set('p', site.signInSecurity.profileEditPolicy);
    query.set('change_flow', pieces.change.flow);
    if (pieces.change.flow === 'passkey') query.set('passkey_flow_action', pieces.change.action);
  }
  return `${serviceBase(market)}/idp/authorize?${query.toString()}`;
}

function redirectUri(market: AuthMarket, origin: string): string {
  return `${origin.replace(/\/+$/, '')}${market.root}`;
}

/** The local identity provider lives beside the data service; '' means same origin. */
function serviceBase(market: AuthMarket): string {
  return market.serviceUrl.replace(/\/+$/, '');
}

function isBundle(value: unknown): value is AuthBundle {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.access_token === 'string' && v.access_token !== '' && typeof v.expires_in === 'number';
}

function isStoredTokens(value: unknown): value is StoredTokens {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.access_token === 'string' && typeof v.refresh_token === 'string' && typeof v.expiresAt === 'number';
}

export function createAuth(deps: AuthDeps): Auth {
  const { market, origin, session, local, cookies } = deps;
  const now = deps.now ?? (() => Date.now());
  const secure = origin.startsWith('https:');
  const listeners = new Set<(state: AuthState) => void>();
  let refreshing: Promise<string | null> | null = null;

  function emit(state: AuthState): void {
    for (const listener of [...listeners]) listener(state);
  }

  function readTokens(): StoredTokens | null {
    try {
      const parsed: unknown = JSON.parse(local.getItem(TOKENS_KEY) ?? 'null');
      return isStoredTokens(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }

  function storeBundle(bundle: AuthBundle): StoredTokens {
    const tokens: StoredTokens = {
      access_token: bundle.access_token,
      refresh_token: bundle.refresh_token ?? '',
      expiresAt: now() + bundle.expires_in * 1000,
    };
    local.setItem(TOKENS_KEY, JSON.stringify(tokens));
    return tokens;
  }

  function clearTokens(): void {
    local.removeItem(TOKENS_KEY);
  }

  async function buildAuthorizeUrl({ returnPath, change }: { returnPath?: string | null; change?: ChangeFlow }) {
    const verifier = createVerifier(deps.crypto);
    const state = randomToken(deps.crypto, 16);
    saveVerifier(cookies, verifier, secure);
    session.setItem(SIGN_IN_STATE_KEY, state);
    const safe = safeReturnPath(returnPath);
    // An unsafe or missing path also removes any older one, so a stale path is never followed.
    if (safe) session.setItem(POST_LOGIN_PATH_KEY, safe);
    else session.removeItem(POST_LOGIN_PATH_KEY);
    return authorizeUrl(market, origin, { state, challenge: await challengeFor(verifier, deps.crypto), change });
  }

  /** The saved path, once: removed as it is read. */
  function takePostLoginPath(): string | null {
    const saved = session.getItem(POST_LOGIN_PATH_KEY);
    session.removeItem(POST_LOGIN_PATH_KEY);
    return safeReturnPath(saved);
  }

  async function requestTokens(code: string, verifier: string): Promise<AuthBundle | null> {
    const tokenRequest: IdpTokenRequest = {
      grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri(market, origin), client_id: market.clientId,
    };
    try {
      const response = await deps.fetch(`${serviceBase(market)}/idp/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(tokenRequest),
      });
      if (response.status < 200 || response.status >= 300) return null;
      const body: unknown = JSON.parse(await response.text());
      return isBundle(body) ? body : null;
    } catch {
      return null;
    }
  }

  async function handleCallback(location: { search: string }): Promise<CallbackOutcome> {
    const query = new URLSearchParams(location.search);
    const code = query.get('code');
    const state = query.get('state');
    if (query.has('error') && state) return { kind: 'refused', reason: 'provider-error' };
    if (!code || !state) return { kind: 'none' };
    // A callback we did not start (login CSRF) must not sign this browser in to someone else's account.
    const expected = session.getItem(SIGN_IN_STATE_KEY);
    if (!expected || expected !== state) return { kind: 'refused', reason: 'state-mismatch' };
    const verifier = readVerifier(cookies);
    if (!verifier) return { kind: 'refused', reason: 'missing-verifier' };
    const bundle = await requestTokens(code, verifier);
    if (!bundle) return { kind: 'refused', reason: 'token-request-failed' };
    storeBundle(bundle);
    clearVerifier(cookies, secure);
    session.removeItem(SIGN_IN_STATE_KEY); // the same code and state cannot be replayed
    emit('authenticated');
    return { kind: 'signed-in', returnPath: takePostLoginPath(), registered: query.get('registered') === 'true', change: changeOutcomeOf(location.search) };
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
      const stored = storeBundle({ ...result.data, refresh_token: result.data.refresh_token || tokens.refresh_token });
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

  async function accessToken(): Promise<string | null> {
    const tokens = readTokens();
    if (!tokens) return null;
    if (tokens.expiresAt - EXPIRY_MARGIN_MS > now()) return tokens.access_token;
    // Calls made together share one refresh: a refresh token may be single-use.
    refreshing ??= refresh(tokens).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function signOut(): Promise<void> {
    const tokens = readTokens();
    clearTokens();
    session.removeItem(POST_LOGIN_PATH_KEY);
    if (tokens) {
      try {
        await deps.fetch(`${serviceBase(market)}/idp/logout`, {
          method: 'POST',
          headers: { [apiHeaders.authToken]: tokens.access_token },
        });
      } catch {
        // signed out locally either way; the provider's session times out on its own
      }
    }
    emit('unauthenticated');
  }

  return {
    buildAuthorizeUrl,
    async signIn(returnPath, change) {
      deps.navigate(await buildAuthorizeUrl({ returnPath, change }));
    },
    handleCallback,
    signOut,
    accessToken,
    isAuthenticated() {
      const tokens = readTokens();
      return !!tokens && (tokens.expiresAt > now() || tokens.refresh_token !== '');
    },
    onAuthState(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
