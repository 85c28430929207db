/*
 * Recovery codes in the owner API: a new set answers its codes once (site.signInSecurity.recoveryCodes: how many, how
 * long, in groups) and replaces the old one; the service keeps only salted scrypt hashes; the count call never
 * answers a code.
 */
import Database from 'better-sqlite3';
import { site } from '../../../../src/generated/site';
import { RECOVERY_ALPHABET, spendRecoveryCode } from '../../../../src/server/shared/recovery-codes';
import { ownerApiUnderTest } from '../../../support/owner-api';
import { apiHeaders, US } from '../../../support/server';

const rules = site.signInSecurity.recoveryCodes;
const MICHAEL = 'michael.johnson@example.com';

const {
  app,
  clock,
  dbFile,
  owners: { us },
} = ownerApiUnderTest({ us: MICHAEL }, { accessTokenTtlSeconds: 600 });
const headers = () => apiHeaders(us.access_token, US.consumerKey);

function withDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(dbFile);
  try {
    return work(db);
  } finally {
    db.close();
  }
}
const ownerId = () =>
  withDb((db) => db.prepare('SELECT id FROM owners WHERE email = ?').pluck().get(MICHAEL) as number);
const stored = () =>
  withDb(
    (db) =>
      db
        .prepare('SELECT code_hash AS hash, used_at AS usedAt FROM recovery_codes WHERE owner_id = ? ORDER BY id')
        .all(ownerId()) as { hash: string; usedAt: string | null }[],
  );

const status = async () => (await app.inject({ url: '/owner/api/v2/recovery-codes', headers: headers() })).json();
const generate = () => app.inject({ method: 'POST', url: '/owner/api/v2/recovery-codes', headers: headers() });
/** Uses a code as the provider's second-factor step does. */
async function use(code: string): Promise<boolean> {
  const db = new Database(dbFile);
  try {
    return await spendRecoveryCode(db, ownerId(), code, clock.now());
  } finally {
    db.close();
  }
}

it('answers none before a set is made', async () => {
  expect(await status()).toEqual({ total: 0, left: 0 });
});

it(`makes ${rules.count} codes of ${rules.length} characters in groups of ${rules.groupSize}, answered once and kept only as hashes`, async () => {
  const res = await generate();
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const body = res.json();
  expect(body).toEqual({
    codes: expect.any(Array),
    total: rules.count,
    left: rules.count,
    createdTimestamp: clock.now().toISOString(),
  });
  const codes = body.codes as string[];
  expect(codes).toHaveLength(rules.count);
  expect(new Set(codes).size).toBe(rules.count);
  const group = `[${RECOVERY_ALPHABET}]`;
  for (const code of codes) {
    expect(code.replace(/-/g, '')).toHaveLength(rules.length);
    expect(code.split('-').every((g) => g.length <= rules.groupSize)).toBe(true);
    expect(code).toMatch(new RegExp(`^${group}+(-${group}+)*$`));
  }
  // Stored: a scrypt hash per code with one salt for the set, never the code (with or without its dashes).
  const rows = stored();
  expect(rows).toHaveLength(rules.count);
  const salts = new Set(rows.map((r) => r.hash.split('$')[4]));
  expect(salts.size).toBe(1);
  const file = withDb((db) => JSON.stringify(db.prepare('SELECT * FROM recovery_codes').all()));
  for (const code of codes) {
    expect(file).not.toContain(code);
    expect(file).not.toContain(code.replace(/-/g, ''));
  }
  for (const row of rows) expect(row.hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
  // The count never answers a code.
  expect(await status()).toEqual({ total: rules.count, left: rules.count, createdTimestamp: body.createdTimestamp });
});

it('uses each code once: the count goes down, and the same code (however it is typed) never works again', async () => {
  const codes = (await generate()).json().codes as string[];
  const [first = '', second = ''] = codes;
  expect(await use(first)).toBe(true);
  expect(await use(first)).toBe(false);
  expect(await use(first.toLowerCase().replace(/-/g, ' '))).toBe(false);
  // Typed in lower case, without the dash: the same code.
  expect(await use(second.toLowerCase().replace(/-/g, ''))).toBe(true);
  expect(await status()).toMatchObject({ total: rules.count, left: rules.count - 2 });
  expect(stored().filter((r) => r.usedAt !== null)).toHaveLength(2);
  expect(await use('not a code')).toBe(false);
  expect(await use('0'.repeat(rules.length))).toBe(false);
});

it('replaces the whole set: no old code works once a new set is made', async () => {
  const old = (await generate()).json().codes as string[];
  expect(await use(old[0] ?? '')).toBe(true);
  clock.advance(60);
  const fresh = (await generate()).json();
  expect(fresh.left).toBe(rules.count);
  expect(await status()).toMatchObject({ total: rules.count, left: rules.count });
  for (const code of old.slice(1)) expect(await use(code)).toBe(false);
  expect(await use((fresh.codes as string[])[0] ?? '')).toBe(true);
});

it('needs a signed-in owner for both calls', async () => {
  const stranger = apiHeaders('not-a-token', US.consumerKey);
  expect((await app.inject({ url: '/owner/api/v2/recovery-codes', headers: stranger })).statusCode).toBe(401);
  expect(
    (await app.inject({ method: 'POST', url: '/owner/api/v2/recovery-codes', headers: stranger })).statusCode,
  ).toBe(401);
});
