import Database from 'better-sqlite3';
import { json, ownerApiUnderTest } from '../../../support/owner-api';
import { apiHeaders, DE, US, type Tokens } from '../../../support/server';

// Every exchange is held to the OpenAPI document (test/support/contract.ts): each answer below, 2xx or 4xx, matches
// delinkOwnershipResponse, deletedVehiclesResponse, vehicleResponse or errorResponse, with no field outside them.
const {
  app,
  clock,
  dbFile,
  owners: { us, de },
} = ownerApiUnderTest({ us: 'michael.johnson@example.com', de: 'anna.schneider@example.com' });
// The service's test clock starts at 2026-11-23T10:00:00Z and the demo data is seeded at that time.
const ESCAPE = '1FMCU9J97PUA20002'; // in Michael's garage, no nickname
const F150 = '1FTFW1E87PFA10001'; // in Michael's garage, "Work truck"
const FUSION = '3FA6P0H74JR100006'; // Michael's, removed 6 days before the seeding: restorable
const KUGA = 'WF0XXXGCDXPA12345'; // in Anna's garage

let db: Database.Database; // a second connection to the service's file: what is stored, and set-ups HTTP cannot make
beforeAll(() => {
  db = new Database(dbFile);
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
});
afterAll(() => db.close());

const DELINK = '/fs/api/v2/vehicles/ownership/delink';
const headersOf = (tokens: Tokens, consumerKey: string, vin?: string) => ({
  ...apiHeaders(tokens.access_token, consumerKey),
  ...(vin ? { vin } : {}),
});
const michael = (vin?: string) => headersOf(us, US.consumerKey, vin);
const anna = (vin?: string) => headersOf(de, DE.consumerKey, vin);

const delink = (vin: string | undefined, payload: unknown = { reason: 'sold' }, headers = michael(vin)) =>
  app.inject({ method: 'POST', url: DELINK, headers: json(headers), payload: JSON.stringify(payload) });
const garage = async (headers = michael()) => {
  const res = await app.inject({ url: '/owner/api/v3/profile?locale=en-us&country=USA', headers });
  expect(res.statusCode).toBe(200);
  return (res.json().value.vehicles as { vin: string }[]).map((v) => v.vin);
};
const recentlyRemoved = async () => {
  const res = await app.inject({ url: '/fs/api/v3/vehicles/deleted', headers: michael() });
  expect(res.statusCode).toBe(200);
  return (res.json().vehicles as { vin: string }[]).map((v) => v.vin);
};
const restore = (vin: string) =>
  app.inject({ method: 'POST', url: '/fs/api/v3/vehicles/deleted', headers: michael(vin) });
const records = (vin: string) =>
  db
    .prepare(
      'SELECT owned_since AS ownedSince, ended_at AS endedAt, reason FROM ended_ownerships WHERE vin = ? ORDER BY id',
    )
    .all(vin);
const addedAt = (vin: string) => db.prepare('SELECT added_at FROM owner_vehicles WHERE vin = ?').pluck().get(vin);

