/*
 * The tokens a sign-in keeps in localStorage, read without the sign-in helper: the opening calls' script
 * (src/app/opening-calls.ts) sends the page's first calls with the access token before the app's scripts are in.
 */

/** localStorage: the tokens outlive the tab, as a signed-in owner expects. */
export const TOKENS_KEY = 'owner-account.auth';
/** Refresh a little before expiry so a call does not leave with a token that dies on the way. */
const EXPIRY_MARGIN_MS = 30_000;

export interface StoredTokens {
  access_token: string;
  refresh_token: string;
  /** Epoch ms. */
  expiresAt: number;
  /** The sign-in's ID token: the hint of the provider's sign-out (end_session). */
  id_token?: string;
}

function isStoredTokens(value: unknown): value is StoredTokens {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.access_token === 'string' && typeof v.refresh_token === 'string' && typeof v.expiresAt === 'number';
}

/** The stored tokens; null when there are none or they are unreadable. */
export function readStoredTokens(local: Pick<Storage, 'getItem'>): StoredTokens | null {
  try {
    const parsed: unknown = JSON.parse(local.getItem(TOKENS_KEY) ?? 'null');
    return isStoredTokens(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Whether the access token still has its margin before expiry (else the next call refreshes it first). */
export const isLive = (tokens: StoredTokens, now: number) => tokens.expiresAt - EXPIRY_MARGIN_MS > now;
