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
 * What a throttle counts: wrong passwords, wrong second-factor codes (apart: a right password does not forgive
 * them), or requests that send a mail (a registration, a password reset).
 */
export type ThrottledKind = 'password' | 'second-factor' | 'registration' | 'password-reset';

/**
 * Wrong passwords counted per account (the email as typed, whether or not it has an account, so the pause tells
 * nothing about which emails exist) and per application, over a sliding window kept in the SQLite file. While an
 * account or an application is at its limit the password is not even checked: the right one fails too.
 * Another kind counts other requests the same way, in the same table.
 */
export function passwordThrottle(
  db: Db,
  limits: ThrottleLimits,
  nowMs: () => number,
  kind: ThrottledKind = 'password',
) {
  const windowMs = limits.windowMinutes * 60_000;
  const byAccount = db.prepare(
    'SELECT count(*) AS tries, min(at) AS oldest FROM wrong_passwords WHERE kind = @kind AND account = @key AND at > @since',
  );
  const byClient = db.prepare(
    'SELECT count(*) AS tries, min(at) AS oldest FROM wrong_passwords WHERE kind = @kind AND client_id = @key AND at > @since',
  );
  const record = db.prepare('INSERT INTO wrong_passwords (kind, account, client_id, at) VALUES (?, ?, ?, ?)');
  const forget = db.prepare('DELETE FROM wrong_passwords WHERE kind = ? AND account = ?');
  const sweep = db.prepare('DELETE FROM wrong_passwords WHERE kind = ? AND at <= ?');

  function pausedFor(
    by: Paused['by'],
    counted: { tries: number; oldest: number | null },
    limit: number,
    now: number,
  ): Paused | null {
    if (counted.tries < limit || counted.oldest === null) return null;
    return { by, minutes: Math.max(1, Math.ceil((counted.oldest + windowMs - now) / 60_000)) };
  }

  function count(account: string, clientId: string): void {
    const now = nowMs();
    sweep.run(kind, now - windowMs);
    record.run(kind, account, clientId, now);
  }

  return {
    /** Null when the password may be checked. */
    paused(account: string, clientId: string): Paused | null {
      const now = nowMs();
      const since = now - windowMs;
      return (
        pausedFor(
          'account',
          byAccount.get({ kind, key: account, since }) as { tries: number; oldest: number | null },
          limits.accountTries,
          now,
        ) ??
        pausedFor(
          'client',
          byClient.get({ kind, key: clientId, since }) as { tries: number; oldest: number | null },
          limits.clientTries,
          now,
        )
      );
    },
    wrongPassword(account: string, clientId: string): void {
      count(account, clientId);
    },
    /** Counts one request of another kind (a registration, a reset link asked for). */
    count,
    /** The owner proved the password: their earlier typing mistakes no longer count against them. */
    rightPassword(account: string): void {
      forget.run(kind, account);
    },
  };
}

export type PasswordThrottle = ReturnType<typeof passwordThrottle>;
