import Database from 'better-sqlite3';
import { json, ownerApiUnderTest } from '../../../support/owner-api';
import { apiHeaders, LINCOLN_US, US } from '../../../support/server';

// Every exchange is held to the OpenAPI document (test/support/contract.ts): each answer below, 2xx or 4xx, matches
// handoverChecklistResponse or errorResponse, with no field outside them.
const {
  app,
  clock,
  dbFile,
  owners: { us, lincoln },
} = ownerApiUnderTest(
  { us: 'michael.johnson@example.com', lincoln: 'olivia.brown@example.com' },
  { accessTokenTtlSeconds: 600 },
);
// The service's test clock starts at 2026-11-23T10:00:00Z and the demo data is seeded at that time.
const MACH_E = 'VO-US-5501'; // Michael's, shipped (VITR), electric; drivingLicence and insurance ticked in the seed
const LIGHTNING = 'VO-US-5534'; // Michael's, in production (BWKA)
const NAUTILUS = 'VO-US-L-6101'; // Olivia's, purchase completed (VAFD), not electric

const ALL_ITEMS = [
  'drivingLicence',
  'insurance',
  'payment',
  'tradeIn',
  'walkaround',
  'keys',
  'charging',
  'connectApp',
  'documents',
];
/** The seed's ticks on Michael's Mach-E order: days before the seeding. */
const SEEDED_TICKS: Record<string, number | undefined> = { drivingLicence: 4, insurance: 2 };
const DAY_MS = 24 * 60 * 60 * 1000;
/** A time counted from the service's now (its test clock). */
const daysFromNow = (days: number) => new Date(clock.now().getTime() + days * DAY_MS).toISOString();

let db: Database.Database; // a second connection to the service's file: what is stored
let seededAt: number;
beforeAll(() => {
  db = new Database(dbFile, { readonly: true });
  db.pragma('busy_timeout = 5000');
  seededAt = clock.now().getTime();
});
afterAll(() => db.close());

const michael = () => apiHeaders(us.access_token, US.consumerKey);
const olivia = () => apiHeaders(lincoln.access_token, LINCOLN_US.consumerKey);
const checklistUrl = (orderId: string) => `/owner/api/v2/customer-orders/${orderId}/handover-checklist`;

const checklist = (orderId: string, headers = michael()) => app.inject({ url: checklistUrl(orderId), headers });
const check = (orderId: string, itemId: string, done: boolean, headers = michael()) =>
  app.inject({ method: 'PUT', url: `${checklistUrl(orderId)}/${itemId}`, headers: json(headers), payload: { done } });
const storedTicks = (orderId: string) =>
  db
    .prepare('SELECT item_id FROM vehicle_order_handover_ticks WHERE order_id = ? ORDER BY item_id')
    .pluck()
    .all(orderId);
const seededDaysAgo = (days: number) => new Date(seededAt - days * DAY_MS).toISOString();

