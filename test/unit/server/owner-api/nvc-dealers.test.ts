import path from 'node:path';
import { markets } from '../../../../src/generated/markets/local';
import { migrations } from '../../../../src/server/db/migrations';
import { migrate, openDb } from '../../../../src/server/db/open';
import { ownerApiUnderTest } from '../../../support/owner-api';
import { apiHeaders, tempDir, US } from '../../../support/server';

// Answers are checked against the OpenAPI document on every exchange (test/support/http.ts).
const {
  app,
  owners: { gb, us, fr },
} = ownerApiUnderTest({
  gb: 'james.wilson@example.com', // product/en-gb, London
  us: 'michael.johnson@example.com', // product/en-us, Dearborn
  fr: 'lucas.martin@example.com', // product/fr-fr, Paris
});
const consumerKey = (id: string) => markets.find((m) => m.id === id)!.consumerKey;
const gbHeaders = () => apiHeaders(gb.access_token, consumerKey('product/en-gb'));
const usHeaders = () => apiHeaders(us.access_token, US.consumerKey);
const frHeaders = () => apiHeaders(fr.access_token, consumerKey('product/fr-fr'));

const nvc = (query: string, headers = gbHeaders()) =>
  app.inject({ url: `/dealer/api/v1/dealers/nvc?${query}`, headers });
const search = (query: string, headers = gbHeaders()) =>
  app.inject({ url: `/dealer/api/v1/dealers/search?${query}`, headers });
const named = async (res: Promise<{ json: () => { dealers: { name: string; sellsNewVehicles?: boolean }[] } }>) =>
  (await res).json().dealers.map((d) => [d.name, d.sellsNewVehicles]);

