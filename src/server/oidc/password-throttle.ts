import type { Db } from '../db/open';

/** markets/site.json signInSecurity.passwordThrottle. */
export interface ThrottleLimits {
  accountTries: number;
  clientTries: number;
  windowMinutes: number;
}

/** Why a password is not checked now, and when the next try is counted again. */
export interface Paused {
  by: 'account' | 'client';
  /** Whole minutes until the oldest wrong password of the window leaves it (at least 1). */
  minutes: number;
}

/**
 * Wrong passwords counted per account (the email as typed, whether or not it has an account, so the pause tells
 * nothing about which emails exist) and per application, over a sliding window kept in the SQLite file. While an
 * account or an application is at its limit the password is not even checked: the right one fails too.
 */
export function passwordThrottle(db: Db, limits: ThrottleLimits, nowMs: () => number) {
  const windowMs = limits.windowMinutes * 60_000;
  const byAccount = db.prepare('SELECT count(*) AS tries, min(at) AS oldest FROM wrong_passwords WHERE account = ? AND at > ?');
  const byClient = db.prepare('SELECT count(*) AS tries, min(at) AS oldest FROM wrong_passwords WHERE client_id = ? AND at > ?');
  const record = db.prepare('INSERT INTO wrong_passwords (account, client_id, at) VALUES (?, ?, ?)');
  const forget = db.prepare('DELETE FROM wrong_passwords WHERE account = ?');
  const sweep = db.prepare('DELETE FROM wrong_passwords WHERE at <= ?');

  function pausedFor(by: Paused['by'], counted: { tries: number; oldest: number | null }, limit: number, now: number): Paused | null {
    if (counted.tries < limit || counted.oldest === null) return null;
    return { by, minutes: Math.max(1, Math.ceil((counted.oldest + windowMs - now) / 60_000)) };
  }

  return {
    /** Null when the password may be checked. */
    paused(account: string, clientId: string): Paused | null {
      const now = nowMs();
      const since = now - windowMs;
      return pausedFor('account', byAccount.get(account, since) as { tries: number; oldest: number | null }, limits.accountTries, now)
        ?? pausedFor('client', byClient.get(clientId, since) as { tries: number; oldest: number | null }, limits.clientTries, now);
    },
    wrongPassword(account: string, clientId: string): void {
      const now = nowMs();
      sweep.run(now - windowMs);
      record.run(account, clientId, now);
    },
    /** The owner proved the password: their earlier typing mistakes no longer count against them. */
    rightPassword(account: string): void {
      forget.run(account);
    },
  };
}

export type PasswordThrottle = ReturnType<typeof passwordThrottle>;
