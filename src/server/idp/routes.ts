import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { apiHeaders } from '../../generated/api';
import type { IdpTokenRequest } from '../../generated/types/api/idp';
import { markets } from '../../generated/markets/local';
import { sendError } from '../http-errors';
import type { ServiceContext } from '../routes/handler';
import { hashPassword, randomSecret, verifyPassword } from '../secrets';
import { issueCode, redeemCode } from './codes';
import { refusalPage, registerPage, signInPage, STYLESHEET } from './page';
import { createOwner, readRegistration, registrationMarket, registrationProblems } from './register';
import { checkRedirectUri, redirectTarget, registeredRedirects } from './redirect-uri';
import { issueTokens, revokeSession } from './tokens';

const clientIds = new Set(markets.map((m) => m.clientId));
const redirects = registeredRedirects(markets);

/** Checked when the email is unknown, so a wrong email takes as long as a wrong password. */
let decoyHash: string | undefined;

/** The authorize parameters the IdP understands; anything else in the query is dropped. */
const AUTHORIZE_PARAMS = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state', 'code_challenge', 'code_challenge_method',
  'locale', 'country', 'template', 'appId', 'change_flow', 'passkey_flow_action'] as const;
type AuthorizeParams = Partial<Record<(typeof AUTHORIZE_PARAMS)[number], string>>;

interface AuthorizeRequest {
  params: Record<string, string>;
  clientId: string;
  /** Registered for the client and checked by the redirect guard: the exact string the provider redirects to. */
  redirectUri: string;
  codeChallenge: string;
  state: string | undefined;
  passkeyAction: 'add' | 'remove' | undefined;
}

