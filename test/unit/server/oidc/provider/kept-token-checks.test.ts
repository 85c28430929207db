/*
 * The local provider's answer about an access token is kept for the next calls with it only while nothing in the
 * database has changed: any write here or by another process, the keeping time or the token's expiry ends it. The
 * provider's own check is a counting stand-in here (what is under test is the keeping); the sign-out and revoked-grant
 * cases through the real provider are in provider-tokens.test.ts and sign-ins.test.ts.
 */
import type { ProviderTokens } from '../../../../../src/server/context';
import { openDb, type Db } from '../../../../../src/server/db/open';
import { keptWhileUnchanged } from '../../../../../src/server/oidc/provider/kept-token-checks';
import { tempDir } from '../../../../support/server';

type Answer = Awaited<ReturnType<ProviderTokens['ownerOf']>>;

const tmp = tempDir();
let db: Db;
let time = 0;
const now = () => time;

beforeAll(() => {
  db = openDb(tmp.dbFile);
  db.exec('CREATE TABLE IF NOT EXISTS scratch (n INTEGER)');
});
afterAll(() => {
  db.close();
  tmp.remove();
});
beforeEach(() => {
  time = 1_000_000;
});

/** The provider's check as a stand-in: counts its reads, answers what the test says. */
function provider(answer: (token: string) => Answer = () => ({ ok: true, guid: 'owner-1' })) {
  const read: string[] = [];
  return {
    read,
    ownerOf: async (token: string) => {
      read.push(token);
      return answer(token);
    },
  };
}

describe('an access token answer kept while nothing changed', () => {
  it('asks the provider once for calls in a row with one token, and again for another token', async () => {
    const p = provider();
    const ownerOf = keptWhileUnchanged(db, p.ownerOf, 10_000, now);
    expect(await ownerOf('token-a')).toEqual({ ok: true, guid: 'owner-1' });
    expect(await ownerOf('token-a')).toMatchObject({ ok: true, guid: 'owner-1' });
    expect(await ownerOf('token-a')).toMatchObject({ ok: true, guid: 'owner-1' });
    expect(await ownerOf('token-b')).toMatchObject({ ok: true });
    expect(p.read).toEqual(['token-a', 'token-b']);
  });

  it('asks again after any write to the database (a sign-out, a revoked grant, an ended sign-in)', async () => {
    const p = provider();
    const ownerOf = keptWhileUnchanged(db, p.ownerOf, 10_000, now);
    await ownerOf('token-a');
    db.prepare('INSERT INTO scratch (n) VALUES (1)').run();
    await ownerOf('token-a');
    await ownerOf('token-a');
    expect(p.read).toEqual(['token-a', 'token-a']);
  });

  it("asks again after another process's write to the file", async () => {
    const p = provider();
    const ownerOf = keptWhileUnchanged(db, p.ownerOf, 10_000, now);
    await ownerOf('token-a');
    const other = openDb(tmp.dbFile);
    try {
      other.prepare('INSERT INTO scratch (n) VALUES (2)').run();
    } finally {
      other.close();
    }
    await ownerOf('token-a');
    expect(p.read).toEqual(['token-a', 'token-a']);
  });

  it('keeps nothing the provider answered while something was written', async () => {
    const p = provider(() => {
      db.prepare('INSERT INTO scratch (n) VALUES (3)').run();
      return { ok: true, guid: 'owner-1' };
    });
    const ownerOf = keptWhileUnchanged(db, p.ownerOf, 10_000, now);
    await ownerOf('token-a');
    await ownerOf('token-a');
    expect(p.read).toEqual(['token-a', 'token-a']);
  });

  it('keeps nothing read before a write that another call has seen since', async () => {
    let ownerOf: ProviderTokens['ownerOf'] = async () => ({ ok: false, reason: 'unknown' });
    const p = provider((token) => {
      if (token === 'token-a') {
        // While the provider reads token-a: a sign-out is written, and another owner's call sees the new version.
        db.prepare('INSERT INTO scratch (n) VALUES (4)').run();
        void ownerOf('token-b');
      }
      return { ok: true, guid: 'owner-1' };
    });
    ownerOf = keptWhileUnchanged(db, p.ownerOf, 10_000, now);
    await ownerOf('token-a');
    await ownerOf('token-a');
    expect(p.read.filter((t) => t === 'token-a')).toHaveLength(2);
  });

  it('keeps an answer at most the keeping time, and never past the token’s expiry', async () => {
    const p = provider((token) => ({
      ok: true,
      guid: 'owner-1',
      expiresAt: token === 'short' ? time + 2_000 : undefined,
    }));
    const ownerOf = keptWhileUnchanged(db, p.ownerOf, 10_000, now);
    await ownerOf('long');
    await ownerOf('short');
    time += 2_000;
    await ownerOf('long');
    await ownerOf('short');
    expect(p.read).toEqual(['long', 'short', 'short']);
    time += 8_000;
    await ownerOf('long');
    expect(p.read).toEqual(['long', 'short', 'short', 'long']);
  });

  it('keeps no refusal: an unknown or expired token is asked about every time', async () => {
    const p = provider(() => ({ ok: false, reason: 'unknown' }));
    const ownerOf = keptWhileUnchanged(db, p.ownerOf, 10_000, now);
    expect(await ownerOf('made-up')).toEqual({ ok: false, reason: 'unknown' });
    expect(await ownerOf('made-up')).toEqual({ ok: false, reason: 'unknown' });
    expect(p.read).toEqual(['made-up', 'made-up']);
  });

  it('is the provider’s own check when the environment keeps nothing (cacheSeconds 0 or absent)', () => {
    const p = provider();
    expect(keptWhileUnchanged(db, p.ownerOf, 0, now)).toBe(p.ownerOf);
  });

  it('holds at most maxKept answers', async () => {
    const p = provider();
    const ownerOf = keptWhileUnchanged(db, p.ownerOf, 10_000, now, 2);
    await ownerOf('a');
    await ownerOf('b');
    await ownerOf('c'); // the third empties what was kept
    await ownerOf('a');
    expect(p.read).toEqual(['a', 'b', 'c', 'a']);
  });
});
