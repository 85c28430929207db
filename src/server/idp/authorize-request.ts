import type { FastifyRequest } from 'fastify';
import { markets } from '../../generated/markets/local';
import { site } from '../../generated/site';
import { checkRedirectUri, registeredRedirects } from './redirect-uri';

const clientIds = new Set(markets.map((m) => m.clientId));
const redirects = registeredRedirects(markets);

/** The authorize parameters the IdP understands; anything else in the query is dropped. */
export const AUTHORIZE_PARAMS = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state', 'code_challenge', 'code_challenge_method',
  'locale', 'country', 'template', 'appId', 'change_flow', 'passkey_flow_action', 'p'] as const;
export type AuthorizeParams = Partial<Record<(typeof AUTHORIZE_PARAMS)[number], string>>;

export type PasskeyAction = 'add' | 'remove';

export interface AuthorizeRequest {
  params: Record<string, string>;
  clientId: string;
  /** Registered for the client and checked by the redirect guard: the exact string the provider redirects to. */
  redirectUri: string;
  codeChallenge: string;
  state: string | undefined;
  passkeyAction: PasskeyAction | undefined;
  /** change_flow=password: the owner chooses a new password after signing in again. */
  passwordChange: boolean;
}

export function pick(source: unknown): AuthorizeParams {
  const out: AuthorizeParams = {};
  if (typeof source !== 'object' || source === null) return out;
  for (const name of AUTHORIZE_PARAMS) {
    const value: unknown = (source as Record<string, unknown>)[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

/** scheme://host[:port] of the request: where the redirect guard allows absolute redirects, and the WebAuthn origin. */
export function requestOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

const LOCALE = /^[a-z]{2}-[a-z]{2}$/i;

/** The locale of a request's pages: its locale parameter when that is valid, whatever else is wrong with the request. */
export function pageLocale(p: { locale?: unknown }): string | undefined {
  return typeof p.locale === 'string' && LOCALE.test(p.locale) ? p.locale : undefined;
}

/** The checked request, or the reason (English, for the developer of the sending application) it is refused. */
export function checkAuthorize(p: AuthorizeParams, origin: string): AuthorizeRequest | string {
  if (p.response_type !== 'code') return 'response_type must be code';
  if (!p.client_id || !clientIds.has(p.client_id)) return 'unknown client_id';
  if (!p.scope?.split(' ').includes('openid')) return 'scope must include openid';
  if (p.code_challenge_method !== 'S256') return 'code_challenge_method must be S256';
  // An S256 challenge is base64url of 32 bytes: exactly 43 characters.
  if (!p.code_challenge || !/^[A-Za-z0-9_-]{43}$/.test(p.code_challenge)) return 'code_challenge is missing or not an S256 challenge';
  const redirectUri = checkRedirectUri(p.redirect_uri, p.client_id, origin, redirects);
  if (redirectUri === null) return 'redirect_uri is not registered for this client';
  if (p.locale !== undefined && !LOCALE.test(p.locale)) return 'locale must look like en-us';
  let passkeyAction: PasskeyAction | undefined;
  if (p.change_flow !== undefined) {
    if (p.change_flow !== 'passkey' && p.change_flow !== 'password') return 'change_flow must be passkey or password';
    if (p.change_flow === 'passkey') {
      if (p.passkey_flow_action !== 'add' && p.passkey_flow_action !== 'remove') return 'passkey_flow_action must be add or remove';
      passkeyAction = p.passkey_flow_action;
    }
    // Spec 001 §7: a change of the owner's credentials runs under the combined sign-in and profile-edit policy only.
    if (p.p !== site.signInSecurity.profileEditPolicy) return 'p must be the profile-edit policy';
  }
  const params = Object.fromEntries(Object.entries(p).filter((e): e is [string, string] => e[1] !== undefined));
  return { params, clientId: p.client_id, redirectUri, codeChallenge: p.code_challenge, state: p.state, passkeyAction, passwordChange: p.change_flow === 'password' };
}
