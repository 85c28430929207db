import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import { site } from '../../../../src/generated/site';
import {
  EXPORT_PLAN,
  EXPORT_STEPS,
  KEY_COLUMNS,
  NOT_ABOUT_OWNERS,
  WITHHELD_TABLES,
} from '../../../../src/server/owner-api/data-export-plan';
import { handTicks } from '../../../support/job-ticks';
import { ownerApiUnderTest } from '../../../support/owner-api';
import { apiHeaders, signIn, US, type Tokens } from '../../../support/server';

// Every exchange is held to the OpenAPI document (test/support/contract.ts): the status answers match
// dataExportResponse, the downloaded file dataExportDocument (no field outside it, no row field named like a secret),
// the refusals errorResponse. The export's steps are taken by hand (handTicks): nothing here waits.
const ticks = handTicks();
const {
  app,
  clock,
  dbFile,
  owners: { michael, daniel },
} = ownerApiUnderTest(
  { michael: 'michael.johnson@example.com', daniel: 'daniel.moore@example.com' },
  { accessTokenTtlSeconds: 600, jobTicks: ticks },
);
// The service's test clock starts at 2026-11-23T10:00:00Z and the demo data is seeded at that time.
const URL = '/owner/api/v2/data-export';
const DAY_MS = 24 * 60 * 60 * 1000;
const F150 = '1FTFW1E87PFA10001'; // in Michael's garage, "Work truck"
const TOTP_SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';

const status = (tokens: Tokens) => app.inject({ url: URL, headers: apiHeaders(tokens.access_token) });
const request = (tokens: Tokens) => app.inject({ method: 'POST', url: URL, headers: apiHeaders(tokens.access_token) });
const file = (tokens: Tokens) => app.inject({ url: `${URL}/file`, headers: apiHeaders(tokens.access_token) });
/** Asks for an export and takes every step of it: the file is ready. */
const prepared = async (tokens: Tokens) => {
  expect((await request(tokens)).statusCode).toBe(202);
  ticks.runAll();
  const res = await status(tokens);
  expect(res.json()).toMatchObject({ status: 'ready' });
  return res.json();
};

let db: Database.Database; // a second connection to the service's file: what is stored, and set-ups HTTP cannot make
beforeAll(() => {
  db = new Database(dbFile);
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
});
afterAll(() => db.close());

const idOf = (email: string) => db.prepare('SELECT id FROM owners WHERE email = ?').pluck().get(email) as number;
const rowsOf = (ownerId: number) =>
  db
    .prepare('SELECT status, document IS NOT NULL AS kept FROM data_exports WHERE owner_id = ? ORDER BY id')
    .all(ownerId);

describe('the contract', () => {
  it('answers none to an owner who never asked', async () => {
    const res = await status(daniel);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'none' });
  });

  it('finds no file to download before an export is ready (404)', async () => {
    expect((await file(daniel)).statusCode).toBe(404);
  });

  it('asks for the auth token like every owner call (401)', async () => {
    const res = await app.inject({ method: 'POST', url: URL, headers: { 'consumer-key': US.consumerKey } });
    expect(res.statusCode).toBe(401);
  });
});

