import type { FastifyInstance } from 'fastify';
import { newPasswordProblem } from './password-change-step';
import type { SignInFlow } from './sign-in-flow';
import { site } from '../../../generated/site';
import type { ServiceContext } from '../../context';
import { attemptThrottle } from '../../shared/attempt-throttle';
import { hashPassword, randomSecret, sha256 } from '../../shared/secrets';
import { endSignIns } from '../accounts/end-sign-ins';
import {
  forgotPasswordPage,
  passwordResetDonePage,
  resetLinkExpiredPage,
  resetLinkSentPage,
} from '../pages/forgot-password-pages';
import { newPasswordPage } from '../pages/password-change-page';
import { sendPage } from '../pages/send-page';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** randomSecret(): 32 bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

interface ResetRow {
  ownerId: number;
  guid: string;
  email: string;
  passwordHash: string;
  clientId: string;
  locale: string | null;
  returnTo: string;
  expiresAt: number;
  usedAt: number | null;
}

type UidParams = { Params: { uid: string } };
type TokenParams = { Params: { token: string } };

function formOf(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/**
 * Forgot password on the local provider. From the password page, the owner asks for a link by email; the answer is
 * the same whether or not an account exists (the link goes to the service log: no mail is sent locally), and requests
 * are counted per email and per source address (site.signInSecurity.passwordReset). The link, {issuer}/reset/<token>,
 * works once and for a while, outside any sign-in (another browser may open it): it replaces the password and ends
 * every sign-in of the owner, then leads back to the market of the application that asked for it.
 */
export function forgotPasswordRoutes(
  app: FastifyInstance,
  { db, now, limits }: ServiceContext,
  flow: SignInFlow,
): void {
  const { linkMinutes } = site.signInSecurity.passwordReset;
  const throttle = attemptThrottle(limits, 'password-reset', site.signInSecurity.passwordReset.throttle);
  const wrongPasswords = attemptThrottle(limits, 'password', site.signInSecurity.passwordThrottle);
  const ownerByEmail = db.prepare('SELECT id FROM owners WHERE email = ?').pluck();
  const insertLink =
    db.prepare(`INSERT INTO password_resets (token_hash, owner_id, client_id, locale, return_to, expires_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const linkOf =
    db.prepare(`SELECT r.owner_id AS ownerId, o.guid, o.email, o.password_hash AS passwordHash, r.client_id AS clientId,
    r.locale, r.return_to AS returnTo, r.expires_at AS expiresAt, r.used_at AS usedAt
    FROM password_resets r JOIN owners o ON o.id = r.owner_id WHERE r.token_hash = ?`);
  const useLink = db.prepare(
    'UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
  );
  const dropOtherLinks = db.prepare('DELETE FROM password_resets WHERE owner_id = ? AND used_at IS NULL');
  const replace = db.prepare('UPDATE owners SET password_hash = ? WHERE id = ?');

  app.get<UidParams>(`${flow.prefix}/interaction/:uid/forgot-password`, async (req, reply) => {
    const details = await flow.detailsOf(req, reply);
    if (!details) return reply;
    return sendPage(
      reply,
      200,
      forgotPasswordPage({
        clientId: String(details.params.client_id),
        locale: flow.locale(details),
        action: flow.action(details.uid, 'forgot-password'),
        signInUrl: flow.action(details.uid),
      }),
    );
  });

  app.post<UidParams>(`${flow.prefix}/interaction/:uid/forgot-password`, async (req, reply) => {
    const details = await flow.detailsOf(req, reply);
    if (!details) return reply;
    const clientId = String(details.params.client_id);
    const locale = flow.locale(details);
    const email = typeof formOf(req.body).email === 'string' ? (formOf(req.body).email as string).trim() : '';
    const page = {
      clientId,
      locale,
      action: flow.action(details.uid, 'forgot-password'),
      signInUrl: flow.action(details.uid),
      email,
    };
    if (!EMAIL.test(email) || email.length > 254)
      return sendPage(reply, 400, forgotPasswordPage({ ...page, invalidEmail: true }));
    const paused = await throttle.paused(email, req.ip);
    if (paused)
      return sendPage(
        reply.header('Retry-After', String(paused.minutes * 60)),
        429,
        forgotPasswordPage({ ...page, pausedMinutes: paused.minutes }),
      );
    await throttle.count(email, req.ip);
    const ownerId = ownerByEmail.get(email) as number | undefined;
    if (ownerId !== undefined) {
      const token = randomSecret();
      const nowMs = now().getTime();
      insertLink.run(
        sha256(token),
        ownerId,
        clientId,
        locale ?? null,
        String(details.params.redirect_uri),
        nowMs + linkMinutes * 60_000,
      );
      // The local provider sends no mail: the link goes to the service log (a warning, so `npm start` shows it).
      req.log.warn(
        { passwordResetEmail: email, passwordResetLink: `${flow.provider().issuer}/reset/${token}` },
        'password reset email (local provider: no mail is sent)',
      );
    }
    return sendPage(
      reply,
      200,
      resetLinkSentPage({ clientId, locale, email, minutes: linkMinutes, signInUrl: flow.action(details.uid) }),
    );
  });

  /** The link's row while it works; undefined (and the expired page sent) otherwise. */
  function liveLink(token: string, nowMs: number): { row?: ResetRow; expired: string } {
    const row = TOKEN.test(token) ? (linkOf.get(sha256(token)) as ResetRow | undefined) : undefined;
    const live = row && row.usedAt === null && row.expiresAt > nowMs;
    return {
      row: live ? row : undefined,
      expired: resetLinkExpiredPage(
        row ? { clientId: row.clientId, locale: row.locale ?? undefined, returnTo: row.returnTo } : {},
      ),
    };
  }

  app.get<TokenParams>(`${flow.prefix}/reset/:token`, async (req, reply) => {
    const { row, expired } = liveLink(req.params.token, now().getTime());
    if (!row) return sendPage(reply, 410, expired);
    return sendPage(
      reply,
      200,
      newPasswordPage({
        action: `${flow.prefix}/reset/${req.params.token}`,
        clientId: row.clientId,
        locale: row.locale ?? undefined,
      }),
    );
  });

  app.post<TokenParams>(`${flow.prefix}/reset/:token`, async (req, reply) => {
    const { token } = req.params;
    const { row, expired } = liveLink(token, now().getTime());
    if (!row) return sendPage(reply, 410, expired);
    const locale = row.locale ?? undefined;
    const { password, problem } = await newPasswordProblem(formOf(req.body), row.passwordHash);
    if (problem)
      return sendPage(
        reply,
        400,
        newPasswordPage({ action: `${flow.prefix}/reset/${token}`, clientId: row.clientId, locale, problem }),
      );
    const hash = hashPassword(password);
    const nowMs = now().getTime();
    // One transaction: the link is used once (a second request at the same moment finds it used), and the new
    // password, the end of every sign-in and the end of the owner's other links happen together.
    const done = db.transaction(() => {
      if (useLink.run(nowMs, sha256(token), nowMs).changes !== 1) return false;
      replace.run(hash, row.ownerId);
      endSignIns(db, { guid: row.guid });
      dropOtherLinks.run(row.ownerId);
      return true;
    })();
    if (!done) return sendPage(reply, 410, expired);
    // Whoever proves the mailbox may sign in with the new password alone: the wrong ones before no longer count.
    await wrongPasswords.forgive(row.email, req.ip);
    return sendPage(reply, 200, passwordResetDonePage({ clientId: row.clientId, locale, returnTo: row.returnTo }));
  });
}
