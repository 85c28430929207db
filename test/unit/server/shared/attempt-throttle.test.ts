import { openDb, type Db } from '../../../../src/server/db/open';
import { attemptThrottle, type ThrottleLimits } from '../../../../src/server/shared/attempt-throttle';
import { tempDir } from '../../../support/server';

const tmp = tempDir();
let db: Db;
const limits: ThrottleLimits = {
  accountTries: 3,
  accountAddressTries: 2,
  addressTries: 5,
  windowMinutes: 15,
  addressWindowMinutes: 60,
};
const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.20';

// The limiter reads the time from Date: only Date is faked, the store and promises run as usual.
beforeAll(() => {
  db = openDb(tmp.dbFile);
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'] });
});
afterAll(() => {
  jest.useRealTimers();
  db.close();
  tmp.remove();
});
beforeEach(() => {
  jest.setSystemTime(Date.parse('2026-11-23T10:00:00Z'));
  db.exec('DELETE FROM rate_limits');
});
const minutes = (n: number) => jest.setSystemTime(Date.now() + n * 60_000);
const store = () => ({ kind: 'sqlite' as const, db });

describe('attempt throttle', () => {
  it("counts an account's failures from anywhere without pausing it: past the limit it asks for more", async () => {
    const throttle = attemptThrottle(store(), 'password', limits);
    await throttle.count('Owner@example.com', ATTACKER);
    await throttle.count('owner@example.com', '203.0.113.8');
    expect(await throttle.overAccountLimit('owner@example.com')).toBe(false);
    await throttle.count(' OWNER@example.com', '203.0.113.9');
    // The email as typed, in any case: one account.
    expect(await throttle.overAccountLimit('owner@example.com')).toBe(true);
    // The owner's own address is not paused by the attacker's guesses.
    expect(await throttle.paused('owner@example.com', OWNER, { accountPauses: false })).toBeNull();
    // Where the account's count is what pauses (mail-sending kinds), it does.
    expect(await throttle.paused('owner@example.com', OWNER)).toEqual({ by: 'account', minutes: 15 });
    minutes(15);
    expect(await throttle.overAccountLimit('owner@example.com')).toBe(false);
  });

  it('pauses one address on one account, not the same account from elsewhere nor other accounts from there', async () => {
    const throttle = attemptThrottle(store(), 'password', limits);
    await throttle.count('owner@example.com', ATTACKER);
    await throttle.count('owner@example.com', ATTACKER);
    const noAccountPause = { accountPauses: false };
    expect(await throttle.paused('owner@example.com', ATTACKER, noAccountPause)).toEqual({
      by: 'account-address',
      minutes: 15,
    });
    expect(await throttle.paused('owner@example.com', OWNER, noAccountPause)).toBeNull();
    expect(await throttle.paused('other@example.com', ATTACKER, noAccountPause)).toBeNull();
    minutes(14);
    expect(await throttle.paused('owner@example.com', ATTACKER, noAccountPause)).toEqual({
      by: 'account-address',
      minutes: 1,
    });
  });

  it('pauses an address that tries many accounts, for its own window, and no other address', async () => {
    const throttle = attemptThrottle(store(), 'password', limits);
    for (let i = 0; i < (limits.addressTries ?? 0); i += 1) await throttle.count(`made-up-${i}@example.com`, ATTACKER);
    expect(await throttle.paused('fresh@example.com', ATTACKER, { accountPauses: false })).toEqual({
      by: 'address',
      minutes: 60,
    });
    expect(await throttle.paused('fresh@example.com', OWNER, { accountPauses: false })).toBeNull();
    minutes(60);
    expect(await throttle.paused('fresh@example.com', ATTACKER, { accountPauses: false })).toBeNull();
  });

  it('counts each kind apart: registrations asked for pause neither sign-ins nor reset links', async () => {
    const mails = { accountTries: 2, addressTries: 10, windowMinutes: 60 };
    const registrations = attemptThrottle(store(), 'registration', mails);
    const passwords = attemptThrottle(store(), 'password', limits);
    const resets = attemptThrottle(store(), 'password-reset', mails);
    for (let i = 0; i < 2; i += 1) await registrations.count('owner@example.com', OWNER);
    expect(await registrations.paused('owner@example.com', OWNER)).toEqual({ by: 'account', minutes: 60 });
    expect(await passwords.paused('owner@example.com', OWNER)).toBeNull();
    expect(await resets.paused('owner@example.com', OWNER)).toBeNull();
    await passwords.forgive('owner@example.com', OWNER);
    expect(await registrations.paused('owner@example.com', OWNER)).not.toBeNull();
  });

  it("forgets an account's mistakes, and those of the address on it, once the owner proves who they are", async () => {
    const throttle = attemptThrottle(store(), 'password', limits);
    for (let i = 0; i < 2; i += 1) await throttle.count('owner@example.com', OWNER);
    await throttle.forgive('owner@example.com', OWNER);
    await throttle.count('owner@example.com', OWNER);
    expect(await throttle.paused('owner@example.com', OWNER)).toBeNull();
    expect(await throttle.overAccountLimit('owner@example.com')).toBe(false);
  });

  it('shares its counts between services on one file (a restart, or a second process)', async () => {
    const first = attemptThrottle(store(), 'password', limits);
    for (let i = 0; i < limits.accountTries; i += 1) await first.count('owner@example.com', `203.0.113.${i}`);
    const other = openDb(tmp.dbFile);
    try {
      expect(
        await attemptThrottle({ kind: 'sqlite', db: other }, 'password', limits).overAccountLimit('owner@example.com'),
      ).toBe(true);
    } finally {
      other.close();
    }
  });
});
