import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { InteractionState } from './interaction-state';
import type { Details, FlowSteps, IdentifiedOwner, SignInFlow } from './sign-in-flow';
import { site } from '../../../generated/site';
import { cleanPasskeyName, passkeyNameProblem } from '../../../lib/auth/passkey-name';
import type { ServiceContext } from '../../context';
import { sendError } from '../../shared/http-errors';
import { relyingParty } from '../accounts/passkey-credentials';
import {
  authenticateWithPasskey,
  authenticationOptions,
  PasskeyRefused,
  passkeyOwner,
  registrationOptions,
  storePasskey,
  verifyNewPasskey,
} from '../accounts/passkey-credentials';
import type { PasskeySignInTarget } from '../pages/parts';
import { createPasskeyPage } from '../pages/passkey-page';
import { sendPage } from '../pages/send-page';

const limits = site.signInSecurity.secondFactor;

type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

/** A passkey to create, after the owner proved who they are. */
interface Creation {
  owner: IdentifiedOwner;
  /** The challenge of the registration options last given out; used once. */
  challenge: string | null;
  /** Failed registrations so far: the last one allowed ends the step. */
  wrongTries: number;
}

function bodyOf(req: FastifyRequest): Record<string, unknown> {
  return typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
}

/** The page's script reads the reason of a refusal (JSON, 400); the owner sees the page's own text. */
function refuse(reply: FastifyReply, message: string): FastifyReply {
  return sendError(reply.header('Cache-Control', 'no-store'), 400, message);
}

const changing = (details: Details) => details.params.change_flow !== undefined;

/**
 * Where the password page's "Sign in with a passkey" goes; none in a change flow, which re-checks the password on
 * purpose.
 */
export function passkeySignInTarget(flow: SignInFlow, details: Details): PasskeySignInTarget | undefined {
  if (changing(details)) return undefined;
  return {
    optionsUrl: flow.action(details.uid, 'passkey/options'),
    verifyUrl: flow.action(details.uid, 'passkey/verify'),
  };
}

/**
 * Passkeys on the local provider (spec 001 §7), over JSON for the pages' script (/sign-in-pages/passkey.js; every refusal is a
 * 400 naming the reason):
 * - the change flow creates one after the password (and second factor): POST {prefix}/interaction/:uid/passkey/register/options
 *   → creation options (a new challenge each time), .../passkey/register {response, name?} → {redirect} with
 *   passkeyAdd=true (name: the owner's, optional: without one the app names it after its device type);
 *   .../passkey/cancel (a form) → the app hears access_denied;
 * - or removes the owner's passkeys;
 * - signing in with one instead of the password: .../passkey/options → {options}, .../passkey/verify {response} → {redirect}.
 */
export function passkeySteps(
  app: FastifyInstance,
  { db, now }: ServiceContext,
  flow: SignInFlow,
): Pick<FlowSteps, 'createPasskey' | 'removePasskeys'> {
  const ttlMs = limits.stepMinutes * 60 * 1000;
  const creations = new InteractionState<Creation>(ttlMs);
  /** The challenge of a passkey sign-in per interaction: one answer each, right or wrong. */
  const signInChallenges = new InteractionState<string>(ttlMs);
  const route = (
    path: string,
    handler: (req: UidRequest, reply: FastifyReply, details: Details) => Promise<FastifyReply>,
  ) => {
    app.post<{ Params: { uid: string } }>(`${flow.prefix}/interaction/:uid/${path}`, async (req, reply) => {
      const details = await flow.detailsOf(req, reply);
      return details ? handler(req, reply, details) : reply;
    });
  };

  route('passkey/register/options', async (req, reply, details) => {
    const creation = creations.get(details.uid, now().getTime());
    const owner = creation ? passkeyOwner(db, creation.owner.id) : undefined;
    if (!creation || !owner) return refuse(reply, 'no passkey is being created in this sign-in');
    const options = await registrationOptions(db, owner, relyingParty(req));
    creation.challenge = options.challenge;
    return reply.header('Cache-Control', 'no-store').send(options);
  });

  route('passkey/register', async (req, reply, details) => {
    const creation = creations.get(details.uid, now().getTime());
    if (!creation) return refuse(reply, 'no passkey is being created in this sign-in');
    // The page checks the name before the browser makes the passkey: a name refused here was not sent by it.
    const given = bodyOf(req).name ?? '';
    if (typeof given !== 'string') return refuse(reply, 'name: not a text');
    const problem = given.trim() === '' ? null : passkeyNameProblem(given);
    if (problem) return refuse(reply, `name: ${problem}`);
    const { challenge } = creation;
    if (challenge === null) return refuse(reply, 'no registration options were asked for');
    // A challenge is good for one answer; trying again starts with new options.
    creation.challenge = null;
    try {
      const passkey = await verifyNewPasskey(bodyOf(req).response, challenge, relyingParty(req));
      storePasskey(db, creation.owner.id, passkey, now(), given.trim() === '' ? null : cleanPasskeyName(given));
    } catch (error) {
      if (!(error instanceof PasskeyRefused)) throw error;
      creation.wrongTries += 1;
      if (creation.wrongTries >= limits.wrongCodes) creations.delete(details.uid);
      return refuse(reply, error.message);
    }
    creations.delete(details.uid);
    return flow.finish(req, reply, details, creation.owner, { passkeyAdd: 'true' });
  });

  route('passkey/cancel', async (req, reply, details) => {
    creations.delete(details.uid);
    return flow.refuse(req, reply, 'the owner went back without creating a passkey');
  });

  route('passkey/options', async (req, reply, details) => {
    if (changing(details)) return refuse(reply, 'a change flow re-checks the password: no passkey sign-in');
    const options = await authenticationOptions(relyingParty(req));
    signInChallenges.set(details.uid, options.challenge, now().getTime());
    return reply.header('Cache-Control', 'no-store').send({ options });
  });

  route('passkey/verify', async (req, reply, details) => {
    if (changing(details)) return refuse(reply, 'a change flow re-checks the password: no passkey sign-in');
    const challenge = signInChallenges.take(details.uid, now().getTime());
    if (challenge === undefined) return refuse(reply, 'no passkey options were asked for');
    let ownerId: number;
    try {
      ownerId = await authenticateWithPasskey(db, bodyOf(req).response, challenge, relyingParty(req), now());
    } catch (error) {
      if (error instanceof PasskeyRefused) return refuse(reply, error.message);
      throw error;
    }
    const owner = passkeyOwner(db, ownerId);
    if (!owner) return refuse(reply, 'unknown passkey');
    // A passkey is two factors already (the device, and the fingerprint or PIN that unlocks it): no second-factor step.
    return flow.finish(req, reply, details, owner);
  });

  return {
    async createPasskey(_req, reply, details, owner) {
      creations.set(details.uid, { owner, challenge: null, wrongTries: 0 }, now().getTime());
      return sendPage(
        reply,
        200,
        createPasskeyPage({
          optionsUrl: flow.action(details.uid, 'passkey/register/options'),
          registerUrl: flow.action(details.uid, 'passkey/register'),
          cancelAction: flow.action(details.uid, 'passkey/cancel'),
          locale: flow.locale(details),
          clientId: String(details.params.client_id),
        }),
      );
    },
    async removePasskeys(req, reply, details, owner) {
      db.prepare('DELETE FROM passkeys WHERE owner_id = ?').run(owner.id);
      return flow.finish(req, reply, details, owner, { passkeyRemove: 'true' });
    },
  };
}
