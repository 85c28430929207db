import { openDb, type Db } from '../../../../../src/server/db/open';
import { sqliteAdapter } from '../../../../../src/server/oidc/provider/sqlite-adapter';
import { tempDir } from '../../../../support/server';

const tmp = tempDir();
let db: Db;
let t = Date.parse('2026-11-23T10:00:00Z');
const clock = () => t;

beforeAll(() => {
  db = openDb(tmp.dbFile);
});
afterAll(() => {
  db.close();
  tmp.remove();
});

describe('the provider adapter over SQLite', () => {
  it('finds what was stored, with its jti, and keeps no token in the file', async () => {
    const Adapter = sqliteAdapter(db, clock);
    await new Adapter('AccessToken').upsert(
      'token-secret-1',
      { jti: 'token-secret-1', grantId: 'g1', accountId: 'a' },
      60,
    );
    expect(await new Adapter('AccessToken').find('token-secret-1')).toEqual({
      jti: 'token-secret-1',
      grantId: 'g1',
      accountId: 'a',
    });
    const rows = JSON.stringify(db.prepare('SELECT * FROM oidc_models').all());
    expect(rows).not.toContain('token-secret-1');
    // Models are apart: the same id names nothing in another model.
    expect(await new Adapter('RefreshToken').find('token-secret-1')).toBeUndefined();
  });

  it('marks a consumed model consumed, so a replay is recognised', async () => {
    const Adapter = sqliteAdapter(db, clock);
    const codes = new Adapter('AuthorizationCode');
    await codes.upsert('code-1', { jti: 'code-1', grantId: 'g2' }, 60);
    expect((await codes.find('code-1'))?.consumed).toBeUndefined();
    await codes.consume('code-1');
    expect((await codes.find('code-1'))?.consumed).toEqual(expect.any(Number));
  });

  it('treats an expired model as gone', async () => {
    const Adapter = sqliteAdapter(db, clock);
    await new Adapter('Interaction').upsert('i-1', { jti: 'i-1' }, 10);
    t += 11_000;
    expect(await new Adapter('Interaction').find('i-1')).toBeUndefined();
  });

  it('revokes every model of a grant, in that model only', async () => {
    const Adapter = sqliteAdapter(db, clock);
    const access = new Adapter('AccessToken');
    const refresh = new Adapter('RefreshToken');
    await access.upsert('at-a', { jti: 'at-a', grantId: 'family' }, 60);
    await access.upsert('at-b', { jti: 'at-b', grantId: 'other' }, 60);
    await refresh.upsert('rt-a', { jti: 'rt-a', grantId: 'family' }, 60);
    await access.revokeByGrantId('family');
    expect(await access.find('at-a')).toBeUndefined();
    expect(await access.find('at-b')).toBeDefined();
    expect(await refresh.find('rt-a')).toBeDefined();
  });

  it('finds a session by its uid, and a session after the file is opened again', async () => {
    const sessions = new (sqliteAdapter(db, clock))('Session');
    await sessions.upsert('session-id', { jti: 'session-id', uid: 'uid-1', accountId: 'owner' }, 3600);
    db.close();
    db = openDb(tmp.dbFile);
    const reopened = new (sqliteAdapter(db, clock))('Session');
    expect(await reopened.findByUid('uid-1')).toEqual({ jti: 'session-id', uid: 'uid-1', accountId: 'owner' });
    expect(await reopened.find('session-id')).toEqual({ jti: 'session-id', uid: 'uid-1', accountId: 'owner' });
    await reopened.destroy('session-id');
    expect(await reopened.findByUid('uid-1')).toBeUndefined();
  });
});
