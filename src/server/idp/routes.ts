import type { FastifyPluginAsync } from 'fastify';
import { apiHeaders } from '../../generated/api';
import type { IdpTokenRequest } from '../../generated/types/api/idp';
import { sendError } from '../http-errors';
import type { ServiceContext } from '../routes/handler';
import { hashPassword, randomSecret, verifyPassword } from '../secrets';
import { checkAuthorize, pageLocale, pick, requestOrigin } from './authorize-request';
import { issueCode, redeemCode } from './codes';
import { refusalPage, registerPage, signInPage } from './page';
import { passkeyRoutes } from './passkey-routes';
import { passwordChangeRoutes } from './password-change';
import { createOwner, readRegistration, registrationMarket, registrationProblems } from './register';
import { redirectTarget } from './redirect-uri';
import { secondFactorRoutes } from './second-factor-routes';
import { createSignInSteps, sendPage } from './sign-in-steps';
import { issueTokens, revokeSession } from './tokens';

/** Checked when the email is unknown, so a wrong email takes as long as a wrong password. */
let decoyHash: string | undefined;

/**
 * The local identity provider: authorization code with PKCE S256 (RFC 7636), a sign-in page, a token
 * endpoint and sign-out. An owner who asks for it proves a second factor after the password (authenticator app
 * or emailed code); passkeys (WebAuthn) sign in on their own. The passkey change flow re-checks the password (and
 * second factor), then creates a passkey or removes the owner's passkeys.
 */
export type IdpOptions = ServiceContext;

/** Its pages' files are served by page-assets.ts, whichever provider runs. */
export const idpRoutes: FastifyPluginAsync<IdpOptions> = async (app, service) => {
  const { db, now } = service;
  // Forms post urlencoded bodies; no extra package: URLSearchParams reads them (a repeated field keeps its last value).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  // What follows a correct password (second factor, passkey change) and the passkey sign-in.
  const steps = createSignInSteps(service);
  secondFactorRoutes(app, service, steps);
  passkeyRoutes(app, service, steps);
  passwordChangeRoutes(app, service, steps);

  app.get('/idp/authorize', async (req, reply) => {
    const query = pick(req.query);
    const checked = checkAuthorize(query, requestOrigin(req));
    if (typeof checked === 'string') return sendPage(reply, 400, refusalPage(checked, pageLocale(query)));
    return sendPage(reply, 200, signInPage({ params: checked.params, passkeyAction: checked.passkeyAction, passwordChange: checked.passwordChange, canRegister: !!registrationMarket(checked.params) }));
  });

  // Create an account (regions of site.registrationRegions): the new owner is signed in and the app told so (registered=true).
  app.get('/idp/register', async (req, reply) => {
    const query = pick(req.query);
    const checked = checkAuthorize(query, requestOrigin(req));
    if (typeof checked === 'string') return sendPage(reply, 400, refusalPage(checked, pageLocale(query)));
    if (!registrationMarket(checked.params) || checked.passkeyAction || checked.passwordChange) return sendPage(reply, 404, refusalPage('this market does not register new owners here', pageLocale(query)));
    return sendPage(reply, 200, registerPage({ params: checked.params }));
  });

  app.post('/idp/register', async (req, reply) => {
    const fields = pick(req.body);
    const checked = checkAuthorize(fields, requestOrigin(req));
    if (typeof checked === 'string') return sendPage(reply, 400, refusalPage(checked, pageLocale(fields)));
    const market = registrationMarket(checked.params);
    if (!market || checked.passkeyAction || checked.passwordChange) return sendPage(reply, 404, refusalPage('this market does not register new owners here', pageLocale(fields)));
    const input = readRegistration((typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>);
    const taken = db.prepare('SELECT 1 FROM owners WHERE email = ?').get(input.email) !== undefined;
    const problems = registrationProblems(input, taken);
    if (Object.keys(problems).length > 0) {
      const { password: _password, ...values } = input;
      return sendPage(reply, 400, registerPage({ params: checked.params, values, problems }));
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
    if (typeof checked === 'string') return sendPage(reply, 400, refusalPage(checked, pageLocale(fields)));
    const form = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
    const email = typeof form.email === 'string' ? form.email.trim() : '';
    const password = typeof form.password === 'string' ? form.password : '';
    const owner = db.prepare('SELECT id, password_hash AS passwordHash, requires_mfa AS requiresMfa FROM owners WHERE email = ?').get(email) as
      { id: number; passwordHash: string; requiresMfa: number } | undefined;
    // Same message either way: the page does not tell which emails have accounts.
    decoyHash ??= hashPassword(randomSecret());
    const passwordOk = await verifyPassword(password, owner?.passwordHash ?? decoyHash);
    if (!owner || !passwordOk) {
      return sendPage(reply, 401, signInPage({ params: checked.params, email, passkeyAction: checked.passkeyAction, passwordChange: checked.passwordChange, wrongCredentials: true }));
    }
    return steps.passwordChecked(reply, owner, checked);
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