describe("Michael's export", () => {
  let secrets: string[];
  beforeAll(() => {
    // Every kind of secret the service keeps about him, so the export can be searched for each.
    const id = idOf('michael.johnson@example.com');
    db.prepare(
      'INSERT OR REPLACE INTO mfa_options (owner_id, type, value, secret, totp_last_step) VALUES (?, ?, ?, ?, ?)',
    ).run(id, 'totp', null, TOTP_SECRET, 59_012_345);
    db.prepare(
      'INSERT INTO passkeys (owner_id, public_key, registered_at, credential_id, counter, transports) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(id, 'pQECAyYgASFYIPublicKeyOfMichael', '2026-11-20T09:00:00.000Z', 'cred-michael-1', 3, '["internal"]');
    const codeHash = crypto.createHash('sha256').update('123456').digest('hex');
    db.prepare(
      'INSERT OR REPLACE INTO email_changes (owner_id, new_email, code_hash, expires_at, wrong_tries) VALUES (?, ?, ?, ?, 0)',
    ).run(id, 'michael.new@example.com', codeHash, clock.now().getTime() + 900_000);
    const tokenHash = crypto.createHash('sha256').update('reset-token').digest('hex');
    db.prepare(
      'INSERT INTO password_resets (token_hash, owner_id, client_id, locale, return_to, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(tokenHash, id, 'owner-app', 'en-us', 'https://example.com/', clock.now().getTime() + 1_800_000);
    secrets = [
      db.prepare('SELECT password_hash FROM owners WHERE id = ?').pluck().get(id) as string,
      TOTP_SECRET,
      '59012345',
      codeHash,
      tokenHash,
      michael.access_token,
      michael.refresh_token,
      ...(db
        .prepare(
          `SELECT access_code_hash FROM bookings WHERE return_id IN (SELECT return_id FROM returns WHERE order_no IN
            (SELECT order_no FROM orders WHERE owner_id = ?))`,
        )
        .pluck()
        .all(id) as string[]),
    ];
  });

  it('starts at 0, then each step of the job moves the progress on until the file is ready', async () => {
    const requestedAt = clock.now().toISOString();
    const res = await request(michael);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'preparing', requestedAt, progress: 0 });
    // Prepared in the background, not in the request: the job asked for its first step, none was taken yet.
    expect(ticks.pending()).toBe(true);
    expect(ticks.pauses.at(-1)).toBe(site.dataExport.stepPauseMs);

    const seen: number[] = [0];
    for (let step = 1; step < EXPORT_STEPS.length; step += 1) {
      clock.advance(1);
      expect(ticks.tick()).toBe(true);
      const answer = (await status(michael)).json();
      expect(answer).toMatchObject({ status: 'preparing', requestedAt });
      seen.push(answer.progress);
    }
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.at(-1)).toBeLessThan(100);

    clock.advance(1);
    const readyAt = clock.now().toISOString();
    expect(ticks.tick()).toBe(true);
    expect(ticks.pending()).toBe(false);
    const done = (await status(michael)).json();
    const size = db.prepare("SELECT size FROM data_exports WHERE status = 'ready'").pluck().get() as number;
    expect(done).toEqual({
      status: 'ready',
      requestedAt,
      readyAt,
      availableUntil: new Date(Date.parse(readyAt) + site.dataExport.keepDays * DAY_MS).toISOString(),
      size,
      fileName: `owner-account-data-${readyAt.slice(0, 10)}.json`,
    });
  });

  it('sends the file as a JSON attachment of the size announced, naming its format, with his email and vehicles', async () => {
    const res = await file(michael);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const announced = (await status(michael)).json();
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${announced.fileName}"`);
    expect(Buffer.byteLength(res.body, 'utf8')).toBe(announced.size);
    const doc = res.json();
    expect(doc).toMatchObject({
      format: 'owner-account-data-export',
      formatVersion: 1,
      owner: { email: 'michael.johnson@example.com' },
    });
    expect(doc.sections.profile.account).toEqual([
      expect.objectContaining({ email: 'michael.johnson@example.com', firstName: 'Michael', lastName: 'Johnson' }),
    ]);
    expect(doc.sections.vehicles.garage).toContainEqual(expect.objectContaining({ vin: F150, nickName: 'Work truck' }));
    expect(doc.sections.vehicles.vehicles).toContainEqual(expect.objectContaining({ vin: F150, modelName: 'F-150' }));
    expect(doc.sections.signInSecurity.passkeys).toContainEqual(
      expect.objectContaining({ credentialId: 'cred-michael-1', publicKey: 'pQECAyYgASFYIPublicKeyOfMichael' }),
    );
    expect(doc.sections.signInSecurity.twoStepOptions).toContainEqual({ type: 'totp', value: null });
    expect(doc.sections.profile.pendingEmailChange).toEqual([
      expect.objectContaining({ newEmail: 'michael.new@example.com' }),
    ]);
    expect(doc.sections.orders.orders.length).toBeGreaterThan(0);
    expect(doc.withheld).toContainEqual(expect.objectContaining({ what: 'profile.account.passwordHash' }));
  });

  it('holds none of his secrets: password hash, authenticator secret, codes, reset and booking hashes, tokens', async () => {
    const body = (await file(michael)).body;
    expect(secrets.length).toBeGreaterThan(6);
    for (const secret of secrets) expect(body.includes(secret) ? secret : null).toBeNull();
  });

  it("is not another owner's to read: Daniel finds no export and no file (404)", async () => {
    expect((await status(daniel)).json()).toEqual({ status: 'none' });
    const res = await file(daniel);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('michael');
  });
});

