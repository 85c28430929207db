import { openDb, type Db } from '../../../../src/server/db/open';
import { passwordThrottle } from '../../../../src/server/oidc/password-throttle';
import { tempDir } from '../../../support/server';

const tmp = tempDir();
let db: Db;
let t = Date.parse('2026-11-23T10:00:00Z');

beforeAll(() => {
  db = openDb(tmp.dbFile);
});
afterAll(() => {
  db.close();
  tmp.remove();
});
beforeEach(() => {
  db.exec('DELETE FROM wrong_passwords');
});

describe('password throttle', () => {
  it('pauses an account at its limit of wrong passwords, for the rest of the window', () => {
    const throttle = passwordThrottle(db, { accountTries: 3, clientTries: 100, windowMinutes: 15 }, () => t);
    for (let i = 0; i < 2; i += 1) throttle.wrongPassword('Owner@example.com', 'app');
    expect(throttle.paused('owner@example.com', 'app')).toBeNull();
    throttle.wrongPassword('owner@example.com', 'app');
    // The email as typed, in any case: one account.
    expect(throttle.paused('OWNER@example.com', 'other-app')).toEqual({ by: 'account', minutes: 15 });
    expect(throttle.paused('someone@example.com', 'app')).toBeNull();
    t += 14 * 60_000;
    expect(throttle.paused('owner@example.com', 'app')).toEqual({ by: 'account', minutes: 1 });
    t += 60_000;
    expect(throttle.paused('owner@example.com', 'app')).toBeNull();
  });

  it('pauses an application that sends wrong passwords for many accounts', () => {
    const throttle = passwordThrottle(db, { accountTries: 3, clientTries: 5, windowMinutes: 15 }, () => t);
    for (let i = 0; i < 5; i += 1) throttle.wrongPassword(`owner${i}@example.com`, 'sprayed-app');
    expect(throttle.paused('fresh@example.com', 'sprayed-app')).toEqual({ by: 'client', minutes: 15 });
    expect(throttle.paused('fresh@example.com', 'another-app')).toBeNull();
  });

  it('counts each kind apart: registrations asked for pause neither sign-ins nor reset links', () => {
    const limits = { accountTries: 2, clientTries: 10, windowMinutes: 60 };
    const registrations = passwordThrottle(db, limits, () => t, 'registration');
    const passwords = passwordThrottle(db, limits, () => t);
    const resets = passwordThrottle(db, limits, () => t, 'password-reset');
    for (let i = 0; i < 2; i += 1) registrations.count('owner@example.com', 'app');
    expect(registrations.paused('owner@example.com', 'app')).toEqual({ by: 'account', minutes: 60 });
    expect(passwords.paused('owner@example.com', 'app')).toBeNull();
    expect(resets.paused('owner@example.com', 'app')).toBeNull();
    passwords.rightPassword('owner@example.com');
    expect(registrations.paused('owner@example.com', 'app')).not.toBeNull();
  });

  it("forgets an account's mistakes once its password is right", () => {
    const throttle = passwordThrottle(db, { accountTries: 3, clientTries: 100, windowMinutes: 15 }, () => t);
    for (let i = 0; i < 2; i += 1) throttle.wrongPassword('owner@example.com', 'app');
    throttle.rightPassword('owner@example.com');
    throttle.wrongPassword('owner@example.com', 'app');
    expect(throttle.paused('owner@example.com', 'app')).toBeNull();
  });
});
