import Database from 'better-sqlite3';
import { site } from '../../../../src/generated/site';
import { json, ownerApiUnderTest } from '../../../support/owner-api';
import { apiHeaders, DE, signIn, US, type Tokens } from '../../../support/server';

// Every exchange is held to the OpenAPI document (test/support/contract.ts): each answer below, 2xx or 4xx, matches
// deletedVehiclesResponse, vehicleResponse or errorResponse, with no field outside them.
const {
  app,
  clock,
  dbFile,
  owners: { us, de, gb },
} = ownerApiUnderTest(
  { us: 'michael.johnson@example.com', de: 'anna.schneider@example.com', gb: 'james.wilson@example.com' },
  { accessTokenTtlSeconds: 600 },
);
// The service's test clock starts at 2026-11-23T10:00:00Z and the demo data is seeded at that time.
const FUSION = '3FA6P0H74JR100006'; // Michael's, removed 6 days before the seeding, "Old sedan"
const FOCUS = '1FADP3K2XGL100007'; // Michael's, removed 45 days before: past the restore period
const FOCUS_DE = 'WF0DXXGAKDKM13579'; // Anna's (a 2019 Focus), removed 3 days before, no nickname
const ESCAPE = '1FMCU9J97PUA20002'; // in Michael's garage, no nickname
const F150 = '1FTFW1E87PFA10001'; // in Michael's garage, "Work truck"
const KUGA = 'WF0XXXGCDXPA12345'; // in Anna's garage

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_DAYS = site.garage.restoreWithinDays;
/** A time counted from the service's now (its test clock). */
const daysFromNow = (days: number) => new Date(clock.now().getTime() + days * DAY_MS).toISOString();

let db: Database.Database; // a second connection to the service's file: what is stored, and set-ups HTTP cannot make
beforeAll(() => {
  db = new Database(dbFile);
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
});
afterAll(() => db.close());

const vehicles = '/fs/api/v3/vehicles';
const headersOf = (tokens: Tokens, consumerKey: string, vin?: string) => ({
  ...apiHeaders(tokens.access_token, consumerKey),
  ...(vin ? { vin } : {}),
});
const michael = (vin?: string) => headersOf(us, US.consumerKey, vin);
const anna = (vin?: string) => headersOf(de, DE.consumerKey, vin);

const listed = (headers = michael()) => app.inject({ url: `${vehicles}/deleted`, headers });
const restore = (vin: string | undefined, headers = michael(vin)) =>
  app.inject({ method: 'POST', url: `${vehicles}/deleted`, headers });
const remove = (vin: string, headers = michael(vin)) => app.inject({ method: 'DELETE', url: vehicles, headers });
const garage = async (headers = michael()) => {
  const res = await app.inject({ url: '/owner/api/v3/profile?locale=en-us&country=USA', headers });
  expect(res.statusCode).toBe(200);
  return res.json().value.vehicles as { vin: string; nickName: string | null }[];
};
const vinsOf = async (headers = michael()) => {
  const res = await listed(headers);
  expect(res.statusCode).toBe(200);
  return (res.json().vehicles as { vin: string }[]).map((v) => v.vin);
};
const storedRemoved = (vin: string) =>
  db.prepare('SELECT COUNT(*) FROM removed_vehicles WHERE vin = ?').pluck().get(vin) as number;

