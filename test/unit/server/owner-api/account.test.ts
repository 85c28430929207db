import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { openDb } from '../../../../src/server/db/open';
import { deleteOwner } from '../../../../src/server/owner-api/account';
import { seed } from '../../../../src/server/seed/seed';
import type { HttpClient } from '../../../support/http';
import { apiHeaders, signIn, startService, tempDir, testClock, US, type Tokens } from '../../../support/server';
import { SERVICE_START_TIMEOUT_MS } from '../../../support/timeouts';

const tmp = tempDir();
const clock = testClock();
let server: FastifyInstance;
let app: HttpClient;
let db: Database.Database; // a second, read-only connection to the service's file: what is really stored

/** Lucas (product/fr-fr) has a bit of everything: vehicle, preferences, MFA options, a passkey, orders with items, vehicle orders, a reservation. */
const LEAVING = 'lucas.martin@example.com';
const STAYING = 'michael.johnson@example.com';

/** Every table that holds an owner's rows, with how to find them. */
const OWNER_ROWS: Record<string, string> = {
  owners: 'SELECT COUNT(*) FROM owners WHERE id = ?',
  owner_vehicles: 'SELECT COUNT(*) FROM owner_vehicles WHERE owner_id = ?',
  privacy_preferences: 'SELECT COUNT(*) FROM privacy_preferences WHERE owner_id = ?',
  mfa_options: 'SELECT COUNT(*) FROM mfa_options WHERE owner_id = ?',
  passkeys: 'SELECT COUNT(*) FROM passkeys WHERE owner_id = ?',
  orders: 'SELECT COUNT(*) FROM orders WHERE owner_id = ?',
  order_items: 'SELECT COUNT(*) FROM order_items WHERE order_no IN (SELECT order_no FROM orders WHERE owner_id = ?)',
  vehicle_orders: 'SELECT COUNT(*) FROM vehicle_orders WHERE owner_id = ?',
  vehicle_order_events:
    'SELECT COUNT(*) FROM vehicle_order_events WHERE order_id IN (SELECT order_id FROM vehicle_orders WHERE owner_id = ?)',
  reservations: 'SELECT COUNT(*) FROM reservations WHERE owner_id = ?',
};
/** The provider's records of the owner's sign-ins (sessions, grants, codes, tokens), found by the owner's guid. */
const PROVIDER_ROWS = "SELECT COUNT(*) FROM oidc_models WHERE json_extract(payload, '$.accountId') = ?";

const idOf = (email: string) =>
  db.prepare('SELECT id FROM owners WHERE email = ?').pluck().get(email) as number | undefined;
const rowsOf = (id: number, guid: string) => ({
  ...Object.fromEntries(
    Object.entries(OWNER_ROWS).map(([table, sql]) => [table, db.prepare(sql).pluck().get(id) as number]),
  ),
  oidc_models: db.prepare(PROVIDER_ROWS).pluck().get(guid) as number,
  // Where and on what its sessions were signed in (the devices and sign-ins list).
  sign_in_records: db.prepare('SELECT COUNT(*) FROM sign_in_records WHERE account_id = ?').pluck().get(guid) as number,
});
/** Every row of every table but the leaving owner's, as text: nothing of anyone else may change. */
function everyoneElse(id: number, guid: string, orderNos: string[], vehicleOrderIds: string[]): string {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  const theirs = (table: string, r: Record<string, unknown>) =>
    (table === 'owners' ? r.id === id : r.owner_id === id) ||
    (table === 'order_items' && orderNos.includes(String(r.order_no))) ||
    (table === 'vehicle_order_events' && vehicleOrderIds.includes(String(r.order_id))) ||
    (table === 'oidc_models' && (JSON.parse(String(r.payload)) as { accountId?: string }).accountId === guid) ||
    (table === 'sign_in_records' && r.account_id === guid);
  return JSON.stringify(
    tables.map((t) => [
      t,
      (db.prepare(`SELECT * FROM "${t}"`).all() as Record<string, unknown>[]).filter((r) => !theirs(t, r)),
    ]),
  );
}

const deleteAccount = (tokens: Tokens) =>
  app.inject({ method: 'DELETE', url: '/owner/api/v2/account', headers: apiHeaders(tokens.access_token) });

beforeAll(async () => {
  ({ server, app } = await startService({ dbFile: tmp.dbFile, now: clock.now, accessTokenTtlSeconds: 600 }));
  db = new Database(tmp.dbFile, { readonly: true });
}, SERVICE_START_TIMEOUT_MS);
afterAll(async () => {
  db.close();
  await server.close();
  tmp.remove();
});

