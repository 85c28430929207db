import './inject-under-jest';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { HttpClient } from './http';
import { markets } from '../../src/generated/markets/local';
import { DEMO_PASSWORD } from '../../src/server/demo-owners';

function market(id: string) {
  const m = markets.find((x) => x.id === id);
  if (!m) throw new Error(`no local market ${id}`);
  return m;
}

/** Consumer key and client id of the markets the tests use. */
export const US = market('product/en-us');
export const DE = market('product/de-de');
export const LINCOLN_US = market('lincoln/en-us');

/** A fresh directory per test file; remove it in afterAll. */
export function tempDir(): { dir: string; dbFile: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-server-'));
  return { dir, dbFile: path.join(dir, 'owner-account.sqlite'), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A clock the test moves: `clock.advance(seconds)`. */
export function testClock(start = Date.parse('2026-11-23T10:00:00Z')) {
  let t = start;
  return { now: () => new Date(t), advance: (seconds: number) => { t += seconds * 1000; } };
}


export function pkce(): { verifier: string; challenge: string } {
  const verifier = crypto.randomBytes(32).toString('base64url');
  return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') };
}

export interface AuthorizeInput {
  email: string;
  password?: string;
  clientId?: string;
  redirectUri?: string;
  state?: string;
  challenge: string;
  extra?: Record<string, string>;
}

export function authorizeParams(input: Omit<AuthorizeInput, 'email' | 'password'>): Record<string, string> {
  return {
    response_type: 'code', client_id: input.clientId ?? US.clientId, redirect_uri: input.redirectUri ?? '/product/en-us/',
    scope: 'openid', state: input.state ?? 'state-123', code_challenge: input.challenge, code_challenge_method: 'S256', locale: 'en-us',
    ...input.extra,
  };
}

/** Posts the sign-in form as a browser would; returns the raw response (302 on success). */
export function postSignIn(app: HttpClient, input: AuthorizeInput) {
  const form = new URLSearchParams({ ...authorizeParams(input), email: input.email, password: input.password ?? DEMO_PASSWORD });
  return app.inject({ method: 'POST', url: '/idp/authorize', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() });
}

/** The query parameters of a redirect's Location. */
export function redirectQuery(location: string | string[] | number | undefined): URLSearchParams {
  return new URL(String(location), 'http://localhost').searchParams;
}

export function exchangeCode(app: HttpClient, body: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/idp/token', payload: { grant_type: 'authorization_code', client_id: US.clientId,
    redirect_uri: '/product/en-us/', ...body } });
}

export interface Tokens { access_token: string; refresh_token: string; expires_in: number; token_type: string }

/** The real flow: sign-in form, redirect with a code, code + verifier for tokens. */
export async function signIn(app: HttpClient, email: string): Promise<Tokens> {
  const { verifier, challenge } = pkce();
  const res = await postSignIn(app, { email, challenge });
  if (res.statusCode !== 302) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body.slice(0, 200)}`);
  const code = redirectQuery(res.headers.location).get('code');
  if (!code) throw new Error('no code in the redirect');
  const tokens = await exchangeCode(app, { code, code_verifier: verifier });
  if (tokens.statusCode !== 200) throw new Error(`token exchange failed: ${tokens.statusCode} ${tokens.body}`);
  return tokens.json() as Tokens;
}

/** The two headers of every data-service call. */
export function apiHeaders(token: string, consumerKey = US.consumerKey): Record<string, string> {
  return { 'consumer-key': consumerKey, 'auth-token': token };
}
