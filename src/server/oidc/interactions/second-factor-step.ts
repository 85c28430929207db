import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { InteractionState } from './interaction-state';
import type { Details, FlowSteps, IdentifiedOwner, SignInFlow } from './sign-in-flow';
import { site } from '../../../generated/site';
import type { ServiceContext } from '../../context';
import { attemptThrottle } from '../../shared/attempt-throttle';
import { hasRecoveryCodes, spendRecoveryCode } from '../../shared/recovery-codes';
import {
  checkTotp,
  emailCodeMatches,
  lastTotpStep,
  groupedKey,
  maskedEmail,
  newEmailCode,
  newTotpSecret,
  ownerFactors,
  qrCodeSvg,
  readCode,
  saveTotpSecret,
  saveTotpStep,
  totpUri,
} from '../accounts/second-factors';
import { refusalPage } from '../pages/refusal-page';
import {
  secondFactorPage,
  signInEndedPage,
  type SecondFactorPageInput,
  type SecondFactorView,
  type SignInAgain,
} from '../pages/second-factor-page';
import { sendPage } from '../pages/send-page';

const limits = site.signInSecurity.secondFactor;

/** How the owner proves the second factor on this sign-in. */
type Method =
  /** A code of the authenticator app whose secret is stored. */
  | { kind: 'totp'; secret: string }
  /** No authenticator yet: the page shows this new secret; the first correct code stores it. */
  | { kind: 'totp-enrol'; secret: string }
  /** A code sent to the owner's email option (locally: written to the service log). */
  | { kind: 'email'; codeHash: string; expiresAt: number }
  /** One of the owner's unused recovery codes (site.signInSecurity.recoveryCodes), used up by a right answer. */
  | { kind: 'recovery' };

/** What the step began with: "use my authenticator app" after "use a recovery code" goes back to it. */
type AppMethod = Extract<Method, { kind: 'totp' | 'totp-enrol' }>;

type Pending =
  | {
      ended: false;
      owner: IdentifiedOwner;
      method: Method;
      /** The owner's email option, when there is one: "email me a code instead". */
      email: string | null;
      wrongTries: number;
      /** Capped, as each one is a mail. */
      emailsSent: number;
      /** The mailbox check after many wrong passwords: the code went to the sign-in address, and says why. */
      guard?: true;
      /** The authenticator method of a second-factor step; none for the mailbox check (a recovery code is no mailbox). */
      appMethod?: AppMethod;
    }
  /** Too many wrong codes: this interaction is over, even if the password is given again on it. */
  | { ended: true };

type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

