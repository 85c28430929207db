import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { accountLinksOf, accountRoutes } from './account-routes';
import { passkeySignInTarget } from './passkey-step';
import { createSignInFlow, ownerByEmail, type Details, type FlowSteps, type SignInFlow } from './sign-in-flow';
import { flowSteps } from './steps';
import type { ServiceContext } from '../../context';
import type { AttemptThrottle } from '../../shared/attempt-throttle';
import { hashPassword, randomSecret, verifyPassword } from '../../shared/secrets';
import { changeFlowOf, passwordPage } from '../pages/password-page';
import { sendPage } from '../pages/send-page';

/** Checked when the email is unknown, so a wrong email takes as long as a wrong password. */
let decoyHash: string | undefined;

/**
 * The product's interactions of the local provider: oidc-provider sends the browser to {prefix}/interaction/{uid}
 * whenever it needs the owner; these routes show the password page, and the flow (sign-in-flow.ts) takes a correct
 * password through the steps the owner and the app asked for (steps/) to the result the library hands back.
 */
export function interactionRoutes(
  app: FastifyInstance,
  {
    service,
    prefix,
    provider,
    throttle,
  }: {
    service: ServiceContext;
    prefix: string;
    provider: () => Provider;
    throttle: AttemptThrottle;
  },
): SignInFlow {
  const { db } = service;
  const ownerEmail = db.prepare('SELECT email FROM owners WHERE guid = ?').pluck();
  // The steps register their routes with the flow in hand; the flow finds them once a sign-in reaches one.
  const registered: { steps?: FlowSteps } = {};
  const flow = createSignInFlow({
    db,
    prefix,
    provider,
    steps: () => registered.steps ?? fail('the sign-in steps are not registered'),
  });
  registered.steps = flowSteps(app, service, flow);
  accountRoutes(app, service, flow);

  app.get<{ Params: { uid: string } }>(`${prefix}/interaction/:uid`, async (req, reply) => {
    const details = await flow.detailsOf(req, reply);
    if (!details) return reply;
    if (details.prompt.name === 'consent') {
      const returnTo = await provider().interactionResult(
        req.raw,
        reply.raw,
        { consent: await impliedConsent(provider(), details) },
        { mergeWithLastSubmission: true },
      );
      return reply.header('Cache-Control', 'no-store').redirect(returnTo, 303);
    }
    const change = changeFlowOf(details.params);
    // A change flow confirms the owner already signed in here: their email is given, only the password is asked.
    const signedIn = change && details.session?.accountId ? ownerEmail.get(details.session.accountId) : undefined;
    return sendPage(
      reply,
      200,
      passwordPage({
        action: flow.action(details.uid, 'password'),
        clientId: String(details.params.client_id),
        locale: flow.locale(details),
        passkey: passkeySignInTarget(flow, details),
        links: accountLinksOf(flow, details),
        change,
        ...(typeof signedIn === 'string' ? { email: signedIn } : {}),
      }),
    );
  });

  app.post<{ Params: { uid: string } }>(`${prefix}/interaction/:uid/password`, async (req, reply) => {
    const details = await flow.detailsOf(req, reply);
    if (!details) return reply;
    const clientId = String(details.params.client_id);
    const form = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
    const email = typeof form.email === 'string' ? form.email.trim() : '';
    const password = typeof form.password === 'string' ? form.password : '';
    const page = {
      action: flow.action(details.uid, 'password'),
      clientId,
      locale: flow.locale(details),
      email,
      passkey: passkeySignInTarget(flow, details),
      links: accountLinksOf(flow, details),
      change: changeFlowOf(details.params),
    };

    // The address's counts pause it; the account's own count never does (an attacker would lock the owner out).
    const pausedBefore = await throttle.paused(email, req.ip, { accountPauses: false });
    if (pausedBefore) {
      return sendPage(
        reply.header('Retry-After', String(pausedBefore.minutes * 60)),
        429,
        passwordPage({ ...page, paused: pausedBefore }),
      );
    }
    const owner = ownerByEmail(db, email);
    decoyHash ??= hashPassword(randomSecret());
    const passwordOk = await verifyPassword(password, owner?.passwordHash ?? decoyHash);
    if (!owner || !passwordOk) {
      await throttle.count(email, req.ip);
      // The try that reaches the limit already says so: the owner learns at once how to get back in.
      const pausedNow = await throttle.paused(email, req.ip, { accountPauses: false });
      return sendPage(reply, 401, passwordPage({ ...page, wrongCredentials: true, paused: pausedNow ?? undefined }));
    }
    // Past the account's limit, from wherever the guesses came, the password alone is not enough: the owner also
    // proves the mailbox (or signs in with a passkey, which no password guess touches).
    if (await throttle.overAccountLimit(email)) return flow.passwordChecked(req, reply, details, owner, 'mailbox');
    await throttle.forgive(email, req.ip);
    return flow.passwordChecked(req, reply, details, owner);
  });
  return flow;
}

function fail(message: string): never {
  throw new Error(message);
}

/**
 * The applications are the product's own: signing in to one is consent to what it asks (the scopes and claims the
 * provider finds missing), so no consent page is shown.
 */
async function impliedConsent(provider: Provider, details: Details): Promise<{ grantId?: string }> {
  const { accountId } = details.session ?? {};
  const grant =
    (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
    new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
    grant.addResourceScope(indicator, scopes.join(' '));
  const grantId = await grant.save();
  return details.grantId ? {} : { grantId };
}
