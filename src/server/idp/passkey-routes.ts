import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http-errors';
import type { ServiceContext } from '../routes/handler';
import { checkAuthorize, pick, requestOrigin } from './authorize-request';
import { MAX_WRONG_TRIES } from './pending-sign-ins';
import {
  authenticateWithPasskey, authenticationOptions, PasskeyRefused, passkeyOwner, registrationOptions, storePasskey, verifyNewPasskey,
  type RelyingParty,
} from './passkeys';
import type { SignInSteps } from './sign-in-steps';

function bodyOf(req: FastifyRequest): Record<string, unknown> {
  return typeof req.body === 'object' && req.body !== null ? req.body as Record<string, unknown> : {};
}

/** The relying party is the host the browser is on (localhost locally): a passkey works where it was created. */
export function relyingParty(req: FastifyRequest): RelyingParty {
  return { id: req.hostname, origin: requestOrigin(req) };
}

function refuse(reply: FastifyReply, message: string): FastifyReply {
  return sendError(reply.header('Cache-Control', 'no-store'), 400, message);
}

/**
 * Passkeys over JSON (the page's script calls these; every refusal is a 400 naming the reason):
 * - POST /idp/passkey/register/options {ticket} → the creation options (a new challenge each time);
 * - POST /idp/passkey/register {ticket, response} → {redirect}: the passkey is stored and the code issued (passkeyAdd=true);
 * - POST /idp/passkey/options {} → {ticket, options}: a challenge for signing in with any passkey of this site;
 * - POST /idp/passkey/verify {ticket, params, response} → {redirect}: the code for the passkey's owner.
 */
export function passkeyRoutes(app: FastifyInstance, { db, now }: ServiceContext, steps: SignInSteps): void {
  const { pending, passkeyChallenges } = steps;

  app.post('/idp/passkey/register/options', async (req, reply) => {
    const state = pending.get(bodyOf(req).ticket, now().getTime());
    if (state?.stage !== 'create-passkey') return refuse(reply, 'unknown or expired ticket');
    const owner = passkeyOwner(db, state.ownerId);
    if (!owner) return refuse(reply, 'unknown or expired ticket');
    const options = await registrationOptions(db, owner, relyingParty(req));
    state.challenge = options.challenge;
    return reply.header('Cache-Control', 'no-store').send(options);
  });

  app.post('/idp/passkey/register', async (req, reply) => {
    const body = bodyOf(req);
    const state = pending.get(body.ticket, now().getTime());
    if (state?.stage !== 'create-passkey') return refuse(reply, 'unknown or expired ticket');
    const ticket = body.ticket as string;
    const { challenge } = state;
    if (challenge === null) return refuse(reply, 'no registration options were asked for');
    // A challenge is good for one answer; trying again starts with new options.
    state.challenge = null;
    try {
      const passkey = await verifyNewPasskey(body.response, challenge, relyingParty(req));
      const url = steps.finish(state.ownerId, state.request, () => {
        storePasskey(db, state.ownerId, passkey, now());
        return { passkeyAdd: 'true' };
      });
      pending.delete(ticket);
      return reply.header('Cache-Control', 'no-store').send({ redirect: url });
    } catch (error) {
      if (!(error instanceof PasskeyRefused)) throw error;
      state.wrongTries += 1;
      if (state.wrongTries >= MAX_WRONG_TRIES) pending.delete(ticket);
      return refuse(reply, error.message);
    }
  });

  app.post('/idp/passkey/options', async (req, reply) => {
    const options = await authenticationOptions(relyingParty(req));
    const ticket = passkeyChallenges.create({ challenge: options.challenge }, now().getTime());
    return reply.header('Cache-Control', 'no-store').send({ ticket, options });
  });

  app.post('/idp/passkey/verify', async (req, reply) => {
    const body = bodyOf(req);
    const challenge = passkeyChallenges.get(body.ticket, now().getTime());
    if (!challenge) return refuse(reply, 'unknown or expired ticket');
    // One answer per challenge, right or wrong.
    passkeyChallenges.delete(body.ticket as string);
    const checked = checkAuthorize(pick(body.params), requestOrigin(req));
    if (typeof checked === 'string') return refuse(reply, checked);
    if (checked.passkeyAction) return refuse(reply, 'a passkey change flow re-checks the password: no passkey sign-in');
    try {
      const ownerId = await authenticateWithPasskey(db, body.response, challenge.challenge, relyingParty(req));
      // A passkey is two factors already (the device, and the fingerprint or PIN that unlocks it): no second-factor step.
      return reply.header('Cache-Control', 'no-store').send({ redirect: steps.finish(ownerId, checked) });
    } catch (error) {
      if (error instanceof PasskeyRefused) return refuse(reply, error.message);
      throw error;
    }
  });
}