describe('new vehicle centres near a place', () => {
  it('answers only the dealers that sell new vehicles, each saying so, where the search answers every one', async () => {
    expect(await named(search('country=GBR&q=Motors'))).toEqual([
      ['Pennine Motors Leeds', true],
      ['Thames Motors Oxford', true],
      ['Thames Motors Reading', false],
    ]);
    expect(await named(nvc('country=GBR&q=Motors'))).toEqual([
      ['Pennine Motors Leeds', true],
      ['Thames Motors Oxford', true],
    ]);
    // By postal code as the search takes it (its start, spaces and case ignored): a service-only site is left out.
    expect(await named(nvc('country=GBR&q=rg1'))).toEqual([]);
    expect(await named(nvc('country=GBR&q=ox2%200hp'))).toEqual([['Thames Motors Oxford', true]]);
  });

  it("has a service-only dealer near each demo owner's search area, and new vehicle centres beside it", async () => {
    const sellers = async (query: string, headers: Record<string, string>) =>
      (await named(search(query, headers))).reduce(
        (n, [, sells]) => ({ yes: n.yes + (sells ? 1 : 0), no: n.no + (sells ? 0 : 1) }),
        { yes: 0, no: 0 },
      );
    expect(await sellers('country=GBR&q=SW', gbHeaders())).toEqual({ yes: 0, no: 1 }); // London: Chelsea
    expect(await sellers('country=USA&q=48', usHeaders())).toMatchObject({ no: 1 }); // Michigan: Detroit
    expect((await sellers('country=USA&q=48', usHeaders())).yes).toBeGreaterThanOrEqual(3);
    expect(await sellers('country=FRA&q=75', frHeaders())).toEqual({ yes: 1, no: 1 }); // Paris
  });

  it.each([
    ['country=GBR', 'give q (a place or a dealer name) or dealerCode: exactly one of them'],
    [
      'country=GBR&q=Oxford&dealerCode=GB-20915',
      'give q (a place or a dealer name) or dealerCode: exactly one of them',
    ],
    ['q=Oxford', "querystring must have required property 'country'"],
    ['country=gbr&q=Oxford', 'querystring.country must match pattern'],
    ['country=GBR&q=', 'querystring.q must NOT have fewer than 1 characters'],
    [`country=GBR&q=${'x'.repeat(61)}`, 'querystring.q must NOT have more than 60 characters'],
    ['country=GBR&q=%20%20', 'q must not be blank'],
    ['country=GBR&dealerCode=GB%2020915', 'querystring.dealerCode must match pattern'],
    ['country=CHE&q=Zurich', 'country CHE is not a dealer country'],
    ['country=USA&q=Lakeside', "dealers are searched in the owner's country (GBR) only"],
    ['country=GBR&q=Oxford&radius=10', "must NOT have additional property 'radius'"],
  ])('%s is refused with 400 and its reason', async (query, reason) => {
    const res = await nvc(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(reason);
  });

  it('needs a signed-in owner', async () => {
    const res = await app.inject({
      url: '/dealer/api/v1/dealers/nvc?country=GBR&q=Oxford',
      headers: { 'consumer-key': consumerKey('product/en-gb') },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('one new vehicle centre by its code (the selling dealer of an order)', () => {
  it('answers the dealer with its details: address, phone, opening hours', async () => {
    const res = await nvc('country=USA&dealerCode=US-30160', usHeaders());
    expect(res.statusCode).toBe(200);
    const { dealers } = res.json();
    expect(dealers).toHaveLength(1);
    expect(dealers[0]).toMatchObject({
      dealerCode: 'US-30160',
      name: 'Dearborn Motors',
      street: '21400 Michigan Ave',
      town: 'Dearborn',
      region: 'MI',
      postalCode: '48124',
      phone: '+1 313 555 0160',
      sellsNewVehicles: true,
    });
    expect(dealers[0].openingHours[0]).toEqual({ day: 'Monday', open: '08:00', close: '20:00' });
  });

  it.each([
    ['a service-only dealer', 'country=GBR&dealerCode=GB-20871', 'no dealer GB-20871 selling new vehicles in GBR'],
    ['an unknown code', 'country=GBR&dealerCode=GB-99999', 'no dealer GB-99999 selling new vehicles in GBR'],
    ["another country's dealer", 'country=GBR&dealerCode=US-30160', 'no dealer US-30160 selling new vehicles in GBR'],
  ])('%s is DEALER_NOT_FOUND (404, dataErrors as the details call)', async (_case, query, message) => {
    const res = await nvc(query);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      dataErrors: [{ errorCode: 'DEALER_NOT_FOUND', errorMessage: message, statusCode: 404 }],
    });
  });

  it('every demo vehicle order of a dealer country names a selling dealer the call answers', async () => {
    for (const [headers, country] of [
      [usHeaders(), 'USA'],
      [frHeaders(), 'FRA'],
    ] as const) {
      const { orders } = (await app.inject({ url: '/owner/api/v1/customer-orders', headers })).json() as {
        orders: { orderId: string; dealerName: string; dealerCode?: string }[];
      };
      expect(orders.length).toBeGreaterThan(0);
      for (const o of orders) {
        expect([o.orderId, typeof o.dealerCode]).toEqual([o.orderId, 'string']);
        const res = await nvc(`country=${country}&dealerCode=${o.dealerCode}`, headers);
        expect([o.orderId, res.statusCode, res.json().dealers?.[0]?.name]).toEqual([o.orderId, 200, o.dealerName]);
      }
    }
    const { order } = (
      await app.inject({ url: '/owner/api/v2/customer-orders/VO-FR-7702', headers: frHeaders() })
    ).json();
    expect(order).toMatchObject({ dealerName: 'Garage Martin Paris Est', dealerCode: 'FR-50361' });
  });
});

describe('migration 25 on a database from before it', () => {
  const tmp = tempDir();
  afterAll(() => tmp.remove());

  it("marks the demo service-only dealers and gives the demo vehicle orders their dealers' codes", () => {
    const mine = migrations.find((m) => /sell new vehicles/.test(m.name))!;
    const db = openDb(
      path.join(tmp.dir, 'before.sqlite'),
      migrations.filter((m) => m.version < mine.version),
    );
    const dealer =
      db.prepare(`INSERT INTO dealers (dealer_code, dealer_id, dealer_group, name, street, town, postal_code,
      phone, delivery, opening_hours, appointments, filter_delivery_services, filter_did_services, filter_regular_services)
      VALUES (?, ?, 'G', ?, 'S', 'T', 'P', '+44 1', 0, '[]', '{}', '[]', '[]', '[]')`);
    dealer.run('GB-20871', '20871', 'Thames Motors Reading');
    dealer.run('GB-20915', '20915', 'Thames Motors Oxford');
    const order =
      db.prepare(`INSERT INTO vehicle_orders (order_id, email, country_code, model, model_year, trim, colour,
      status_code, order_date, dealer_name, price, currency) VALUES (?, 'x@example.com', ?, 'M', 2027, 'T', 'C', 'PROD',
      '2026-10-01', ?, 1, 'EUR')`);
    order.run('VO-AU-8001', 'AU', 'Harbour City Motors');
    order.run('VO-CA-9002', 'CA', 'Montréal Centre Auto');
    expect(migrate(db, migrations)).toContain(mine.version);
    expect(db.prepare('SELECT dealer_code, sells_new_vehicles FROM dealers ORDER BY dealer_code').raw().all()).toEqual([
      ['GB-20871', 0],
      ['GB-20915', 1],
    ]);
    expect(
      db.prepare('SELECT order_id, dealer_code, dealer_name FROM vehicle_orders ORDER BY order_id').raw().all(),
    ).toEqual([
      ['VO-AU-8001', 'AU-70518', 'Harbour City Motors Parramatta'],
      ['VO-CA-9002', null, 'Montréal Centre Auto'],
    ]);
    db.close();
  });
});
