import { openDb } from '../../../../src/server/db/open';
import {
  guestOrderOf,
  issueGuestAccess,
  lookupLimited,
  recordLookupFailure,
  sameEmail,
} from '../../../../src/server/owner-api/guest-access';
import { seed } from '../../../../src/server/seed/seed';
import { tempDir } from '../../../support/server';

const tmp = tempDir();
const db = openDb(tmp.dbFile);
seed(db);
afterAll(() => {
  db.close();
  tmp.remove();
});

const T0 = Date.parse('2026-11-23T10:00:00Z');
const MIN = 60_000;
const rule = { maxFailures: 5, windowMinutes: 15 };

describe('guest authorizations', () => {
  it('open exactly the order they were issued for, until they expire after 30 minutes', () => {
    const auth = issueGuestAccess(db, 'US-900101', T0);
    expect(auth).toMatchObject({ identifier: 'US-900101', expiresAt: '2026-11-23T10:30:00.000Z' });
    expect(guestOrderOf(db, auth, T0 + 29 * MIN)).toBe('US-900101');
    expect(guestOrderOf(db, auth, T0 + 30 * MIN)).toBeNull();
    expect(guestOrderOf(db, { identifier: 'US-300452', accessCode: auth.accessCode }, T0)).toBeNull();
    expect(guestOrderOf(db, { identifier: 'US-900101', accessCode: `${auth.accessCode}x` }, T0)).toBeNull();
    expect(guestOrderOf(db, null, T0)).toBeNull();
  });

  it('are stored as hashes only', () => {
    const auth = issueGuestAccess(db, 'CA-900201', T0);
    const stored = db.prepare('SELECT code_hash FROM guest_access').pluck().all() as string[];
    expect(stored).not.toContain(auth.accessCode);
  });
});

describe('look-up limits', () => {
  it('refuse a client after five failures in the window, whatever order it asks for next', () => {
    for (let i = 0; i < 5; i++) {
      expect(lookupLimited(db, '10.0.0.1', `US-1${i}`, T0 + i, rule)).toBe(false);
      recordLookupFailure(db, '10.0.0.1', `US-1${i}`, T0 + i, rule);
    }
    expect(lookupLimited(db, '10.0.0.1', 'FR-900301', T0 + 10, rule)).toBe(true);
    expect(lookupLimited(db, '10.0.0.2', 'FR-900301', T0 + 10, rule)).toBe(false);
  });

  it('refuse an order number after five failures from any clients, in any case', () => {
    for (let i = 0; i < 5; i++) recordLookupFailure(db, `10.1.0.${i}`, 'gb-200118', T0, rule);
    expect(lookupLimited(db, '10.9.9.9', 'GB-200118', T0 + 1, rule)).toBe(true);
  });

  it('let them in again once the window has passed', () => {
    expect(lookupLimited(db, '10.0.0.1', 'FR-900301', T0 + 15 * MIN + 5, rule)).toBe(false);
    expect(lookupLimited(db, '10.9.9.9', 'GB-200118', T0 + 15 * MIN + 1, rule)).toBe(false);
  });

  it('four failures are not enough', () => {
    for (let i = 0; i < 4; i++) recordLookupFailure(db, '10.3.0.1', 'IT-600044', T0 + 20 * MIN, rule);
    expect(lookupLimited(db, '10.3.0.1', 'IT-600044', T0 + 20 * MIN + 1, rule)).toBe(false);
  });
});

it('emails match as people type them: case and surrounding spaces aside', () => {
  expect(sameEmail('guest.us@example.com', ' Guest.US@Example.com ')).toBe(true);
  expect(sameEmail('guest.us@example.com', 'guest.us@example.co')).toBe(false);
});