describe('DELETE /owner/api/v2/account', () => {
  let leaving: Tokens;
  let otherSession: Tokens;
  let staying: Tokens;
  let id: number;
  let guid: string;
  let before: string;
  let orderNos: string[];
  let vehicleOrderIds: string[];

  beforeAll(async () => {
    leaving = await signIn(app, LEAVING);
    otherSession = await signIn(app, LEAVING); // the same owner on another device
    staying = await signIn(app, STAYING);
    id = idOf(LEAVING)!;
    guid = db.prepare('SELECT guid FROM owners WHERE id = ?').pluck().get(id) as string;
    // The demo data gives Lucas a row in every table, so "all gone" below proves something.
    expect(
      Object.entries(rowsOf(id, guid))
        .filter(([, n]) => n === 0)
        .map(([t]) => t),
    ).toEqual([]);
    orderNos = db.prepare('SELECT order_no FROM orders WHERE owner_id = ?').pluck().all(id) as string[];
    vehicleOrderIds = db.prepare('SELECT order_id FROM vehicle_orders WHERE owner_id = ?').pluck().all(id) as string[];
    before = everyoneElse(id, guid, orderNos, vehicleOrderIds);
    const res = await deleteAccount(leaving);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  }, SERVICE_START_TIMEOUT_MS);

  it('removes every row of the owner: profile, garage links, preferences, MFA options, passkeys, orders, sign-ins', () => {
    expect(rowsOf(id, guid)).toEqual(
      Object.fromEntries([...Object.keys(OWNER_ROWS), 'oidc_models', 'sign_in_records'].map((t) => [t, 0])),
    );
    expect(idOf(LEAVING)).toBeUndefined();
  });

  it('changes nothing of any other owner', async () => {
    expect(everyoneElse(id, guid, orderNos, vehicleOrderIds)).toBe(before);
    const res = await app.inject({
      url: '/owner/api/v2/orders?storeIds=2201',
      headers: apiHeaders(staying.access_token),
    });
    expect(res.statusCode).toBe(200);
  });

  it('keeps the vehicle itself (the catalogue), now in no garage: another owner may add it', async () => {
    expect(db.prepare('SELECT COUNT(*) FROM vehicles WHERE vin = ?').pluck().get('WF0NXXGCHNRC98765')).toBe(1);
    const res = await app.inject({
      method: 'POST',
      url: '/fs/api/v3/vehicles?locale=en-us',
      headers: { ...apiHeaders(staying.access_token), vin: 'WF0NXXGCHNRC98765' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('ends every session of the owner: access tokens get 401, refresh tokens are refused', async () => {
    for (const tokens of [leaving, otherSession]) {
      const res = await app.inject({
        url: '/owner/api/v2/orders?storeIds=2201',
        headers: apiHeaders(tokens.access_token),
      });
      expect(res.statusCode).toBe(401);
      const swap = await app.inject({
        method: 'PUT',
        url: '/owner/api/v2/token-swap',
        headers: { 'consumer-key': US.consumerKey },
        payload: { refresh_token: tokens.refresh_token, app_text: 'x' },
      });
      expect(swap.statusCode).toBe(401);
    }
  });

  it('answers a second delete with the old token 401, not an error', async () => {
    expect((await deleteAccount(otherSession)).statusCode).toBe(401);
  });

  it("refuses the owner's sign-in afterwards (the sign-in page again, 401)", async () => {
    await expect(signIn(app, LEAVING)).rejects.toThrow('the password page answered 401');
  });
});

it('also empties a table that points at owners without ON DELETE CASCADE, instead of failing on the foreign key', () => {
  const dir = tempDir();
  const own = openDb(dir.dbFile);
  try {
    seed(own);
    own.exec('CREATE TABLE owner_notes (owner_id INTEGER NOT NULL REFERENCES owners(id), note TEXT NOT NULL)');
    const ids = own
      .prepare('SELECT id FROM owners WHERE email IN (?, ?) ORDER BY email')
      .pluck()
      .all(LEAVING, STAYING) as number[];
    for (const ownerId of ids)
      own.prepare('INSERT INTO owner_notes (owner_id, note) VALUES (?, ?)').run(ownerId, 'note');
    const leavingId = own.prepare('SELECT id FROM owners WHERE email = ?').pluck().get(LEAVING) as number;
    deleteOwner(own, leavingId);
    expect(own.prepare('SELECT owner_id FROM owner_notes').pluck().all()).toEqual(ids.filter((i) => i !== leavingId));
    expect(own.prepare('SELECT COUNT(*) FROM owners WHERE id = ?').pluck().get(leavingId)).toBe(0);
  } finally {
    own.close();
    dir.remove();
  }
});
