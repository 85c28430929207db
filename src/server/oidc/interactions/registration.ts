import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { InteractionState } from './interaction-state';
import type { Details, SignInFlow } from './sign-in-flow';
import { markets } from '../../../generated/markets/local';
import { site } from '../../../generated/site';
import type { ServiceContext } from '../../context';
import { attemptThrottle } from '../../shared/attempt-throttle';
import { hashPassword } from '../../shared/secrets';
import { recordTermsConsent } from '../../shared/terms-consents';
import {
  insertOwner,
  readRegistration,
  registrationMarket,
  registrationProblems,
  type RegistrationInput,
} from '../accounts/new-owner';
import { MAX_WRONG_TRIES } from '../accounts/second-factors';
import {
  EMAIL_CODE_TTL_MS,
  emailCodeMatches,
  MAX_EMAIL_CODES,
  maskedEmail,
  newEmailCode,
} from '../accounts/second-factors';
import { emailCodePage } from '../pages/email-code-page';
import { refusalPage } from '../pages/refusal-page';
import { registerPage } from '../pages/register-page';
import { signInEndedPage } from '../pages/second-factor-page';
import { sendPage } from '../pages/send-page';

/** A registration waiting for its email to be verified; the password is only kept hashed. */
interface Pending {
  marketId: string;
  owner: Omit<RegistrationInput, 'password'> & { passwordHash: string };
  /** Null when the email has an account already: no code was sent, none is right. */
  codeHash: string | null;
  codeExpiresAt: number;
  wrongTries: number;
  mailsSent: number;
}

type Params = { Params: { uid: string } };

const NOT_OFFERED = 'this market does not register new owners here';
/** A registration waits this long for its code: longer than a code lives, so an expired one can be replaced. */
const PENDING_REGISTRATION_MS = 3 * EMAIL_CODE_TTL_MS;

/** The market a registration is for (regions of site.registrationRegions), never in a change flow. */
export function registrationOffered(details: Details): boolean {
  return details.params.change_flow === undefined && registrationMarket(stringParams(details)) !== undefined;
}

