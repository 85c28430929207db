import Database from 'better-sqlite3';
import { json, ownerApiUnderTest } from '../../../support/owner-api';
import { apiHeaders, LINCOLN_US, US, type Tokens } from '../../../support/server';

// Every exchange is held to the OpenAPI document (test/support/contract.ts): answers match unitsResponse (or
// errorResponse), and a body the service accepted matches unitsRequest.
const {
  app,
  dbFile,
  owners: { us, leaving },
} = ownerApiUnderTest(
  { us: 'michael.johnson@example.com', leaving: 'olivia.brown@example.com' },
  { accessTokenTtlSeconds: 600 },
);
const URL = '/owner/api/v2/units-of-measurement';

let db: Database.Database; // a second, read-only connection to the service's file: what is really stored
beforeAll(() => {
  db = new Database(dbFile, { readonly: true });
});
afterAll(() => db.close());

const units = (tokens: Tokens = us, consumerKey = US.consumerKey) =>
  app.inject({ url: URL, headers: apiHeaders(tokens.access_token, consumerKey) });
const save = (body: unknown, tokens: Tokens = us, consumerKey = US.consumerKey) =>
  app.inject({
    method: 'PUT',
    url: URL,
    headers: json(apiHeaders(tokens.access_token, consumerKey)),
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
const stored = (email: string) =>
  db
    .prepare(
      `SELECT u.distance, u.fuel_economy, u.tyre_pressure, u.temperature FROM owner_units u
      JOIN owners o ON o.id = u.owner_id WHERE o.email = ?`,
    )
    .get(email);

describe('units of measurement', () => {
  it('answers no units for an owner who chose none: the market defaults apply', async () => {
    const res = await units();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ units: {} });
    expect(stored('michael.johnson@example.com')).toBeUndefined();
  });

  it('stores the four units and answers them, as GET then does', async () => {
    const chosen = { distance: 'km', fuelEconomy: 'l-per-100km', tyrePressure: 'bar', temperature: 'celsius' };
    const res = await save(chosen);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ units: chosen });
    expect((await units()).json()).toEqual({ units: chosen });
  });

  it('stores null as the market default (NULL), and answers only the units chosen', async () => {
    const res = await save({ distance: 'mi', fuelEconomy: null, tyrePressure: 'psi', temperature: null });
    expect(res.json()).toEqual({ units: { distance: 'mi', tyrePressure: 'psi' } });
    expect(res.body).not.toContain('null');
    expect((await units()).json()).toEqual({ units: { distance: 'mi', tyrePressure: 'psi' } });
    expect(stored('michael.johnson@example.com')).toEqual({
      distance: 'mi',
      fuel_economy: null,
      tyre_pressure: 'psi',
      temperature: null,
    });
  });

  it('removes the row when all four are null', async () => {
    const res = await save({ distance: null, fuelEconomy: null, tyrePressure: null, temperature: null });
    expect(res.json()).toEqual({ units: {} });
    expect(stored('michael.johnson@example.com')).toBeUndefined();
    // Again: nothing to remove is no error.
    expect((await save({ distance: null, fuelEconomy: null, tyrePressure: null, temperature: null })).statusCode).toBe(
      200,
    );
  });

  it('keeps each owner to their own units', async () => {
    await save({ distance: 'km', fuelEconomy: 'mpg-us', tyrePressure: null, temperature: 'fahrenheit' });
    expect((await units(leaving, LINCOLN_US.consumerKey)).json()).toEqual({ units: {} });
  });
});

describe('a body the schema refuses', () => {
  const BAD: [string, unknown][] = [
    ['a unit outside the enum', { distance: 'miles', fuelEconomy: null, tyrePressure: null, temperature: null }],
    ['a unit of another kind', { distance: 'km', fuelEconomy: 'psi', tyrePressure: null, temperature: null }],
    ['a missing unit', { distance: 'km', fuelEconomy: null, tyrePressure: null }],
    ['an unknown field', { distance: 'km', fuelEconomy: null, tyrePressure: null, temperature: null, speed: 'kmh' }],
    ['a number', { distance: 1, fuelEconomy: null, tyrePressure: null, temperature: null }],
    ['a unit in other case', { distance: 'KM', fuelEconomy: null, tyrePressure: null, temperature: null }],
  ];

  it.each(BAD)('refuses %s with 400 and a reason, and stores nothing', async (_what, body) => {
    const before = stored('michael.johnson@example.com');
    expect(before).toBeDefined(); // the previous describe left units to keep
    const res = await save(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^body/);
    expect(stored('michael.johnson@example.com')).toEqual(before);
  });

  it('names the field and the units it takes', async () => {
    const res = await save({ distance: 'miles', fuelEconomy: null, tyrePressure: null, temperature: null });
    expect(res.json().message).toMatch(/body\.distance .*km, mi/);
  });
});

describe('deleting the account', () => {
  it("takes the owner's units with it (ON DELETE CASCADE)", async () => {
    const chosen = { distance: 'mi', fuelEconomy: 'mpg-us', tyrePressure: 'psi', temperature: 'fahrenheit' };
    expect((await save(chosen, leaving, LINCOLN_US.consumerKey)).statusCode).toBe(200);
    const id = db.prepare('SELECT id FROM owners WHERE email = ?').pluck().get('olivia.brown@example.com');
    expect(db.prepare('SELECT COUNT(*) FROM owner_units WHERE owner_id = ?').pluck().get(id)).toBe(1);
    const res = await app.inject({
      method: 'DELETE',
      url: '/owner/api/v2/account',
      headers: apiHeaders(leaving.access_token, LINCOLN_US.consumerKey),
    });
    expect(res.statusCode).toBe(204);
    expect(db.prepare('SELECT COUNT(*) FROM owner_units WHERE owner_id = ?').pluck().get(id)).toBe(0);
    expect(stored('michael.johnson@example.com')).toBeDefined(); // another owner's stay
  });
});