describe('one at a time', () => {
  it('answers the export under way when asked again, and starts no second one', async () => {
    const id = idOf('daniel.moore@example.com');
    const first = await request(daniel);
    expect(first.statusCode).toBe(202);
    ticks.tick();
    clock.advance(5);
    const again = await request(daniel);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ ...first.json(), progress: again.json().progress });
    expect(again.json().progress).toBeGreaterThan(0);
    expect(rowsOf(id)).toEqual([{ status: 'preparing', kept: 0 }]);
    ticks.runAll();
    expect(rowsOf(id)).toEqual([{ status: 'ready', kept: 1 }]);
  });

  it('replaces a ready export with a new one, deleting its file', async () => {
    const id = idOf('daniel.moore@example.com');
    clock.advance(60);
    await prepared(daniel);
    expect(rowsOf(id)).toEqual([
      { status: 'ready', kept: 0 },
      { status: 'ready', kept: 1 },
    ]);
  });

  it(`allows ${site.dataExport.requestsPerDay} a day (429 after), counted over the last 24 hours`, async () => {
    // Daniel asked twice above.
    for (let n = 2; n < site.dataExport.requestsPerDay; n += 1) {
      clock.advance(60);
      await prepared(daniel);
    }
    clock.advance(60);
    const refused = await request(daniel);
    expect(refused.statusCode).toBe(429);
    expect((await status(daniel)).json()).toMatchObject({ status: 'ready' });
    clock.advance(DAY_MS / 1000);
    Object.assign(daniel, await signIn(app, 'daniel.moore@example.com'));
    await prepared(daniel);
  });
});

describe('expiry', () => {
  it(`keeps the file ${site.dataExport.keepDays} days, then deletes it: expired, and no file (404)`, async () => {
    const ready = (await status(michael)).json();
    expect(ready.status).toBe('ready');
    // Whole seconds only: to between one and two seconds before the end, then past it.
    const left = Date.parse(ready.availableUntil) - clock.now().getTime();
    clock.advance(Math.floor(left / 1000) - 1);
    Object.assign(michael, await signIn(app, 'michael.johnson@example.com'));
    expect((await file(michael)).statusCode).toBe(200);
    clock.advance(2);
    expect((await status(michael)).json()).toEqual({
      status: 'expired',
      requestedAt: ready.requestedAt,
      readyAt: ready.readyAt,
      availableUntil: ready.availableUntil,
    });
    expect((await file(michael)).statusCode).toBe(404);
    expect(rowsOf(idOf('michael.johnson@example.com'))).toEqual([{ status: 'ready', kept: 0 }]);
  });
});

describe('what the export covers', () => {
  const tables = () =>
    db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .pluck()
      .all() as string[];
  const columnsOf = (table: string) =>
    (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
  const exported = new Set(EXPORT_STEPS.map((s) => s.source.table));

  it('decides on every table of the database: exported, withheld with a reason, or holding nothing about owners', () => {
    const undecided = tables().filter(
      (t) => !exported.has(t) && !(t in WITHHELD_TABLES) && !NOT_ABOUT_OWNERS.includes(t),
    );
    expect(undecided).toEqual([]);
  });

  it('decides on every column of an exported table: exported, or withheld with a reason', () => {
    const undecided = EXPORT_STEPS.flatMap(({ source }) =>
      columnsOf(source.table)
        .filter((c) => !source.columns.includes(c) && !(c in (source.withheld ?? {})) && !KEY_COLUMNS.includes(c))
        .map((c) => `${source.table}.${c}`),
    );
    expect(undecided).toEqual([]);
  });

  it('exports only columns that exist, in every section of the schema', () => {
    const missing = EXPORT_STEPS.flatMap(({ source }) =>
      source.columns.filter((c) => !columnsOf(source.table).includes(c)).map((c) => `${source.table}.${c}`),
    );
    expect(missing).toEqual([]);
    expect(Object.keys(EXPORT_PLAN)).toEqual([
      'profile',
      'preferences',
      'vehicles',
      'vehicleHistory',
      'orders',
      'vehicleOrders',
      'loyalty',
      'messages',
      'signInSecurity',
    ]);
  });
});
