import crypto from 'node:crypto';
import { fail, ok, type HandlerMap } from './handler';
import { site } from '../../generated/site';
import { attemptThrottle } from '../shared/attempt-throttle';
import { randomSecret, sha256 } from '../shared/secrets';

const { codeMinutes, wrongCodes: MAX_WRONG_TRIES, requestsPerOwner, windowMinutes } = site.emailChange;

/**
 * Changing the sign-in email: the new address gets a 6-digit code (locally written to the service log instead of
 * mailed), and only that code makes it the account's email. The answer is the same whether or not the address has
 * an account, so nobody learns which emails are taken here: an address with an account gets a notice instead of a
 * code (a code that was never sent is kept, so the request looks alike to the end). Requests are limited per owner
 * (site.json emailChange), each being a mail. The address is checked again when confirmed (someone may have taken it
 * meanwhile).
 */
export const emailChangeHandlers: Pick<HandlerMap, 'requestEmailChange' | 'confirmEmailChange'> = {
  requestEmailChange: async ({ db, owner, body, now, log, limits, clientIp }) => {
    const email = body.newEmail.trim();
    if (email.toLowerCase() === owner.email.toLowerCase()) return fail(400, "newEmail is the account's email already");
    const throttle = attemptThrottle(limits, 'email-change', { accountTries: requestsPerOwner, windowMinutes });
    const paused = await throttle.paused(owner.guid, clientIp);
    if (paused) return fail(429, `too many email change requests: try again in ${paused.minutes} min`);
    await throttle.count(owner.guid, clientIp);
    const taken = db.prepare('SELECT 1 FROM owners WHERE lower(email) = lower(?)').get(email) !== undefined;
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    db.prepare(
      `INSERT INTO email_changes (owner_id, new_email, code_hash, expires_at, wrong_tries) VALUES (?, ?, ?, ?, 0)
      ON CONFLICT (owner_id) DO UPDATE SET new_email = excluded.new_email, code_hash = excluded.code_hash, expires_at = excluded.expires_at, wrong_tries = 0`,
    ).run(owner.id, email, sha256(taken ? randomSecret() : code), now().getTime() + codeMinutes * 60 * 1000);
    if (taken)
      log('email change notice (local service: no mail is sent)', {
        emailChangeNotice: 'someone asked to use this address for another account; it already has one',
        newEmail: email,
      });
    else log('email change code (local service: no mail is sent)', { emailChangeCode: code, newEmail: email });
    return ok({ status: 'pending' as const, email }, 202);
  },
  confirmEmailChange: ({ db, owner, body, now }) =>
    db.transaction(() => {
      const pending = db
        .prepare(
          'SELECT new_email AS newEmail, code_hash AS codeHash, expires_at AS expiresAt, wrong_tries AS wrongTries FROM email_changes WHERE owner_id = ?',
        )
        .get(owner.id) as { newEmail: string; codeHash: string; expiresAt: number; wrongTries: number } | undefined;
      if (!pending || pending.expiresAt <= now().getTime()) {
        db.prepare('DELETE FROM email_changes WHERE owner_id = ?').run(owner.id);
        return fail<never>(404, 'no email change is waiting: ask for a new code');
      }
      if (!crypto.timingSafeEqual(Buffer.from(sha256(body.code)), Buffer.from(pending.codeHash))) {
        const tries = pending.wrongTries + 1;
        if (tries >= MAX_WRONG_TRIES) db.prepare('DELETE FROM email_changes WHERE owner_id = ?').run(owner.id);
        else db.prepare('UPDATE email_changes SET wrong_tries = ? WHERE owner_id = ?').run(tries, owner.id);
        return fail<never>(
          400,
          tries >= MAX_WRONG_TRIES
            ? 'too many wrong codes: ask for a new code'
            : `wrong code (${MAX_WRONG_TRIES - tries} tries left)`,
        );
      }
      if (
        db.prepare('SELECT 1 FROM owners WHERE lower(email) = lower(?) AND id <> ?').get(pending.newEmail, owner.id)
      ) {
        db.prepare('DELETE FROM email_changes WHERE owner_id = ?').run(owner.id);
        return fail<never>(409, 'newEmail belongs to another account');
      }
      db.prepare('UPDATE owners SET email = ? WHERE id = ?').run(pending.newEmail, owner.id);
      // The email option of two-step verification follows the sign-in email.
      db.prepare("UPDATE mfa_options SET value = ? WHERE owner_id = ? AND type = 'email'").run(
        pending.newEmail,
        owner.id,
      );
      db.prepare('DELETE FROM email_changes WHERE owner_id = ?').run(owner.id);
      return ok({ status: 'confirmed' as const, email: pending.newEmail });
    })(),
};
