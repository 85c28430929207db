import crypto from 'node:crypto';
import { sha256 } from '../secrets';
import { fail, ok, type HandlerMap } from './handler';

/** A code lives 15 minutes; five wrong codes end the request (the owner asks for a new one). */
const CODE_TTL_MS = 15 * 60 * 1000;
const MAX_WRONG_TRIES = 5;

/**
 * Changing the sign-in email: the new address gets a 6-digit code (locally written to the service log instead of
 * mailed), and only that code makes it the account's email. The address must not belong to another account,
 * checked when asked and again when confirmed (someone may have taken it meanwhile).
 */
export const emailChangeHandlers: Pick<HandlerMap, 'requestEmailChange' | 'confirmEmailChange'> = {
  requestEmailChange: ({ db, owner, body, now, log }) => {
    const email = body.newEmail.trim();
    if (email.toLowerCase() === owner.email.toLowerCase()) return fail(400, "newEmail is the account's email already");
    if (db.prepare('SELECT 1 FROM owners WHERE lower(email) = lower(?)').get(email))
      return fail(409, 'newEmail belongs to another account');
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    db.prepare(
      `INSERT INTO email_changes (owner_id, new_email, code_hash, expires_at, wrong_tries) VALUES (?, ?, ?, ?, 0)
      ON CONFLICT (owner_id) DO UPDATE SET new_email = excluded.new_email, code_hash = excluded.code_hash, expires_at = excluded.expires_at, wrong_tries = 0`,
    ).run(owner.id, email, sha256(code), now().getTime() + CODE_TTL_MS);
    log('email change code (local service: no mail is sent)', { emailChangeCode: code, newEmail: email });
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
