import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import type { Db } from '../../db/open';
import { interactionLocale } from '../pages/password-page';
import { refusalPage } from '../pages/refusal-page';
import { sendPage } from '../pages/send-page';

/** An interaction as the library describes it: its uid, the authorization request's params, the prompt. */
export type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

/** The owner a step has identified, as the owners table holds them. */
export interface IdentifiedOwner {
  id: number;
  guid: string;
  email: string;
  requiresMfa: number;
}

/**
 * What the app is told on the way back, beside the code: a new account (registered), and the outcome of a change
 * flow (spec 001 §4.5). The provider appends them to the redirect (see provider.ts), as the maker's policies do.
 */
export type Outcome = Partial<Record<'registered' | 'passkeyAdd' | 'passkeyRemove' | 'passwordChanged', 'true'>>;

export type Step = (
  req: FastifyRequest,
  reply: FastifyReply,
  details: Details,
  owner: IdentifiedOwner,
) => Promise<FastifyReply>;

/**
 * What a right password must be joined by: the owner's own second factor where they asked for one; 'mailbox', a code
 * emailed to the account, after many wrong passwords on it (from anywhere) in the throttle's window.
 */
export type AfterPassword = 'mailbox' | undefined;

/** The steps a sign-in may pass through after the password, each in its own module under steps/. */
export interface FlowSteps {
  /** The owner asked for two-step verification: the code of the authenticator app or of an email. */
  secondFactor: Step;
  /** Many wrong passwords were tried on the account: a code emailed to its sign-in address, besides the password. */
  proveMailbox: Step;
  /** change_flow=passkey, passkey_flow_action=add: create a passkey, then sign in. */
  createPasskey: Step;
  /** change_flow=passkey, passkey_flow_action=remove: remove the owner's passkeys, then sign in. */
  removePasskeys: Step;
  /** change_flow=password: choose a new password, then sign in. */
  changePassword: Step;
}

export interface SignInFlow {
  db: Db;
  /** The path the provider answers under, e.g. /oidc. */
  prefix: string;
  provider: () => Provider;
  /** The address of an interaction's page, or of one of its steps (e.g. 'password', 'second-factor'). */
  action: (uid: string, step?: string) => string;
  /** The page's language: the spec's locale parameter, else ui_locales. */
  locale: (details: Details) => string | undefined;
  /** The interaction of the browser's cookie when it is the one in the address; null (and a page sent) otherwise. */
  detailsOf: (req: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) => Promise<Details | null>;
  /**
   * After a correct password: the second factor when the owner asks for one (it proves more than the mailbox), else
   * the mailbox when `also` says so, else identityProven.
   */
  passwordChecked: (
    req: FastifyRequest,
    reply: FastifyReply,
    details: Details,
    owner: IdentifiedOwner,
    also?: AfterPassword,
  ) => Promise<FastifyReply>;
  /** The owner is who they say: the change flow's own step where one was asked for, else finish. */
  identityProven: Step;
  /** Signs the owner in and sends the browser back to the app, with what it should be told. */
  finish: (
    req: FastifyRequest,
    reply: FastifyReply,
    details: Details,
    owner: Pick<IdentifiedOwner, 'guid'>,
    outcome?: Outcome,
  ) => Promise<FastifyReply>;
  /** Ends the interaction without a sign-in: the app hears access_denied (with its state). */
  refuse: (req: FastifyRequest, reply: FastifyReply, description: string) => Promise<FastifyReply>;
}

/** The owner behind an email, for a step that identifies them. */
export function ownerByEmail(db: Db, email: string): (IdentifiedOwner & { passwordHash: string }) | undefined {
  return db
    .prepare(
      'SELECT id, guid, email, password_hash AS passwordHash, requires_mfa AS requiresMfa FROM owners WHERE email = ?',
    )
    .get(email) as (IdentifiedOwner & { passwordHash: string }) | undefined;
}

/** The flow of a sign-in on the local provider; its steps come from steps/ (see interactions.ts). */
export function createSignInFlow({
  db,
  prefix,
  provider,
  steps,
}: {
  db: Db;
  prefix: string;
  provider: () => Provider;
  steps: () => FlowSteps;
}): SignInFlow {
  const step =
    (name: keyof FlowSteps): Step =>
    (req, reply, details, owner) =>
      steps()[name](req, reply, details, owner);

  async function interactionResult(
    req: FastifyRequest,
    reply: FastifyReply,
    result: InteractionResults,
    merge: boolean,
  ): Promise<FastifyReply> {
    const returnTo = await provider().interactionResult(req.raw, reply.raw, result, { mergeWithLastSubmission: merge });
    reply.header('Cache-Control', 'no-store');
    // A page's script (the passkey steps, over fetch) is told where to go and goes there itself.
    if (req.headers.accept === 'application/json') return reply.send({ redirect: returnTo });
    return reply.redirect(returnTo, 303);
  }

  const flow: SignInFlow = {
    db,
    prefix,
    provider,
    action: (uid, name) => `${prefix}/interaction/${encodeURIComponent(uid)}${name ? `/${name}` : ''}`,
    locale: (details) => interactionLocale(details.params),
    async detailsOf(req, reply) {
      try {
        const details = await provider().interactionDetails(req.raw, reply.raw);
        if (details.uid === req.params.uid) return details;
      } catch {
        // No interaction cookie, or it expired: nothing to resume.
      }
      sendPage(
        reply,
        400,
        refusalPage(
          'this sign-in has expired or was opened in another browser; go back to the application and sign in again',
        ),
      );
      return null;
    },
    async passwordChecked(req, reply, details, owner, also) {
      if (owner.requiresMfa === 1) return step('secondFactor')(req, reply, details, owner);
      if (also === 'mailbox') return step('proveMailbox')(req, reply, details, owner);
      return flow.identityProven(req, reply, details, owner);
    },
    async identityProven(req, reply, details, owner) {
      const { change_flow: change, passkey_flow_action: passkeyAction } = details.params;
      if (change === 'password') return step('changePassword')(req, reply, details, owner);
      if (change === 'passkey')
        return step(passkeyAction === 'remove' ? 'removePasskeys' : 'createPasskey')(req, reply, details, owner);
      return flow.finish(req, reply, details, owner);
    },
    async finish(req, reply, details, owner, outcome) {
      const grantId = await newGrant(provider(), details, owner.guid);
      return interactionResult(
        req,
        reply,
        { login: { accountId: owner.guid }, consent: { grantId }, ...(outcome ? { outcome } : {}) },
        false,
      );
    },
    async refuse(req, reply, description) {
      return interactionResult(req, reply, { error: 'access_denied', error_description: description }, false);
    },
  };
  return flow;
}

/** The grant of a fresh sign-in: what the application asked for. */
async function newGrant(provider: Provider, details: Details, accountId: string): Promise<string> {
  const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  grant.addOIDCScope(typeof details.params.scope === 'string' ? details.params.scope : 'openid');
  return grant.save();
}
