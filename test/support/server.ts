import './inject-under-jest';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type * as client from 'openid-client';
import { overHttp, type HttpClient } from './http';
import { discover, signIn as providerSignIn, startWithProvider } from './oidc';
import { markets } from '../../src/generated/markets/local';
import type { ServerOptions } from '../../src/server/build-server';

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
  return {
    dir,
    dbFile: path.join(dir, 'owner-account.sqlite'),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A clock the test moves: `clock.advance(seconds)`. */
export function testClock(start = Date.parse('2026-11-23T10:00:00Z')) {
  let t = start;
  return {
    now: () => new Date(t),
    advance: (seconds: number) => {
      t += seconds * 1000;
    },
  };
}

export function pkce(): { verifier: string; challenge: string } {
  const verifier = crypto.randomBytes(32).toString('base64url');
  return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') };
}

/** The query parameters of a redirect's Location. */
export function redirectQuery(location: string | string[] | number | undefined): URLSearchParams {
  return new URL(String(location), 'http://localhost').searchParams;
}

/**
 * The service with its OpenID provider on a free port of the loopback interface, the origin it is configured with;
 * requests go over a real socket.
 */
export async function startService(
  options: Omit<ServerOptions, 'publicOrigin'>,
): Promise<{ server: FastifyInstance; app: HttpClient }> {
  const { server, origin } = await startWithProvider(options);
  return { server, app: overHttp(origin) };
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
}

const configurations = new Map<string, Promise<client.Configuration>>();

/**
 * A whole sign-in at the service's provider (started with startService), as the US app's client makes it: discovery,
 * code with PKCE, the password page, the code redeemed. Each call is a sign-in of its own (another device).
 */
export async function signIn(app: HttpClient, email: string): Promise<Tokens> {
  let config = configurations.get(app.base);
  if (!config) configurations.set(app.base, (config = discover(app.base, US.clientId)));
  const { tokens } = await providerSignIn(await config, `${app.base}${US.root}`, email);
  if (!tokens.refresh_token || tokens.expires_in === undefined)
    throw new Error(`the provider gave ${email} no refresh token or no lifetime`);
  return {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    expires_in: tokens.expires_in,
    token_type: tokens.token_type,
  };
}

/** The two headers of every data-service call. */
export function apiHeaders(token: string, consumerKey = US.consumerKey): Record<string, string> {
  return { 'consumer-key': consumerKey, 'auth-token': token };
}
