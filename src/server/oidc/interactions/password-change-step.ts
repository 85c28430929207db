import type { FastifyInstance } from 'fastify';
import { InteractionState } from './interaction-state';
import type { FlowSteps, IdentifiedOwner, SignInFlow } from './sign-in-flow';
import type { ServiceContext } from '../../context';
import { hashPassword, verifyPassword } from '../../shared/secrets';
import { endSignIns } from '../accounts/end-sign-ins';
import { passwordRuleBroken } from '../accounts/new-owner';
import { PENDING_TTL_MS } from '../accounts/second-factors';
import { newPasswordPage, type PasswordProblem } from '../pages/password-change-page';
import { signInEndedPage } from '../pages/second-factor-page';
import { sendPage } from '../pages/send-page';

/** The owner choosing a new password, by interaction uid. */
type Changing = Pick<IdentifiedOwner, 'id' | 'guid'>;

/** A new password: the account's rule, typed twice, not the current one. */
export async function newPasswordProblem(
  form: Record<string, unknown>,
  currentHash: string | undefined,
): Promise<{ password: string; problem?: PasswordProblem }> {
  const password = typeof form.newPassword === 'string' ? form.newPassword : '';
  const repeat = typeof form.repeatPassword === 'string' ? form.repeatPassword : '';
  const problem: PasswordProblem | undefined = passwordRuleBroken(password)
    ? 'idp.register.passwordRule'
    : password !== repeat
      ? 'idp.passwordChange.mismatch'
      : currentHash !== undefined && (await verifyPassword(password, currentHash))
        ? 'idp.passwordChange.same'
        : undefined;
  return { password, problem };
}

/**
 * change_flow=password (spec 001 §7): after proving who they are, the owner chooses a new password. It replaces the
 * old one and every other sign-in of the owner ends (their grants, tokens and other browsers' sessions), then the
 * app hears passwordChanged=true. "Keep my current password" tells the app access_denied.
 */
export function passwordChangeStep(
  app: FastifyInstance,
  { db, now }: ServiceContext,
  flow: SignInFlow,
): Pick<FlowSteps, 'changePassword'> {
  const changing = new InteractionState<Changing>(PENDING_TTL_MS);
  const currentHash = db.prepare('SELECT password_hash FROM owners WHERE id = ?').pluck();
  const replace = db.prepare('UPDATE owners SET password_hash = ? WHERE id = ?');

  app.post<{ Params: { uid: string } }>(`${flow.prefix}/interaction/:uid/new-password`, async (req, reply) => {
    const details = await flow.detailsOf(req, reply);
    if (!details) return reply;
    const nowMs = now().getTime();
    const owner = changing.get(details.uid, nowMs);
    if (!owner) return sendPage(reply, 400, signInEndedPage('expired', flow.locale(details)));
    const form = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
    const { password, problem } = await newPasswordProblem(form, currentHash.get(owner.id) as string | undefined);
    if (problem)
      return sendPage(reply, 400, pageOf(details.uid, String(details.params.client_id), flow.locale(details), problem));
    const hash = hashPassword(password);
    db.transaction(() => {
      replace.run(hash, owner.id);
      // Whoever else was signed in with the old password is signed out; this browser is signed in again below.
      endSignIns(db, owner, details.session?.uid);
    })();
    changing.delete(details.uid);
    return flow.finish(req, reply, details, owner, { passwordChanged: 'true' });
  });

  app.post<{ Params: { uid: string } }>(`${flow.prefix}/interaction/:uid/new-password/cancel`, async (req, reply) => {
    const details = await flow.detailsOf(req, reply);
    if (!details) return reply;
    changing.delete(details.uid);
    return flow.refuse(req, reply, 'the owner kept their password');
  });

  function pageOf(uid: string, clientId: string, locale: string | undefined, problem?: PasswordProblem): string {
    return newPasswordPage({
      action: flow.action(uid, 'new-password'),
      cancelAction: flow.action(uid, 'new-password/cancel'),
      clientId,
      locale,
      problem,
    });
  }

  return {
    async changePassword(_req, reply, details, owner) {
      changing.set(details.uid, { id: owner.id, guid: owner.guid }, now().getTime());
      return sendPage(reply, 200, pageOf(details.uid, String(details.params.client_id), flow.locale(details)));
    },
  };
}
