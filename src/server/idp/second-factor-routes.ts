import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../routes/handler';
import { pageLocale } from './authorize-request';
import { refusalPage } from './page';
import { MAX_WRONG_TRIES } from './pending-sign-ins';
import { checkTotp, EMAIL_CODE_TTL_MS, emailCodeMatches, MAX_EMAIL_CODES, newEmailCode, readCode, saveTotpSecret } from './second-factor';
import { idpSignInAgain, signInEndedPage } from './second-factor-page';
import { sendPage, type SignInSteps } from './sign-in-steps';

function formOf(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? body as Record<string, unknown> : {};
}

/**
 * POST /idp/second-factor (ticket, code): the code of the authenticator app, of its set-up, or of the email; right,
 * the sign-in goes on; wrong, the page again (401) until the fifth wrong code ends it (429).
 * POST /idp/second-factor/email (ticket): sends a new code to the owner's email option and asks for it.
 */
export function secondFactorRoutes(app: FastifyInstance, { db, now }: ServiceContext, steps: SignInSteps): void {
  const { pending, lastTotpStep } = steps;

  app.post('/idp/second-factor', async (req, reply) => {
    const form = formOf(req.body);
    const nowMs = now().getTime();
    const state = pending.get(form.ticket, nowMs);
    if (state?.stage !== 'second-factor') return sendPage(reply, 400, signInEndedPage('expired', pageLocale(form)));
    const ticket = form.ticket as string;
    const code = readCode(form.code);
    const { method } = state;
    let correct = false;
    if (code === null) {
      correct = false;
    } else if (method.kind === 'email') {
      correct = nowMs < method.expiresAt && emailCodeMatches(code, method.codeHash);
    } else {
      const step = checkTotp(method.secret, code, nowMs, lastTotpStep.get(state.ownerId));
      if (step !== null) {
        lastTotpStep.set(state.ownerId, step);
        // The first correct code shows the app has the secret: from now on it is the owner's authenticator.
        if (method.kind === 'totp-enrol') saveTotpSecret(db, state.ownerId, method.secret);
        correct = true;
      }
    }
    if (!correct) {
      state.wrongTries += 1;
      if (state.wrongTries >= MAX_WRONG_TRIES) {
        pending.delete(ticket);
        return sendPage(reply, 429, signInEndedPage('too-many-tries', state.request.params.locale, idpSignInAgain(state.request.params)));
      }
      return steps.secondFactorReply(reply, 401, ticket, state, { kind: 'wrong-code', triesLeft: MAX_WRONG_TRIES - state.wrongTries });
    }
    pending.delete(ticket);
    return steps.identityProven(reply, state.ownerId, state.request);
  });

  app.post('/idp/second-factor/email', async (req, reply) => {
    const form = formOf(req.body);
    const nowMs = now().getTime();
    const state = pending.get(form.ticket, nowMs);
    if (state?.stage !== 'second-factor') return sendPage(reply, 400, signInEndedPage('expired', pageLocale(form)));
    const ticket = form.ticket as string;
    if (state.email === null) return sendPage(reply, 400, refusalPage('this account has no email option', state.request.params.locale));
    if (state.emailsSent >= MAX_EMAIL_CODES) return steps.secondFactorReply(reply, 429, ticket, state, { kind: 'email-limit' });
    const { code, hash } = newEmailCode();
    state.method = { kind: 'email', codeHash: hash, expiresAt: nowMs + EMAIL_CODE_TTL_MS };
    state.emailsSent += 1;
    pending.touch(ticket, nowMs);
    // The local IdP sends no mail: the code goes to the server log, where the owner reads it. Logged as a warning so
    // that `npm start` (log level warn) shows it.
    req.log.warn({ mfaEmailCode: code, email: state.email }, 'mfa email code (local IdP: no mail is sent)');
    return steps.secondFactorReply(reply, 200, ticket, state);
  });
}
