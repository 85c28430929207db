import type { FastifyReply } from 'fastify';
import type { ServiceContext } from '../routes/handler';
import type { AuthorizeRequest } from './authorize-request';
import { issueCode } from './codes';
import { createPasskeyPage } from './passkey-page';
import { newPasswordPage } from './password-change-page';
import { PENDING_TTL_MS, TicketStore, type PasskeyChallenge, type PendingSecondFactor, type PendingSignIn } from './pending-sign-ins';
import { redirectTarget } from './redirect-uri';
import { groupedKey, maskedEmail, newTotpSecret, ownerFactors, qrCodeSvg, totpUri } from './second-factor';
import { secondFactorPage, type SecondFactorPageInput, type SecondFactorView } from './second-factor-page';

/* What happens between a correct password and the redirect with a code: the second factor, the passkey change. */

export function sendPage(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);
}

export function redirect(reply: FastifyReply, url: string): FastifyReply {
  return reply.header('Cache-Control', 'no-store').redirect(url, 302);
}

/** The owner as the password check read them. */
export interface CheckedOwner {
  id: number;
  requiresMfa: number;
}

export type SignInSteps = ReturnType<typeof createSignInSteps>;

export function createSignInSteps({ db, now }: ServiceContext) {
  /** Started sign-ins waiting for their second factor or passkey. */
  const pending = new TicketStore<PendingSignIn>(PENDING_TTL_MS);
  /** Challenges of passkey sign-ins, used once. */
  const passkeyChallenges = new TicketStore<PasskeyChallenge>(PENDING_TTL_MS);
  /** The time step of the last authenticator code accepted per owner: a code works once. */
  const lastTotpStep = new Map<number, number>();

  /**
   * Issues the code (after `change`, in the same transaction: a passkey change and its sign-in happen together or not
   * at all) and answers the redirect address with the code, what `change` reports, and the state.
   */
  function finish(ownerId: number, request: AuthorizeRequest, change?: () => Record<string, string>): string {
    const extra: Record<string, string> = {};
    db.transaction(() => {
      if (change) Object.assign(extra, change());
      extra.code = issueCode(db, { ownerId, clientId: request.clientId, redirectUri: request.redirectUri, codeChallenge: request.codeChallenge },
        now().getTime());
    })();
    if (request.state !== undefined) extra.state = request.state;
    return redirectTarget(request.redirectUri, extra);
  }

  /** "Go back without a passkey": the app hears access_denied, with its state so it knows the answer is its own. */
  function refusedRedirect(request: AuthorizeRequest): string {
    return redirectTarget(request.redirectUri, { error: 'access_denied', ...(request.state !== undefined ? { state: request.state } : {}) });
  }

  /** The owner is who they say (password, and the second factor where required): create the passkey first, remove them, or sign in. */
  function identityProven(reply: FastifyReply, ownerId: number, request: AuthorizeRequest): FastifyReply {
    if (request.passkeyAction === 'add') {
      const ticket = pending.create({ stage: 'create-passkey', ownerId, request, wrongTries: 0, challenge: null }, now().getTime());
      return sendPage(reply, 200, createPasskeyPage({ ticket, locale: request.params.locale, clientId: request.clientId, backUrl: refusedRedirect(request) }));
    }
    if (request.passwordChange) {
      const ticket = pending.create({ stage: 'change-password', ownerId, request, wrongTries: 0 }, now().getTime());
      return sendPage(reply, 200, newPasswordPage({ ticket, locale: request.params.locale, clientId: request.clientId, backUrl: refusedRedirect(request) }));
    }
    if (request.passkeyAction === 'remove') {
      return redirect(reply, finish(ownerId, request, () => {
        db.prepare('DELETE FROM passkeys WHERE owner_id = ?').run(ownerId);
        return { passkeyRemove: 'true' };
      }));
    }
    return redirect(reply, finish(ownerId, request));
  }

  /** The second-factor page of a pending sign-in, as its method stands. */
  async function secondFactorView(state: PendingSecondFactor): Promise<SecondFactorView> {
    const { method } = state;
    if (method.kind === 'totp') return { kind: 'totp' };
    if (method.kind === 'email') return { kind: 'email', sentTo: maskedEmail(state.email ?? '') };
    const owner = db.prepare('SELECT email FROM owners WHERE id = ?').pluck().get(state.ownerId) as string | undefined;
    return { kind: 'totp-enrol', qrSvg: await qrCodeSvg(totpUri(method.secret, owner ?? '')), key: groupedKey(method.secret) };
  }

  async function secondFactorReply(reply: FastifyReply, status: number, ticket: string, state: PendingSecondFactor,
    problem?: SecondFactorPageInput['problem']): Promise<FastifyReply> {
    return sendPage(reply, status, secondFactorPage({
      ticket, locale: state.request.params.locale, clientId: state.request.clientId, view: await secondFactorView(state), canEmail: state.email !== null, problem,
    }));
  }

  /** After a correct password: the second factor when the owner asks for one, else straight on. */
  async function passwordChecked(reply: FastifyReply, owner: CheckedOwner, request: AuthorizeRequest): Promise<FastifyReply> {
    if (owner.requiresMfa !== 1) return identityProven(reply, owner.id, request);
    const factors = ownerFactors(db, owner.id);
    const state: PendingSecondFactor = {
      stage: 'second-factor', ownerId: owner.id, request, wrongTries: 0, emailsSent: 0, email: factors.email,
      // No authenticator yet: this sign-in sets one up (the secret is kept here until a code proves the app has it).
      method: factors.totpSecret !== null ? { kind: 'totp', secret: factors.totpSecret } : { kind: 'totp-enrol', secret: newTotpSecret() },
    };
    return secondFactorReply(reply, 200, pending.create(state, now().getTime()), state);
  }

  return { pending, passkeyChallenges, lastTotpStep, finish, refusedRedirect, identityProven, passwordChecked, secondFactorReply };
}
