import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { refusalPage } from '../idp/page';
import { sendPage } from '../idp/sign-in-steps';
import type { Db } from '../db/open';
import { hashPassword, randomSecret, verifyPassword } from '../secrets';
import { interactionLocale, passwordPage } from './password-page';
import type { PasswordThrottle } from './password-throttle';

type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

/** Checked when the email is unknown, so a wrong email takes as long as a wrong password. */
let decoyHash: string | undefined;

/**
 * The product's interactions of the local provider: oidc-provider sends the browser to {prefix}/interaction/{uid}
 * whenever it needs the owner; these routes show the page and hand the result back with interactionResult. For now
 * the password; registration, the second factor, passkeys and the change flows still live in the old provider.
 */
export function interactionRoutes(app: FastifyInstance, { db, prefix, provider, throttle }: {
  db: Db; prefix: string; provider: () => Provider; throttle: PasswordThrottle;
}): void {
  const ownerByEmail = db.prepare('SELECT guid, password_hash AS passwordHash, requires_mfa AS requiresMfa FROM owners WHERE email = ?');
  const action = (uid: string) => `${prefix}/interaction/${encodeURIComponent(uid)}`;

  /** The interaction of the browser's cookie, when it is the one in the address; null (and a page sent) otherwise. */
  async function detailsOf(req: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply): Promise<Details | null> {
    try {
      const details = await provider().interactionDetails(req.raw, reply.raw);
      if (details.uid === req.params.uid) return details;
    } catch {
      // No interaction cookie, or it expired: nothing to resume.
    }
    sendPage(reply, 400, refusalPage('this sign-in has expired or was opened in another browser; go back to the application and sign in again'));
    return null;
  }

  async function finish(req: FastifyRequest, reply: FastifyReply, result: InteractionResults, merge: boolean): Promise<FastifyReply> {
    const returnTo = await provider().interactionResult(req.raw, reply.raw, result, { mergeWithLastSubmission: merge });
    return reply.header('Cache-Control', 'no-store').redirect(returnTo, 303);
  }

  app.get<{ Params: { uid: string } }>(`${prefix}/interaction/:uid`, async (req, reply) => {
    const details = await detailsOf(req, reply);
    if (!details) return reply;
    if (details.prompt.name === 'consent') return finish(req, reply, { consent: await impliedConsent(provider(), details) }, true);
    return sendPage(reply, 200, passwordPage({
      action: `${action(details.uid)}/password`, clientId: String(details.params.client_id), locale: interactionLocale(details.params),
    }));
  });

  app.post<{ Params: { uid: string } }>(`${prefix}/interaction/:uid/password`, async (req, reply) => {
    const details = await detailsOf(req, reply);
    if (!details) return reply;
    const clientId = String(details.params.client_id);
    const form = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
    const email = typeof form.email === 'string' ? form.email.trim() : '';
    const password = typeof form.password === 'string' ? form.password : '';
    const page = { action: `${action(details.uid)}/password`, clientId, locale: interactionLocale(details.params), email };

    const pausedBefore = throttle.paused(email, clientId);
    if (pausedBefore) {
      return sendPage(reply.header('Retry-After', String(pausedBefore.minutes * 60)), 429, passwordPage({ ...page, paused: pausedBefore }));
    }
    const owner = ownerByEmail.get(email) as { guid: string; passwordHash: string; requiresMfa: number } | undefined;
    decoyHash ??= hashPassword(randomSecret());
    const passwordOk = await verifyPassword(password, owner?.passwordHash ?? decoyHash);
    if (!owner || !passwordOk) {
      throttle.wrongPassword(email, clientId);
      // The try that reaches the limit already says so: the owner learns at once how to get back in.
      const pausedNow = throttle.paused(email, clientId);
      return sendPage(reply, 401, passwordPage({ ...page, wrongCredentials: true, paused: pausedNow ?? undefined }));
    }
    throttle.rightPassword(email);
    // The second factor is not an interaction here yet: an owner who asked for one is not signed in on the password alone.
    if (owner.requiresMfa === 1) return sendPage(reply, 403, refusalPage('two-step verification is not available on this provider yet; sign in through /idp', page.locale));
    const grantId = await newGrant(provider(), details, owner.guid);
    return finish(req, reply, { login: { accountId: owner.guid }, consent: { grantId } }, false);
  });
}

/**
 * The applications are the product's own: signing in to one is consent to what it asks (the scopes and claims the
 * provider finds missing), so no consent page is shown.
 */
async function impliedConsent(provider: Provider, details: Details): Promise<{ grantId?: string }> {
  const { accountId } = details.session ?? {};
  const grant = (details.grantId ? await provider.Grant.find(details.grantId) : undefined)
    ?? new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
  const grantId = await grant.save();
  return details.grantId ? {} : { grantId };
}

/** The grant of a fresh password sign-in: what the application asked for. */
async function newGrant(provider: Provider, details: Details, accountId: string): Promise<string> {
  const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope ?? 'openid'));
  return grant.save();
}