describe('ownership delinking', () => {
  it('ends the ownership with its dates and reason and takes the vehicle out of the garage, not into the recently removed', async () => {
    const since = addedAt(ESCAPE);
    clock.advance(60);
    const res = await delink(ESCAPE, { reason: 'sold' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ownership: { vin: ESCAPE, ownedSince: since, endedAt: clock.now().toISOString(), reason: 'sold' },
    });
    expect(records(ESCAPE)).toEqual([{ ownedSince: since, endedAt: clock.now().toISOString(), reason: 'sold' }]);
    expect(await garage()).not.toContain(ESCAPE);
    // Unlike a removal: not listed, not restorable.
    expect(await recentlyRemoved()).not.toContain(ESCAPE);
    const back = await restore(ESCAPE);
    expect([back.statusCode, back.json().message]).toEqual([404, 'no recently removed vehicle with this VIN']);
    expect(await garage()).not.toContain(ESCAPE);
  });

  it('answers 404 for a vehicle not in the garage: already delinked, or another owner’s; nothing is recorded', async () => {
    const again = await delink(ESCAPE, { reason: 'transferred' });
    expect([again.statusCode, again.json().message]).toEqual([404, 'vehicle not in the garage']);
    expect(records(ESCAPE)).toHaveLength(1);
    const annas = await delink(KUGA, { reason: 'notMine' });
    expect([annas.statusCode, annas.json().message]).toEqual([404, 'vehicle not in the garage']);
    expect(records(KUGA)).toEqual([]);
    expect(await garage(anna())).toContain(KUGA);
  });

  it('leaves a removed vehicle restorable: it is not in the garage, so there is no ownership to end here', async () => {
    expect(await recentlyRemoved()).toContain(FUSION);
    expect((await delink(FUSION)).statusCode).toBe(404);
    expect(await recentlyRemoved()).toContain(FUSION);
    expect(records(FUSION)).toEqual([]);
  });

  it.each([
    ['no reason', {}, "body must have required property 'reason'"],
    [
      'a reason outside the list',
      { reason: 'stolen' },
      'body.reason must be equal to one of the allowed values: sold, transferred, notMine',
    ],
    ['a field besides the reason', { reason: 'sold', note: 'x' }, "body must NOT have additional property 'note'"],
  ])('refuses %s with 400 and the reason, and keeps the vehicle', async (_what, payload, message) => {
    const res = await delink(F150, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await garage()).toContain(F150);
    expect(records(F150)).toEqual([]);
  });

  it('refuses a call without a vin with 400, and a malformed one', async () => {
    const missing = await delink(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("'vin'");
    const withO = await delink('1FTFW1E87PFA1000O');
    expect(withO.statusCode).toBe(400);
    expect(withO.json().message).toMatch(/^headers\.vin must match pattern/);
    expect(await garage()).toContain(F150);
  });

  it('forgets a removal left from before, so the delinked vehicle cannot come back from there', async () => {
    const owner = db.prepare('SELECT id FROM owners WHERE email = ?').pluck().get('michael.johnson@example.com');
    db.prepare('INSERT INTO removed_vehicles (owner_id, vin, nick_name, removed_at) VALUES (?, ?, ?, ?)').run(
      owner,
      F150,
      'Work truck',
      clock.now().toISOString(),
    );
    expect((await delink(F150, { reason: 'transferred' })).statusCode).toBe(200);
    expect(await recentlyRemoved()).not.toContain(F150);
    expect((await restore(F150)).statusCode).toBe(404);
  });

  it('records a second ownership of the same vehicle on its own: added again with its VIN, then delinked again', async () => {
    clock.advance(60);
    const added = await app.inject({
      method: 'POST',
      url: '/fs/api/v3/vehicles?locale=en-us',
      headers: michael(ESCAPE),
    });
    expect(added.statusCode).toBe(200);
    const since = clock.now().toISOString();
    clock.advance(60);
    expect((await delink(ESCAPE, { reason: 'notMine' })).json().ownership).toEqual({
      vin: ESCAPE,
      ownedSince: since,
      endedAt: clock.now().toISOString(),
      reason: 'notMine',
    });
    expect(records(ESCAPE).map((r) => (r as { reason: string }).reason)).toEqual(['sold', 'notMine']);
  });

  it('deletes the ownership records with the account; the vehicles themselves stay', async () => {
    expect((await delink(KUGA, { reason: 'sold' }, anna(KUGA))).statusCode).toBe(200);
    expect(records(KUGA)).toHaveLength(1);
    const res = await app.inject({ method: 'DELETE', url: '/owner/api/v2/account', headers: anna() });
    expect(res.statusCode).toBe(204);
    expect(records(KUGA)).toEqual([]);
    expect(db.prepare('SELECT COUNT(*) FROM vehicles WHERE vin = ?').pluck().get(KUGA)).toBe(1);
  });
});
