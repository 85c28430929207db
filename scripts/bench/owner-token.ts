/*
 * An owner's access token for load runs, through the local identity provider's real sign-in: the form post
 * once, then the code exchange the app makes after its redirect. Load runs then reuse the token.
 */
import crypto from 'node:crypto';
import type { Market } from '../../src/generated/types/market';

export type SignInMarket = Pick<Market, 'clientId' | 'root' | 'languageRegionCode'>;

function pkce(): { verifier: string; challenge: string } {
  const verifier = crypto.randomBytes(32).toString('base64url');
  return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') };
}

export async function ownerAccessToken(baseUrl: string, market: SignInMarket, email: string, password: string): Promise<string> {
  const { verifier, challenge } = pkce();
  const form = new URLSearchParams({
    response_type: 'code', client_id: market.clientId, redirect_uri: market.root, scope: 'openid', state: 'load-run',
    code_challenge: challenge, code_challenge_method: 'S256', locale: market.languageRegionCode, email, password,
  });
  // redirect: manual, so the code is read from the provider's Location rather than followed into the app.
  const signIn = await fetch(`${baseUrl}/idp/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  const code = new URL(signIn.headers.get('location') ?? '', baseUrl).searchParams.get('code');
  if (signIn.status !== 302 || !code) throw new Error(`sign-in of ${email} failed: HTTP ${signIn.status} (an owner who needs a second factor cannot be used here)`);
  const exchange = await fetch(`${baseUrl}/idp/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'authorization_code', code, code_verifier: verifier, client_id: market.clientId, redirect_uri: market.root }),
  });
  if (!exchange.ok) throw new Error(`token exchange failed: HTTP ${exchange.status} ${await exchange.text()}`);
  return ((await exchange.json()) as { access_token: string }).access_token;
}