function formOf(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/** A fresh sign-in with the same authorization request: the provider starts a new interaction for it. */
function signInAgain(flow: SignInFlow, details: Details): SignInAgain {
  const params = Object.entries(details.params).filter((e): e is [string, string] => typeof e[1] === 'string');
  return {
    href: `${flow.prefix}/auth?${new URLSearchParams(params).toString()}`,
    clientId: String(details.params.client_id),
  };
}

/**
 * Two-step verification after the password (spec 001 §5): the authenticator app's code
 * (set up with a QR code when the owner has none yet) or a code sent to the owner's email option; every code of the
 * app works once; the fifth wrong code ends the sign-in. An owner with recovery codes left may give one instead
 * ("Use a recovery code"): a right one signs in and is used up, a wrong one counts like a wrong code.
 * POST {prefix}/interaction/:uid/second-factor (code), .../second-factor/email (send a new code),
 * .../second-factor/recovery (ask for a recovery code) and .../second-factor/app (the authenticator's code again).
 */
export function secondFactorStep(
  app: FastifyInstance,
  { db, now, limits: store }: ServiceContext,
  flow: SignInFlow,
): Pick<FlowSteps, 'secondFactor' | 'proveMailbox'> {
  const pending = new InteractionState<Pending>(limits.stepMinutes * 60 * 1000);
  // Wrong codes also count per account across sign-ins (and per source address, as wrong passwords do): with the
  // password in hand, starting sign-in after sign-in would otherwise give endless tries at the code.
  const { addressTries, addressWindowMinutes } = site.signInSecurity.passwordThrottle;
  const codeThrottle = attemptThrottle(store, 'second-factor', {
    accountTries: limits.accountWrongCodes,
    windowMinutes: limits.accountWindowMinutes,
    addressTries,
    addressWindowMinutes,
  });

  async function view(state: Extract<Pending, { ended: false }>): Promise<SecondFactorView> {
    const { method } = state;
    if (method.kind === 'totp') return { kind: 'totp' };
    if (method.kind === 'recovery') return { kind: 'recovery' };
    if (method.kind === 'email')
      return { kind: 'email', sentTo: maskedEmail(state.email ?? ''), ...(state.guard ? { guard: true } : {}) };
    return {
      kind: 'totp-enrol',
      qrSvg: await qrCodeSvg(totpUri(method.secret, state.owner.email)),
      key: groupedKey(method.secret),
    };
  }

  async function page(
    reply: FastifyReply,
    status: number,
    details: Details,
    state: Extract<Pending, { ended: false }>,
    problem?: SecondFactorPageInput['problem'],
  ): Promise<FastifyReply> {
    return sendPage(
      reply,
      status,
      secondFactorPage({
        codeAction: flow.action(details.uid, 'second-factor'),
        emailAction: flow.action(details.uid, 'second-factor/email'),
        recoveryAction: flow.action(details.uid, 'second-factor/recovery'),
        appAction: flow.action(details.uid, 'second-factor/app'),
        locale: flow.locale(details),
        clientId: String(details.params.client_id),
        view: await view(state),
        canEmail: state.email !== null,
        // Offered while the owner has a code left (asked again at each page: a code used in another sign-in counts).
        canUseRecovery:
          state.appMethod !== undefined && state.method.kind !== 'recovery' && hasRecoveryCodes(db, state.owner.id),
        canUseApp: state.appMethod !== undefined && state.method.kind === 'recovery',
        problem,
      }),
    );
  }

  const ended = (reply: FastifyReply, details: Details) =>
    sendPage(reply, 429, signInEndedPage('too-many-tries', flow.locale(details), signInAgain(flow, details)));

  /** The interaction of the request and its pending second factor; null when a page has been sent instead. */
  async function pendingOf(req: UidRequest, reply: FastifyReply) {
    const details = await flow.detailsOf(req, reply);
    if (!details) return null;
    const state = pending.get(details.uid, now().getTime());
    if (!state) {
      sendPage(reply, 400, signInEndedPage('expired', flow.locale(details), signInAgain(flow, details)));
      return null;
    }
    if (state.ended) {
      ended(reply, details);
      return null;
    }
    return { details, state };
  }

  app.post<{ Params: { uid: string } }>(`${flow.prefix}/interaction/:uid/second-factor`, async (req, reply) => {
    const found = await pendingOf(req, reply);
    if (!found) return reply;
    const { details, state } = found;
    const nowMs = now().getTime();
    const typed = formOf(req.body).code;
    const code = readCode(typed);
    const { method, owner } = state;
    if (await codeThrottle.paused(owner.email, req.ip)) {
      pending.set(details.uid, { ended: true }, nowMs);
      return ended(reply, details);
    }
    let correct = false;
    if (method.kind === 'recovery') {
      // Used up by this answer, in the file: the same code never signs in again, in this sign-in or another.
      correct = await spendRecoveryCode(db, owner.id, typed, now());
    } else if (code === null) {
      correct = false;
    } else if (method.kind === 'email') {
      correct = nowMs < method.expiresAt && emailCodeMatches(code, method.codeHash);
    } else {
      const step = checkTotp(
        method.secret,
        code,
        nowMs,
        method.kind === 'totp' ? lastTotpStep(db, owner.id) : undefined,
      );
      if (step !== null) {
        // The first correct code shows the app has the secret: from now on it is the owner's authenticator.
        if (method.kind === 'totp-enrol') saveTotpSecret(db, owner.id, method.secret);
        saveTotpStep(db, owner.id, step);
        correct = true;
      }
    }
    if (!correct) {
      await codeThrottle.count(owner.email, req.ip);
      state.wrongTries += 1;
      if (state.wrongTries >= limits.wrongCodes) {
        pending.set(details.uid, { ended: true }, nowMs);
        return ended(reply, details);
      }
      return page(reply, 401, details, state, { kind: 'wrong-code', triesLeft: limits.wrongCodes - state.wrongTries });
    }
    pending.delete(details.uid);
    await codeThrottle.forgive(owner.email, req.ip);
    return flow.identityProven(req, reply, details, owner);
  });

  app.post<{ Params: { uid: string } }>(`${flow.prefix}/interaction/:uid/second-factor/email`, async (req, reply) => {
    const found = await pendingOf(req, reply);
    if (!found) return reply;
    const { details, state } = found;
    const nowMs = now().getTime();
    if (state.email === null)
      return sendPage(reply, 400, refusalPage('this account has no email option', flow.locale(details)));
    if (state.emailsSent >= limits.emailCodes) return page(reply, 429, details, state, { kind: 'email-limit' });
    emailCode(req, details, state, nowMs);
    return page(reply, 200, details, state);
  });

  /** "Use a recovery code": the step asks for one from now on (its wrong tries go on counting). */
  app.post<{ Params: { uid: string } }>(
    `${flow.prefix}/interaction/:uid/second-factor/recovery`,
    async (req, reply) => {
      const found = await pendingOf(req, reply);
      if (!found) return reply;
      const { details, state } = found;
      if (state.appMethod === undefined || !hasRecoveryCodes(db, state.owner.id))
        return sendPage(reply, 400, refusalPage('this account has no recovery code to use', flow.locale(details)));
      state.method = { kind: 'recovery' };
      pending.set(details.uid, state, now().getTime());
      return page(reply, 200, details, state);
    },
  );

  /** "Use my authenticator app": back to the method the step began with. */
  app.post<{ Params: { uid: string } }>(`${flow.prefix}/interaction/:uid/second-factor/app`, async (req, reply) => {
    const found = await pendingOf(req, reply);
    if (!found) return reply;
    const { details, state } = found;
    if (state.appMethod === undefined)
      return sendPage(reply, 400, refusalPage('this sign-in has no authenticator step', flow.locale(details)));
    state.method = state.appMethod;
    pending.set(details.uid, state, now().getTime());
    return page(reply, 200, details, state);
  });

  /** A new code to the state's email (its method from now on); the sign-in gets its full time again. */
  function emailCode(
    req: FastifyRequest,
    details: Details,
    state: Extract<Pending, { ended: false }>,
    nowMs: number,
  ): void {
    const { code, hash } = newEmailCode();
    state.method = { kind: 'email', codeHash: hash, expiresAt: nowMs + limits.emailCodeMinutes * 60 * 1000 };
    state.emailsSent += 1;
    pending.set(details.uid, state, nowMs);
    // The local provider sends no mail: the code goes to the service log, where the owner reads it. Logged as a
    // warning so that `npm start` (log level warn) shows it.
    req.log.warn({ mfaEmailCode: code, email: state.email }, 'mfa email code (local provider: no mail is sent)');
  }

  return {
    async proveMailbox(req, reply, details, owner) {
      const nowMs = now().getTime();
      const before = pending.get(details.uid, nowMs);
      if (before?.ended) return ended(reply, details);
      const state: Extract<Pending, { ended: false }> = {
        ended: false,
        owner,
        // The sign-in address itself: the one an owner surely reads, and the one the guesser typed.
        email: owner.email,
        wrongTries: before?.wrongTries ?? 0,
        emailsSent: before?.emailsSent ?? 0,
        method: { kind: 'email', codeHash: '', expiresAt: 0 },
        guard: true,
      };
      if (state.emailsSent >= limits.emailCodes) {
        pending.set(details.uid, state, nowMs);
        return page(reply, 429, details, state, { kind: 'email-limit' });
      }
      emailCode(req, details, state, nowMs);
      return page(reply, 200, details, state);
    },
    async secondFactor(_req, reply, details, owner) {
      const nowMs = now().getTime();
      const before = pending.get(details.uid, nowMs);
      if (before?.ended) return ended(reply, details);
      const factors = ownerFactors(db, owner.id);
      // No authenticator yet: this sign-in sets one up (the secret is kept here until a code proves the app has it).
      const appMethod: AppMethod =
        factors.totpSecret !== null
          ? { kind: 'totp', secret: factors.totpSecret }
          : { kind: 'totp-enrol', secret: newTotpSecret() };
      const state: Pending = {
        ended: false,
        owner,
        email: factors.email,
        // The password given again on the same sign-in does not buy more codes.
        wrongTries: before?.wrongTries ?? 0,
        emailsSent: before?.emailsSent ?? 0,
        method: appMethod,
        appMethod,
      };
      pending.set(details.uid, state, nowMs);
      return page(reply, 200, details, state);
    },
  };
}