function stringParams(details: Details): Record<string, string> {
  return Object.fromEntries(
    Object.entries(details.params).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

function formOf(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/**
 * Create an account on the local provider (issue 23): the old form and rules, then the email is verified with a
 * code before the owner exists. The answer is the same whether or not the email has an account, so the form tells
 * nobody which emails are taken: the mail says it instead (locally, a warning in the service log). Requests are
 * counted per email and per source address (site.signInSecurity.registrationThrottle); a right code creates the owner
 * and signs them in, and the app hears registered=true.
 */
export function registrationRoutes(app: FastifyInstance, { db, now, limits }: ServiceContext, flow: SignInFlow): void {
  const pending = new InteractionState<Pending>(PENDING_REGISTRATION_MS);
  const throttle = attemptThrottle(limits, 'registration', site.signInSecurity.registrationThrottle);
  const emailTaken = db.prepare('SELECT 1 FROM owners WHERE email = ?').pluck();

  /** The interaction when it may register, else null with a page sent. */
  async function registering(req: FastifyRequest<Params>, reply: FastifyReply): Promise<Details | null> {
    const details = await flow.detailsOf(req, reply);
    if (!details) return null;
    if (registrationOffered(details)) return details;
    sendPage(reply, 404, refusalPage(NOT_OFFERED, flow.locale(details)));
    return null;
  }

  const formPage = (
    details: Details,
    extra: Omit<Parameters<typeof registerPage>[0], 'params' | 'action' | 'signInUrl'> = {},
  ) =>
    registerPage({
      params: stringParams(details),
      action: flow.action(details.uid, 'register'),
      signInUrl: flow.action(details.uid),
      ...extra,
    });

  function codePage(
    details: Details,
    state: Pending,
    problem?: Parameters<typeof emailCodePage>[0]['problem'],
  ): string {
    return emailCodePage({
      action: flow.action(details.uid, 'register/code'),
      resendAction: flow.action(details.uid, 'register/resend'),
      signInUrl: flow.action(details.uid),
      clientId: String(details.params.client_id),
      locale: flow.locale(details),
      sentTo: maskedEmail(state.owner.email),
      minutes: EMAIL_CODE_TTL_MS / 60_000,
      problem,
    });
  }

  /** The mail of a registration: a code for a new email; for a taken one, the way back into the account. */
  function mail(req: FastifyRequest, state: Pending, nowMs: number): void {
    state.mailsSent += 1;
    state.codeExpiresAt = nowMs + EMAIL_CODE_TTL_MS;
    if (emailTaken.get(state.owner.email) !== undefined) {
      state.codeHash = null;
      req.log.warn(
        { registrationEmail: state.owner.email },
        'registration email (local provider: no mail is sent): you already have an account with this email; sign in, or reset your password if you forgot it',
      );
      return;
    }
    const { code, hash } = newEmailCode();
    state.codeHash = hash;
    req.log.warn(
      { registrationEmail: state.owner.email, registrationCode: code },
      'registration email (local provider: no mail is sent): the code to create your account',
    );
  }

  app.get<Params>(`${flow.prefix}/interaction/:uid/register`, async (req, reply) => {
    const details = await registering(req, reply);
    if (!details) return reply;
    return sendPage(reply, 200, formPage(details));
  });

  app.post<Params>(`${flow.prefix}/interaction/:uid/register`, async (req, reply) => {
    const details = await registering(req, reply);
    if (!details) return reply;
    const input = readRegistration(formOf(req.body));
    const { password: _password, ...values } = input;
    // Never "taken" here: the form answers alike for every email, the mail tells the owner.
    const problems = registrationProblems(input, false);
    if (Object.keys(problems).length > 0) return sendPage(reply, 400, formPage(details, { values, problems }));
    const paused = await throttle.paused(input.email, req.ip);
    if (paused)
      return sendPage(
        reply.header('Retry-After', String(paused.minutes * 60)),
        429,
        formPage(details, { values, pausedMinutes: paused.minutes }),
      );
    await throttle.count(input.email, req.ip);
    const nowMs = now().getTime();
    const market = registrationMarket(stringParams(details));
    if (!market) return sendPage(reply, 404, refusalPage(NOT_OFFERED, flow.locale(details)));
    // Hashed for a taken email too: both answers take as long.
    const state: Pending = {
      marketId: market.id,
      owner: { ...values, passwordHash: hashPassword(input.password) },
      codeHash: null,
      codeExpiresAt: 0,
      wrongTries: 0,
      mailsSent: 0,
    };
    mail(req, state, nowMs);
    pending.set(details.uid, state, nowMs);
    return sendPage(reply, 200, codePage(details, state));
  });

  app.post<Params>(`${flow.prefix}/interaction/:uid/register/resend`, async (req, reply) => {
    const details = await registering(req, reply);
    if (!details) return reply;
    const nowMs = now().getTime();
    const state = pending.get(details.uid, nowMs);
    if (!state) return sendPage(reply, 400, formPage(details));
    if (state.mailsSent >= MAX_EMAIL_CODES)
      return sendPage(reply, 429, codePage(details, state, { kind: 'email-limit' }));
    mail(req, state, nowMs);
    pending.set(details.uid, state, nowMs);
    return sendPage(reply, 200, codePage(details, state));
  });

  app.post<Params>(`${flow.prefix}/interaction/:uid/register/code`, async (req, reply) => {
    const details = await registering(req, reply);
    if (!details) return reply;
    const nowMs = now().getTime();
    const state = pending.get(details.uid, nowMs);
    if (!state) return sendPage(reply, 400, formPage(details));
    const code =
      typeof formOf(req.body).code === 'string' ? (formOf(req.body).code as string).replace(/[\s-]/g, '') : '';
    const expired = nowMs >= state.codeExpiresAt;
    const right = !expired && state.codeHash !== null && /^\d{6}$/.test(code) && emailCodeMatches(code, state.codeHash);
    if (!right) {
      state.wrongTries += 1;
      if (state.wrongTries >= MAX_WRONG_TRIES) {
        pending.delete(details.uid);
        return sendPage(reply, 429, endedPage(details));
      }
      return sendPage(
        reply,
        401,
        codePage(
          details,
          state,
          expired ? { kind: 'expired' } : { kind: 'wrong-code', triesLeft: MAX_WRONG_TRIES - state.wrongTries },
        ),
      );
    }
    pending.delete(details.uid);
    const market = markets.find((m) => m.id === state.marketId);
    if (!market) return sendPage(reply, 404, refusalPage(NOT_OFFERED, flow.locale(details)));
    // One transaction: the owner exists whole or not at all (the email may have been taken since the code was sent).
    // The register page says that creating the account accepts the current terms (site.json terms): recorded with it.
    const created = db.transaction(() => {
      if (emailTaken.get(state.owner.email) !== undefined) return null;
      const owner = insertOwner(db, market, state.owner);
      const at = now();
      for (const d of site.terms.documents) recordTermsConsent(db, owner.id, d.id, d.version, at);
      return owner;
    })();
    if (!created) {
      const { passwordHash: _hash, ...values } = state.owner;
      return sendPage(reply, 409, formPage(details, { values, problems: { email: 'idp.register.emailTaken' } }));
    }
    return flow.finish(req, reply, details, created, { registered: 'true' });
  });

  function endedPage(details: Details): string {
    return signInEndedPage('too-many-tries', flow.locale(details), {
      href: flow.action(details.uid),
      clientId: String(details.params.client_id),
    });
  }
}
