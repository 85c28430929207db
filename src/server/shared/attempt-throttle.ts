import { RateLimiterRedis, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../db/open';

/**
 * Where the counts are kept: a table of the service's SQLite file (here: every process on that file shares it), or a
 * Redis that every instance of one environment shares (an ioredis or node-redis client, as rate-limiter-flexible
 * takes it).
 */
export type LimiterStore = { kind: 'sqlite'; db: Db } | { kind: 'redis'; client: unknown };

/** The table of the SQLite store (db/migrations.ts makes it, in the shape the library expects). */
export const RATE_LIMITS_TABLE = 'rate_limits';

/** markets/site.json: the figures of one throttle. */
export interface ThrottleLimits {
  /** Tries one account (an email as typed, whether or not it has an account) may see in the window, from anywhere. */
  accountTries: number;
  /** Tries one source address may make in its window, for any accounts; not counted when absent. */
  addressTries?: number;
  windowMinutes: number;
  /** The address's window; windowMinutes when absent. */
  addressWindowMinutes?: number;
  /** Tries one address may make on one account in the window; not counted apart when absent. */
  accountAddressTries?: number;
}

/** Why a try is not taken now, and when it is taken again. */
export interface Paused {
  by: 'account' | 'address' | 'account-address';
  /** Whole minutes until the count starts afresh (at least 1). */
  minutes: number;
}

/**
 * What a throttle counts: wrong passwords, wrong second-factor codes (apart: a right password does not forgive
 * them), or requests that send a mail (a registration, a password reset, an email change).
 */
export type ThrottledKind = 'password' | 'second-factor' | 'registration' | 'password-reset' | 'email-change';

/** A counter of the store: `points` tries per `minutes`, counted from the first. */
function limiterOf(store: LimiterStore, keyPrefix: string, points: number, minutes: number): RateLimiterAbstract {
  const options = { keyPrefix, points, duration: minutes * 60 };
  return store.kind === 'sqlite'
    ? new RateLimiterSQLite({
        ...options,
        storeClient: store.db,
        storeType: 'better-sqlite3',
        tableName: RATE_LIMITS_TABLE,
        tableCreated: true,
      })
    : new RateLimiterRedis({ ...options, storeClient: store.client });
}

/** The normal form of an email as a key: the same account however it was typed. */
const accountKey = (account: string) => account.trim().toLowerCase();

/**
 * Counts failed tries (or mail-sending requests) per account, per source address, and, where the limits say so, per
 * account and address, with rate-limiter-flexible (its "login endpoint protection" recipe). Nothing is counted per
 * application or region: one attacker cannot fill a count that everyone shares. Which count pauses what is the
 * caller's choice: a password's account count does not pause the account (paused() with accountPauses false), it asks
 * for more than the password (overAccountLimit), so an attacker's guesses never lock the owner out.
 */
export function attemptThrottle(store: LimiterStore, kind: ThrottledKind, limits: ThrottleLimits) {
  const account = limiterOf(store, `${kind}:account`, limits.accountTries, limits.windowMinutes);
  const address =
    limits.addressTries === undefined
      ? undefined
      : limiterOf(store, `${kind}:address`, limits.addressTries, limits.addressWindowMinutes ?? limits.windowMinutes);
  const accountAddress =
    limits.accountAddressTries === undefined
      ? undefined
      : limiterOf(store, `${kind}:account-address`, limits.accountAddressTries, limits.windowMinutes);
  const pairKey = (email: string, from: string) => `${accountKey(email)}|${from}`;

  async function over(limiter: RateLimiterAbstract, key: string, by: Paused['by']): Promise<Paused | null> {
    const counted = await limiter.get(key);
    if (!counted || counted.consumedPoints < limiter.points) return null;
    return { by, minutes: Math.max(1, Math.ceil(counted.msBeforeNext / 60_000)) };
  }

  return {
    /** Null when the try may be taken. accountPauses: whether the account's own count pauses it (not for passwords). */
    async paused(email: string, from: string, { accountPauses = true } = {}): Promise<Paused | null> {
      return (
        (address ? await over(address, from, 'address') : null) ??
        (accountAddress ? await over(accountAddress, pairKey(email, from), 'account-address') : null) ??
        (accountPauses ? await over(account, accountKey(email), 'account') : null)
      );
    },
    /** Whether the account has seen its limit of failed tries in the window (from any addresses). */
    async overAccountLimit(email: string): Promise<boolean> {
      return (await over(account, accountKey(email), 'account')) !== null;
    },
    /** One failed try (or one request of a mail-sending kind). */
    async count(email: string, from: string): Promise<void> {
      await Promise.all([
        account.penalty(accountKey(email)),
        address?.penalty(from),
        accountAddress?.penalty(pairKey(email, from)),
      ]);
    },
    /** The owner proved who they are: their own earlier mistakes no longer count against them. */
    async forgive(email: string, from: string): Promise<void> {
      await Promise.all([account.delete(accountKey(email)), accountAddress?.delete(pairKey(email, from))]);
    },
  };
}

export type AttemptThrottle = ReturnType<typeof attemptThrottle>;