describe('the handover-day checklist', () => {
  it('lists every item of an electric order in delivery, with the ticks of the seed and the expected day', async () => {
    const res = await checklist(MACH_E);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      orderId: MACH_E,
      handoverDate: '2026-12-04',
      items: ALL_ITEMS.map((id) => {
        const daysAgo = SEEDED_TICKS[id];
        return daysAgo === undefined
          ? { id, done: false, checkedAt: null }
          : { id, done: true, checkedAt: seededDaysAgo(daysAgo) };
      }),
    });
  });

  it('leaves the electric-only item out of a non-electric order (purchase completed), with nothing ticked', async () => {
    const res = await checklist(NAUTILUS, olivia());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      orderId: NAUTILUS,
      handoverDate: '2026-11-28',
      items: ALL_ITEMS.filter((id) => id !== 'charging').map((id) => ({ id, done: false, checkedAt: null })),
    });
    expect(storedTicks(NAUTILUS)).toEqual([]);
  });

  it('refuses an order still in production with 409 and a reason, and stores no tick for it', async () => {
    const res = await checklist(LIGHTNING);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `vehicle order ${LIGHTNING} is inProduction: its handover checklist opens when it is shipped or purchaseCompleted`,
    );
    const ticked = await check(LIGHTNING, 'payment', true);
    expect(ticked.statusCode).toBe(409);
    expect(storedTicks(LIGHTNING)).toEqual([]);
  });

  it("answers 404 for another owner's order and an unknown one, as customerOrder does, and ticks nothing", async () => {
    for (const res of [
      await checklist(MACH_E, olivia()),
      await check(MACH_E, 'payment', true, olivia()),
      await checklist(NAUTILUS),
      await check(NAUTILUS, 'payment', true),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/^vehicle order VO-US-(5501|L-6101) not found$/);
    }
    const unknown = await checklist('VO-US-0000');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'vehicle order VO-US-0000 not found']);
    expect(storedTicks(MACH_E)).toEqual(['drivingLicence', 'insurance']);
    expect(storedTicks(NAUTILUS)).toEqual([]);
  });

  it('ticks an item at the time of the call and keeps it across reads; ticking it again keeps the first time', async () => {
    clock.advance(90);
    const res = await check(MACH_E, 'payment', true);
    expect(res.statusCode).toBe(200);
    const payment = { id: 'payment', done: true, checkedAt: daysFromNow(0) };
    expect(res.json().items).toContainEqual(payment);
    clock.advance(60);
    expect((await check(MACH_E, 'payment', true)).json().items).toContainEqual(payment);
    const read = (await checklist(MACH_E)).json();
    expect(read.items).toContainEqual(payment);
    expect(read.items).toContainEqual({ id: 'drivingLicence', done: true, checkedAt: seededDaysAgo(4) });
    expect(read.items.map((i: { id: string }) => i.id)).toEqual(ALL_ITEMS);
    expect(storedTicks(MACH_E)).toEqual(['drivingLicence', 'insurance', 'payment']);
  });

  it('ticks the electric-only item of an electric order, and an item of an order purchase-completed', async () => {
    expect((await check(MACH_E, 'charging', true)).json().items).toContainEqual(
      expect.objectContaining({ id: 'charging', done: true }),
    );
    const res = await check(NAUTILUS, 'keys', true, olivia());
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toContainEqual({ id: 'keys', done: true, checkedAt: daysFromNow(0) });
  });

  it('takes a tick back (done: false): the item is not done, with no time, and nothing is stored for it', async () => {
    const res = await check(MACH_E, 'insurance', false);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toContainEqual({ id: 'insurance', done: false, checkedAt: null });
    expect((await checklist(MACH_E)).json().items).toContainEqual({ id: 'insurance', done: false, checkedAt: null });
    expect(storedTicks(MACH_E)).toEqual(['charging', 'drivingLicence', 'payment']);
    // One that was not ticked: nothing changes.
    expect((await check(MACH_E, 'keys', false)).json().items).toContainEqual({
      id: 'keys',
      done: false,
      checkedAt: null,
    });
  });

  it("answers 404 'no such item' for an item not on the order's list, the electric one of a non-electric order too", async () => {
    for (const res of [await check(MACH_E, 'sunroof', true), await check(NAUTILUS, 'charging', true, olivia())]) {
      expect([res.statusCode, res.json().message]).toEqual([404, 'no such item']);
    }
    expect(storedTicks(NAUTILUS)).toEqual(['keys']);
  });

  it('refuses a body other than { done: boolean } with 400', async () => {
    for (const payload of [{ done: 'yes' }, {}, { done: true, at: '2026-11-01T00:00:00.000Z' }]) {
      const res = await app.inject({
        method: 'PUT',
        url: `${checklistUrl(MACH_E)}/keys`,
        headers: json(michael()),
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    expect(storedTicks(MACH_E)).not.toContain('keys');
  });
});