describe('the recently removed vehicles', () => {
  it('lists the removal of six days ago with its nickname and until when it can be restored, not the one of 45 days ago', async () => {
    const res = await listed();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      vehicles: [
        {
          vin: FUSION,
          make: 'F',
          modelYear: '2018',
          modelName: 'Fusion',
          nickName: 'Old sedan',
          removedAt: daysFromNow(-6),
          restorableUntil: daysFromNow(PERIOD_DAYS - 6),
        },
      ],
    });
    expect(storedRemoved(FOCUS)).toBe(1); // kept, not listed
    expect((await restore(FOCUS)).json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'no recently removed vehicle with this VIN',
    });
  });

  it("shows another owner only their own (Anna: her old Focus), and refuses them Michael's with 404", async () => {
    const res = await listed(anna());
    expect(res.json().vehicles).toEqual([
      expect.objectContaining({ vin: FOCUS_DE, modelName: 'Focus', modelYear: '2019', nickName: null }),
    ]);
    const theirs = await restore(FUSION, anna(FUSION));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('no recently removed vehicle with this VIN');
    expect(await vinsOf()).toEqual([FUSION]);
    expect((await garage(anna())).map((v) => v.vin)).not.toContain(FUSION);
  });

  it('keeps a removed vehicle with the nickname it had, the most recent first; a refused removal keeps nothing', async () => {
    const rename = await app.inject({
      method: 'PUT',
      url: vehicles,
      headers: json(michael(ESCAPE)),
      payload: { nickName: 'Winter car' },
    });
    expect(rename.statusCode).toBe(200);
    clock.advance(60);
    expect((await remove(ESCAPE)).statusCode).toBe(204);
    const res = await listed();
    expect(res.json().vehicles).toEqual([
      {
        vin: ESCAPE,
        make: 'F',
        modelYear: '2019',
        modelName: 'Escape',
        nickName: 'Winter car',
        removedAt: clock.now().toISOString(),
        restorableUntil: daysFromNow(PERIOD_DAYS),
      },
      expect.objectContaining({ vin: FUSION }),
    ]);
    expect((await garage()).map((v) => v.vin)).not.toContain(ESCAPE);
    // Not in his garage (Anna's Kuga): 404, and nothing is kept.
    expect((await remove(KUGA)).statusCode).toBe(404);
    expect(storedRemoved(KUGA)).toBe(0);
  });

  it('restores a vehicle into the garage as it was, nickname included, and it leaves the list', async () => {
    clock.advance(60);
    const res = await restore(ESCAPE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { vin: ESCAPE, make: 'F', modelYear: '2019', modelName: 'Escape', nickName: 'Winter car' },
    });
    expect(await garage()).toContainEqual(expect.objectContaining({ vin: ESCAPE, nickName: 'Winter car' }));
    expect(
      db.prepare('SELECT added_at FROM owner_vehicles WHERE vin = ?').pluck().get(ESCAPE), // added again, now
    ).toBe(clock.now().toISOString());
    expect(await vinsOf()).toEqual([FUSION]);

    const fusion = await restore(FUSION);
    expect(fusion.json()).toEqual({
      data: { vin: FUSION, make: 'F', modelYear: '2018', modelName: 'Fusion', nickName: 'Old sedan' },
    });
    expect(await garage()).toContainEqual(expect.objectContaining({ vin: FUSION, nickName: 'Old sedan' }));
    expect(await vinsOf()).toEqual([]);
    expect(storedRemoved(FUSION)).toBe(0);
    // Restored: no longer a removed vehicle.
    const again = await restore(FUSION);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('no recently removed vehicle with this VIN');
  });

  it('refuses a call without a vin with 400, and a malformed one', async () => {
    const missing = await restore(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("'vin'");
    const withO = await restore('3FA6P0H74JR10000O');
    expect(withO.statusCode).toBe(400);
    expect(withO.json().message).toMatch(/^headers\.vin must match pattern/);
  });

  it("refuses with 409 a vehicle another owner added meanwhile: it stays in the other owner's garage", async () => {
    expect((await remove(FUSION)).statusCode).toBe(204);
    const added = await app.inject({
      method: 'POST',
      url: `${vehicles}?locale=en-gb&nickname=Mine`,
      headers: headersOf(gb, US.consumerKey, FUSION),
    });
    expect(added.statusCode).toBe(200);
    const res = await restore(FUSION);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('vehicle is in a garage again');
    expect((await garage()).map((v) => v.vin)).not.toContain(FUSION);
    expect(db.prepare('SELECT owner_id FROM owner_vehicles WHERE vin = ?').pluck().all(FUSION)).toHaveLength(1);
  });

  it("answers 409 for one that is back in the owner's garage, and forgets it; adding it again forgets it too", async () => {
    // A removal recorded while the vehicle is in the garage again (what the API itself no longer leaves behind).
    const owner = db.prepare('SELECT id FROM owners WHERE email = ?').pluck().get('michael.johnson@example.com');
    db.prepare('INSERT INTO removed_vehicles (owner_id, vin, nick_name, removed_at) VALUES (?, ?, ?, ?)').run(
      owner,
      F150,
      'Work truck',
      daysFromNow(-1),
    );
    expect(await vinsOf()).toContain(F150);
    const res = await restore(F150);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('vehicle is already in your garage');
    expect(storedRemoved(F150)).toBe(0);
    expect(await vinsOf()).not.toContain(F150);

    expect((await remove(ESCAPE)).statusCode).toBe(204);
    const addedBack = await app.inject({ method: 'POST', url: `${vehicles}?locale=en-us`, headers: michael(ESCAPE) });
    expect(addedBack.statusCode).toBe(200);
    expect(await vinsOf()).not.toContain(ESCAPE);
    expect(storedRemoved(ESCAPE)).toBe(0);
  });

  it('deletes the removed vehicles with the account; the vehicles themselves stay', async () => {
    expect(storedRemoved(FOCUS_DE)).toBe(1);
    const res = await app.inject({ method: 'DELETE', url: '/owner/api/v2/account', headers: anna() });
    expect(res.statusCode).toBe(204);
    expect(storedRemoved(FOCUS_DE)).toBe(0);
    expect(db.prepare('SELECT COUNT(*) FROM vehicles WHERE vin = ?').pluck().get(FOCUS_DE)).toBe(1);
  });

  it(`lists and restores a removal for ${PERIOD_DAYS} days, then answers 404`, async () => {
    expect((await remove(ESCAPE)).statusCode).toBe(204);
    const until = daysFromNow(PERIOD_DAYS);
    clock.advance(PERIOD_DAYS * 24 * 60 * 60);
    // Tokens are the provider's, on real time; signed in again all the same, in case they were not.
    Object.assign(us, await signIn(app, 'michael.johnson@example.com'));
    const last = await listed();
    expect(last.json().vehicles).toContainEqual(expect.objectContaining({ vin: ESCAPE, restorableUntil: until }));
    clock.advance(1);
    expect(await vinsOf()).toEqual([]);
    const res = await restore(ESCAPE);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('no recently removed vehicle with this VIN');
    expect((await garage()).map((v) => v.vin)).not.toContain(ESCAPE);
  });
});