function pick(source: unknown): AuthorizeParams {
  const out: AuthorizeParams = {};
  if (typeof source !== 'object' || source === null) return out;
  for (const name of AUTHORIZE_PARAMS) {
    const value: unknown = (source as Record<string, unknown>)[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

function requestOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

const LOCALE = /^[a-z]{2}-[a-z]{2}$/i;

/** The locale of a request's pages: its locale parameter when that is valid, whatever else is wrong with the request. */
function pageLocale(p: AuthorizeParams): string | undefined {
  return p.locale !== undefined && LOCALE.test(p.locale) ? p.locale : undefined;
}

function checkAuthorize(p: AuthorizeParams, origin: string): AuthorizeRequest | string {
  if (p.response_type !== 'code') return 'response_type must be code';
  if (!p.client_id || !clientIds.has(p.client_id)) return 'unknown client_id';
  if (!p.scope?.split(' ').includes('openid')) return 'scope must include openid';
  if (p.code_challenge_method !== 'S256') return 'code_challenge_method must be S256';
  // An S256 challenge is base64url of 32 bytes: exactly 43 characters.
  if (!p.code_challenge || !/^[A-Za-z0-9_-]{43}$/.test(p.code_challenge)) return 'code_challenge is missing or not an S256 challenge';
  const redirectUri = checkRedirectUri(p.redirect_uri, p.client_id, origin, redirects);
  if (redirectUri === null) return 'redirect_uri is not registered for this client';
  if (p.locale !== undefined && !LOCALE.test(p.locale)) return 'locale must look like en-us';
  let passkeyAction: 'add' | 'remove' | undefined;
  if (p.change_flow !== undefined) {
    if (p.change_flow !== 'passkey') return 'change_flow must be passkey';
    if (p.passkey_flow_action !== 'add' && p.passkey_flow_action !== 'remove') return 'passkey_flow_action must be add or remove';
    passkeyAction = p.passkey_flow_action;
  }
  const params = Object.fromEntries(Object.entries(p).filter((e): e is [string, string] => e[1] !== undefined));
  return { params, clientId: p.client_id, redirectUri, codeChallenge: p.code_challenge, state: p.state, passkeyAction };
}

function html(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);
}

/**
 * The local identity provider: authorization code with PKCE S256 (RFC 7636), a sign-in page, a token
 * endpoint and sign-out. The passkey variant re-checks the password and records the passkey change.
 */
export const idpRoutes: FastifyPluginAsync<ServiceContext> = async (app, service) => {
  const { db, now } = service;

  // Forms post urlencoded bodies; no extra package: URLSearchParams reads them (a repeated field keeps its last value).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  app.get('/idp/style.css', async (_req, reply) => reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(STYLESHEET));

  app.get('/idp/authorize', async (req, reply) => {
    const query = pick(req.query);
    const checked = checkAuthorize(query, requestOrigin(req));
    if (typeof checked === 'string') return html(reply, 400, refusalPage(checked, pageLocale(query)));
    return html(reply, 200, signInPage({ params: checked.params, passkeyAction: checked.passkeyAction, canRegister: !!registrationMarket(checked.params) }));
  });

  // Create an account (regions of site.registrationRegions): the new owner is signed in and the app told so (registered=true).
  app.get('/idp/register', async (req, reply) => {
    const query = pick(req.query);
    const checked = checkAuthorize(query, requestOrigin(req));
    if (typeof checked === 'string') return html(reply, 400, refusalPage(checked, pageLocale(query)));
    if (!registrationMarket(checked.params) || checked.passkeyAction) return html(reply, 404, refusalPage('this market does not register new owners here', pageLocale(query)));
    return html(reply, 200, registerPage({ params: checked.params }));
  });

  app.post('/idp/register', async (req, reply) => {
    const fields = pick(req.body);
    const checked = checkAuthorize(fields, requestOrigin(req));
    if (typeof checked === 'string') return html(reply, 400, refusalPage(checked, pageLocale(fields)));
    const market = registrationMarket(checked.params);
    if (!market || checked.passkeyAction) return html(reply, 404, refusalPage('this market does not register new owners here', pageLocale(fields)));
    const input = readRegistration((typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>);
    const taken = db.prepare('SELECT 1 FROM owners WHERE email = ?').get(input.email) !== undefined;
    const problems = registrationProblems(input, taken);
    if (Object.keys(problems).length > 0) {
      const { password: _password, ...values } = input;
      return html(reply, 400, registerPage({ params: checked.params, values, problems }));
    }
    const nowDate = now();
    const extra: Record<string, string> = { registered: 'true' };
    db.transaction(() => {
      const ownerId = createOwner(db, market, input);
      extra.code = issueCode(db, { ownerId, clientId: checked.clientId, redirectUri: checked.redirectUri, codeChallenge: checked.codeChallenge }, nowDate.getTime());
    })();
    if (checked.state !== undefined) extra.state = checked.state;
    return reply.header('Cache-Control', 'no-store').redirect(redirectTarget(checked.redirectUri, extra), 302);
  });

  app.post('/idp/authorize', async (req, reply) => {
    const fields = pick(req.body);
    const checked = checkAuthorize(fields, requestOrigin(req));
    if (typeof checked === 'string') return html(reply, 400, refusalPage(checked, pageLocale(fields)));
    const form = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
    const email = typeof form.email === 'string' ? form.email.trim() : '';
    const password = typeof form.password === 'string' ? form.password : '';
    const owner = db.prepare('SELECT id, password_hash AS passwordHash FROM owners WHERE email = ?').get(email) as
      { id: number; passwordHash: string } | undefined;
    // Same message either way: the page does not tell which emails have accounts.
    decoyHash ??= hashPassword(randomSecret());
    const passwordOk = await verifyPassword(password, owner?.passwordHash ?? decoyHash);
    if (!owner || !passwordOk) {
      return html(reply, 401, signInPage({ params: checked.params, email, passkeyAction: checked.passkeyAction, wrongCredentials: true }));
    }
    const nowDate = now();
    const extra: Record<string, string> = {};
    db.transaction(() => {
      if (checked.passkeyAction === 'add') {
        db.prepare('INSERT INTO passkeys (owner_id, public_key, registered_at) VALUES (?, ?, ?)').run(owner.id, randomSecret(), nowDate.toISOString());
        extra.passkeyAdd = 'true';
      } else if (checked.passkeyAction === 'remove') {
        db.prepare('DELETE FROM passkeys WHERE owner_id = ?').run(owner.id);
        extra.passkeyRemove = 'true';
      }
      extra.code = issueCode(db, { ownerId: owner.id, clientId: checked.clientId, redirectUri: checked.redirectUri, codeChallenge: checked.codeChallenge }, nowDate.getTime());
    })();
    if (checked.state !== undefined) extra.state = checked.state;
    return reply.header('Cache-Control', 'no-store').redirect(redirectTarget(checked.redirectUri, extra), 302);
  });

  app.post('/idp/token', {
    schema: {
      body: { $ref: 'api/idp.schema.json#/definitions/tokenRequest' },
      response: { 200: { $ref: 'api/idp.schema.json#/definitions/tokenResponse' }, '4xx': { $ref: 'api/idp.schema.json#/definitions/errorResponse' } },
    },
  }, async (req, reply) => {
    const body = req.body as IdpTokenRequest;
    reply.header('Cache-Control', 'no-store');
    if (body.grant_type !== 'authorization_code') {
      return reply.code(400).send({ error: 'unsupported_grant_type', message: 'grant_type must be authorization_code' });
    }
    const nowMs = now().getTime();
    const redeemed = redeemCode(db, { code: body.code, codeVerifier: body.code_verifier, clientId: body.client_id, redirectUri: body.redirect_uri }, nowMs);
    if (!redeemed.ok) return reply.code(400).send({ error: 'invalid_grant', message: redeemed.message });
    return { ...issueTokens(db, redeemed.ownerId, nowMs, service.accessTokenTtlSeconds), token_type: 'Bearer' };
  });

  app.post('/idp/logout', async (req, reply) => {
    const token = req.headers[apiHeaders.authToken];
    if (typeof token !== 'string' || token === '') return sendError(reply, 401, 'missing auth-token header');
    revokeSession(db, token, now().getTime());
    return reply.code(204).send();
  });
};
