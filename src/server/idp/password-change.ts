import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../routes/handler';
import { hashPassword, verifyPassword } from '../secrets';
import { pageLocale } from './authorize-request';
import { newPasswordPage, type PasswordProblem } from './password-change-page';
import { signInEndedPage } from './second-factor-page';
import { redirect, sendPage, type SignInSteps } from './sign-in-steps';

/** The same rule as a new account's password (register.ts). */
export function passwordRuleBroken(password: string): boolean {
  return password.length < 8 || password.length > 128 || !/\p{L}/u.test(password) || !/\p{N}/u.test(password);
}

/**
 * POST /idp/password (ticket, newPassword, repeatPassword): the new password replaces the old one and the owner's
 * other sessions end, then back to the app with passwordChanged=true. A refused password shows the page again (400).
 */
export function passwordChangeRoutes(app: FastifyInstance, { db, now }: ServiceContext, steps: SignInSteps): void {
  app.post('/idp/password', async (req, reply) => {
    const form = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
    const nowMs = now().getTime();
    const state = steps.pending.get(form.ticket, nowMs);
    if (state?.stage !== 'change-password') return sendPage(reply, 400, signInEndedPage('expired', pageLocale(form)));
    const ticket = form.ticket as string;
    const next = typeof form.newPassword === 'string' ? form.newPassword : '';
    const repeat = typeof form.repeatPassword === 'string' ? form.repeatPassword : '';
    const current = db.prepare('SELECT password_hash FROM owners WHERE id = ?').pluck().get(state.ownerId) as string | undefined;
    const problem: PasswordProblem | undefined = passwordRuleBroken(next) ? 'idp.register.passwordRule'
      : next !== repeat ? 'idp.passwordChange.mismatch'
        : current !== undefined && await verifyPassword(next, current) ? 'idp.passwordChange.same' : undefined;
    if (problem) {
      steps.pending.touch(ticket, nowMs);
      return sendPage(reply, 400, newPasswordPage({ ticket, locale: state.request.params.locale, clientId: state.request.clientId, backUrl: steps.refusedRedirect(state.request), problem }));
    }
    steps.pending.delete(ticket);
    return redirect(reply, steps.finish(state.ownerId, state.request, () => {
      db.prepare('UPDATE owners SET password_hash = ? WHERE id = ?').run(hashPassword(next), state.ownerId);
      // Whoever else was signed in with the old password is signed out; the code issued next starts a new session.
      db.prepare('UPDATE tokens SET revoked_at = ? WHERE owner_id = ? AND revoked_at IS NULL').run(nowMs, state.ownerId);
      return { passwordChanged: 'true' };
    }));
  });
}
