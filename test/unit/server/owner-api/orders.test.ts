import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { textsFor } from '../../../../src/server/content/locale';
import type { HttpClient } from '../../../support/http';
import { pdfText } from '../../../support/pdf-text';
import {
  apiHeaders,
  LINCOLN_US,
  signIn,
  startService,
  tempDir,
  testClock,
  US,
  type Tokens,
} from '../../../support/server';
import { SERVICE_START_TIMEOUT_MS } from '../../../support/timeouts';

const tmp = tempDir();
const clock = testClock();
let server: FastifyInstance;
let app: HttpClient;
let michael: Tokens;
let olivia: Tokens;
const serviceErrors: string[] = [];

beforeAll(async () => {
  // Errors the service logs are kept, so a 500 in a test says what went wrong.
  ({ server, app } = await startService({
    dbFile: tmp.dbFile,
    now: clock.now,
    accessTokenTtlSeconds: 24 * 3600,
    logLevel: 'error',
    logStream: {
      write: (line) => {
        serviceErrors.push(line);
      },
    },
  }));
  michael = await signIn(app, 'michael.johnson@example.com');
  olivia = await signIn(app, 'olivia.brown@example.com');
}, SERVICE_START_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  tmp.remove();
});

const PRODUCT_STORES = '2201,2202,1405';
const mh = () => apiHeaders(michael.access_token, US.consumerKey);
const usHeaders = mh; // the name the order-details test (from owner-api.test.ts) uses
const guestHeaders = (identifier: string, accessCode: string) => ({
  'consumer-key': US.consumerKey,
  identifier,
  'access-code': accessCode,
});
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A PNG of this many bytes or more: random pixels do not compress. */
const noisePng = (side: number) =>
  sharp(crypto.randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();

describe('order history', () => {
  it("pages the brand stores' orders ten at a time, newest first, and clamps a page past the end", async () => {
    const page1 = (await app.inject({ url: `/owner/api/v2/orders?storeIds=${PRODUCT_STORES}`, headers: mh() })).json();
    expect(page1).toMatchObject({ page: 1, pageSize: 10, totalOrders: 23 });
    expect(page1.orders).toHaveLength(10);
    expect(
      page1.orders.slice(0, 4).map((o: { orderNo: string; statusCode: string }) => [o.orderNo, o.statusCode]),
    ).toEqual([
      ['US-300540', 'ORDERED'],
      ['US-300533', 'CANCELLED'],
      ['US-300519', 'SHIPPED'],
      ['US-300498', 'DELIVERED'],
    ]);
    expect(page1.orders[2]).toMatchObject({ storeId: 2202, itemCount: 3, total: 771.68, currency: 'USD' });
    const page3 = (
      await app.inject({ url: `/owner/api/v2/orders?storeIds=${PRODUCT_STORES}&page=3`, headers: mh() })
    ).json();
    expect(page3.orders).toHaveLength(3);
    const past = (
      await app.inject({ url: `/owner/api/v2/orders?storeIds=${PRODUCT_STORES}&page=9`, headers: mh() })
    ).json();
    expect(past).toMatchObject({ page: 3 });
    expect(past.orders.map((o: { orderNo: string }) => o.orderNo)).toEqual(
      page3.orders.map((o: { orderNo: string }) => o.orderNo),
    );
  });

  it("shows only the stores asked for: a brand never sees the other brand's store", async () => {
    expect((await app.inject({ url: '/owner/api/v2/orders?storeIds=2203', headers: mh() })).json()).toMatchObject({
      totalOrders: 0,
      orders: [],
    });
    const lincoln = (
      await app.inject({
        url: '/owner/api/v2/orders?storeIds=2203',
        headers: apiHeaders(olivia.access_token, LINCOLN_US.consumerKey),
      })
    ).json();
    expect(lincoln.orders.map((o: { orderNo: string }) => o.orderNo)).toEqual(['US-L-400102', 'US-L-400087']);
  });

  it('refuses a malformed store list or page with 400', async () => {
    for (const q of [
      '',
      '?storeIds=22',
      '?storeIds=2201;2202',
      `?storeIds=${PRODUCT_STORES}&page=0`,
      `?storeIds=${PRODUCT_STORES}&page=two`,
    ]) {
      expect((await app.inject({ url: `/owner/api/v2/orders${q}`, headers: mh() })).statusCode).toBe(400);
    }
  });
});

describe('order details and cancelling a line', () => {
  it('gives lines, totals and the ship-to address', async () => {
    const { order } = (await app.inject({ url: '/owner/api/v2/orders/US-300498', headers: mh() })).json();
    expect(order).toMatchObject({
      orderNo: 'US-300498',
      storeId: 1405,
      statusCode: 'DELIVERED',
      subtotal: 338.95,
      shipping: 9.95,
      tax: 20.34,
      total: 369.24,
      shipTo: { name: 'Michael Johnson', city: 'Dearborn', region: 'MI', postalCode: '48124', countryCode: 'US' },
      returns: [],
    });
    expect(order.items.map((l: { line: number; quantity: number }) => [l.line, l.quantity])).toEqual([
      [1, 1],
      [2, 1],
      [3, 2],
    ]);
  });

  it('cancels a line whose status allows it, once; a shipped line is refused with 409', async () => {
    const cancel = (no: string, line: number) =>
      app.inject({ method: 'POST', url: `/owner/api/v2/orders/${no}/items/${line}/cancel`, headers: mh() });
    const res = await cancel('US-300540', 2);
    expect(res.statusCode).toBe(200);
    expect(res.json().order.items.map((l: { status: string }) => l.status)).toEqual(['ORDERED', 'CANCELLED']);
    // The cancelled line is no longer charged.
    expect(res.json().order).toMatchObject({ subtotal: 329, statusCode: 'ORDERED' });
    expect((await cancel('US-300540', 2)).statusCode).toBe(409);
    expect((await cancel('US-300519', 1)).json()).toMatchObject({
      statusCode: 409,
      message: 'line 1 is SHIPPED and can no longer be cancelled',
    });
    expect((await cancel('US-300540', 7)).statusCode).toBe(404);
    expect((await cancel('US-L-400087', 1)).statusCode).toBe(404);
  });
});

describe('returns', () => {
  let returnId: string;

  it('creates a return of returnable lines with reasons; quantities and statuses are checked', async () => {
    const create = (items: unknown[], method = 'mail', orderNo = 'US-300498') =>
      app.inject({ method: 'POST', url: '/owner/api/v2/returns', headers: mh(), payload: { orderNo, method, items } });
    expect((await create([{ line: 3, quantity: 3, reason: 'DAMAGED' }])).json().message).toBe(
      'line 3: at most 2 can be returned',
    );
    expect((await create([{ line: 1, quantity: 1, reason: 'BORED' }])).statusCode).toBe(400);
    expect(
      (
        await create([
          { line: 1, quantity: 1, reason: 'DAMAGED' },
          { line: 1, quantity: 1, reason: 'DAMAGED' },
        ])
      ).json().message,
    ).toBe('line 1 is listed twice');
    expect((await create([{ line: 1, quantity: 1, reason: 'DAMAGED' }], 'mail', 'US-300519')).json().message).toBe(
      'line 1 is SHIPPED and cannot be returned',
    );
    expect((await create([])).statusCode).toBe(400);

    const res = await create([
      { line: 1, quantity: 1, reason: 'DAMAGED' },
      { line: 3, quantity: 2, reason: 'NO_LONGER_NEEDED' },
    ]);
    expect(res.statusCode).toBe(201);
    const ret = res.json().return;
    returnId = ret.returnId;
    expect(ret).toMatchObject({
      returnId: 'R-US-300498-1',
      method: 'mail',
      status: 'OPEN',
      refundTotal: 284.95,
      labelCreatedAt: null,
      photos: [],
      booking: null,
    });
    const { order } = (await app.inject({ url: '/owner/api/v2/orders/US-300498', headers: mh() })).json();
    expect(order.items.map((l: { status: string }) => l.status)).toEqual([
      'RETURN_STARTED',
      'DELIVERED',
      'RETURN_STARTED',
    ]);
    expect(order.returns).toEqual([
      { returnId: 'R-US-300498-1', status: 'OPEN', createdAt: '2026-11-23T10:00:00.000Z' },
    ]);
    expect((await create([{ line: 3, quantity: 1, reason: 'DAMAGED' }])).json().message).toBe(
      'line 3 is RETURN_STARTED and cannot be returned',
    );
  });

  it('makes the return label once and sends the stored one after that', async () => {
    expect((await app.inject({ url: `/owner/api/v2/returns/${returnId}/label`, headers: mh() })).statusCode).toBe(404);
    const first = (
      await app.inject({ method: 'POST', url: `/owner/api/v2/returns/${returnId}/label?locale=en-us`, headers: mh() })
    ).json();
    expect(first).toMatchObject({
      fileName: `return-label-${returnId}.pdf`,
      contentType: 'application/pdf',
      cached: false,
    });
    expect(Buffer.from(first.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    clock.advance(60);
    const again = (
      await app.inject({ method: 'POST', url: `/owner/api/v2/returns/${returnId}/label?locale=en-us`, headers: mh() })
    ).json();
    expect(again).toMatchObject({ cached: true, createdAt: first.createdAt, data: first.data });
    const cached = (await app.inject({ url: `/owner/api/v2/returns/${returnId}/label`, headers: mh() })).json();
    expect(cached).toMatchObject({ cached: true, data: first.data });
    expect(
      (await app.inject({ url: `/owner/api/v2/returns/${returnId}`, headers: mh() })).json().return.labelCreatedAt,
    ).toBe(first.createdAt);
  });

  it('makes a packing slip PDF in the language of the locale asked for', async () => {
    const slip = (
      await app.inject({ url: `/owner/api/v2/returns/${returnId}/packing-slip?locale=en-us`, headers: mh() })
    ).json();
    expect(slip).toMatchObject({ fileName: `packing-slip-${returnId}.pdf`, cached: false });
    expect(Buffer.from(slip.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const german = (
      await app.inject({ url: `/owner/api/v2/returns/${returnId}/packing-slip?locale=de-de`, headers: mh() })
    ).json();
    expect(pdfText(Buffer.from(german.data, 'base64'))).toContain(textsFor('de-de')['returnPdf.slipHeading']);
  });

  it("refuses a document without a market's locale, saying why", async () => {
    const slip = (query: string) =>
      app.inject({ url: `/owner/api/v2/returns/${returnId}/packing-slip${query}`, headers: mh() });
    expect((await slip('')).statusCode).toBe(400);
    expect((await slip('')).json().message).toMatch(/locale/);
    expect((await slip('?locale=german')).statusCode).toBe(400);
    const unknown = await slip('?locale=xx-yy');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("no market speaks xx-yy: documents are printed in a market's language");
    expect(
      (await app.inject({ method: 'POST', url: `/owner/api/v2/returns/${returnId}/label`, headers: mh() })).statusCode,
    ).toBe(400);
  });

  it('takes up to five photos of an accepted type, each decoded and kept under a name of its own', async () => {
    const upload = (payload: unknown) =>
      app.inject({ method: 'POST', url: `/owner/api/v2/returns/${returnId}/photos`, headers: mh(), payload });
    const png = { fileName: 'damage.png', contentType: 'image/png', data: PNG.toString('base64') };
    expect((await upload({ ...png, contentType: 'image/gif' })).json().message).toBe(
      'image/gif is not accepted (image/jpeg, image/png, image/webp)',
    );
    expect((await upload({ ...png, contentType: 'image/jpeg' })).json().message).toBe(
      'the file is not a image/jpeg image',
    );
    expect((await upload({ ...png, data: 'not base64!' })).statusCode).toBe(400);
    const ok = await upload(png);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().return.photos).toEqual([expect.objectContaining({ fileName: 'photo-1.png' })]);
    for (let i = 0; i < 4; i++) expect((await upload(png)).statusCode).toBe(201);
    expect((await upload(png)).statusCode).toBe(409);
  });

  /** A second return, for the photos below. */
  let ret: { returnId: string };

  it('refuses what only starts like an image, and keeps a polyglot as its picture alone, never under the name it came with', async () => {
    ({ return: ret } = (
      await app.inject({
        method: 'POST',
        url: '/owner/api/v2/returns',
        headers: mh(),
        payload: { orderNo: 'US-300452', method: 'mail', items: [{ line: 1, quantity: 1, reason: 'DOES_NOT_FIT' }] },
      })
    ).json());
    const upload = (fileName: string, data: Buffer) =>
      app.inject({
        method: 'POST',
        url: `/owner/api/v2/returns/${ret.returnId}/photos`,
        headers: mh(),
        payload: { fileName, contentType: 'image/png', data: data.toString('base64') },
      });
    const header = PNG.subarray(0, 29);
    const truncated = await upload('damage.png', header);
    expect([truncated.statusCode, truncated.json().message]).toEqual([
      400,
      'the file does not decode as a image/png image',
    ]);
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const polyglot = await upload('../../x.html', Buffer.concat([PNG, html]));
    expect(polyglot.statusCode).toBe(201);
    const [photo] = polyglot.json().return.photos;
    expect(photo.fileName).toBe('photo-1.png');
    const file = new Database(tmp.dbFile, { readonly: true });
    const stored = file
      .prepare('SELECT data FROM return_photos WHERE return_id = ?')
      .pluck()
      .get(ret.returnId) as Buffer;
    file.close();
    expect(stored.includes(html)).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe('png');
  });

  it("takes a photo larger than the usual 1 MiB request limit, and refuses one over the data's maximum", async () => {
    const big = await noisePng(800);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const res = await app.inject({
      method: 'POST',
      url: `/owner/api/v2/returns/${ret.returnId}/photos`,
      headers: mh(),
      payload: { fileName: 'big.png', contentType: 'image/png', data: big.toString('base64') },
    });
    expect(res.statusCode).toBe(201);
    const tooBig = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const refused = await app.inject({
      method: 'POST',
      url: `/owner/api/v2/returns/${ret.returnId}/photos`,
      headers: mh(),
      payload: { fileName: 'huge.png', contentType: 'image/png', data: tooBig.toString('base64') },
    });
    expect([refused.statusCode, refused.statusCode === 400 ? '' : refused.body]).toEqual([400, '']);
  });
});

describe('dealer drop-off bookings', () => {
  let returnId: string;
  beforeAll(async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/owner/api/v2/returns',
      headers: mh(),
      payload: { orderNo: 'US-300498', method: 'dealer', items: [{ line: 2, quantity: 1, reason: 'WRONG_ITEM' }] },
    });
    returnId = res.json().return.returnId;
  });
  const book = (payload: unknown, headers = mh()) =>
    app.inject({ method: 'POST', url: '/owner/api/v2/bookings', headers, payload });

  it('books a drop-off for a dealer return within the window; a mail return has none', async () => {
    expect((await book({ returnId: 'R-US-300498-1', dealerCode: 'US-30115', date: '2026-11-30' })).statusCode).toBe(
      409,
    );
    expect((await book({ returnId, dealerCode: 'US-30115', date: '2026-11-23' })).json().message).toBe(
      'a drop-off can be booked from 2026-11-24 to 2026-12-23',
    );
    expect((await book({ returnId, dealerCode: 'US-30115', date: '2026-12-24' })).statusCode).toBe(400);
    expect((await book({ returnId, dealerCode: 'US-30115', date: '2026-02-30' })).json().message).toBe(
      '2026-02-30 is not a date',
    );
    expect((await book({ returnId, dealerCode: 'XX-1', date: '2026-11-30' })).statusCode).toBe(404);
    const res = await book({ returnId, dealerCode: 'US-30115', date: '2026-11-30' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      booking: { returnId, dealerCode: 'US-30115', date: '2026-11-30' },
      authorization: { identifier: res.json().booking.bookingId },
    });
    expect((await app.inject({ url: `/owner/api/v2/returns/${returnId}`, headers: mh() })).json().return).toMatchObject(
      { status: 'DROP_OFF_BOOKED', booking: { date: '2026-11-30' } },
    );
    expect((await book({ returnId, dealerCode: 'US-30115', date: '2026-12-01' })).statusCode).toBe(409);
  });

  it("deletes with the booking's identifier and Access-Code headers, not with a wrong code; the return is open again", async () => {
    const { return: ret } = (await app.inject({ url: `/owner/api/v2/returns/${returnId}`, headers: mh() })).json();
    const bookingId = ret.booking.bookingId;
    const moved = await app.inject({
      method: 'PUT',
      url: `/owner/api/v2/bookings/${bookingId}`,
      headers: mh(),
      payload: { date: '2026-12-02' },
    });
    expect(moved.json().booking.date).toBe('2026-12-02');
    const { accessCode } = moved.json().authorization;
    const del = (headers: Record<string, string>) =>
      app.inject({ method: 'DELETE', url: `/owner/api/v2/bookings/${bookingId}`, headers });
    expect((await del({ 'consumer-key': US.consumerKey })).statusCode).toBe(401);
    expect((await del(guestHeaders(bookingId, 'wrong-code'))).statusCode).toBe(404);
    expect((await del(guestHeaders('B-other', accessCode))).statusCode).toBe(404);
    expect((await del(guestHeaders(bookingId, accessCode))).statusCode).toBe(204);
    expect((await app.inject({ url: `/owner/api/v2/returns/${returnId}`, headers: mh() })).json().return).toMatchObject(
      { status: 'OPEN', booking: null },
    );
  });
});

describe('guests', () => {
  const lookup = (orderNo: string, email: string) =>
    app.inject({
      method: 'POST',
      url: '/owner/api/v2/guest/orders',
      headers: { 'consumer-key': US.consumerKey },
      payload: { orderNo, email },
    });

  it('find their order by number and email only, with the same answer for a wrong email and an unknown number', async () => {
    const wrong = await lookup('US-900101', 'someone@example.com');
    const unknown = await lookup('US-999999', 'guest.us@example.com');
    expect([wrong.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(wrong.json().message).toBe(unknown.json().message);
    const res = await lookup('us-900101', 'Guest.US@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      order: { orderNo: 'US-900101', statusCode: 'DELIVERED' },
      authorization: { identifier: 'US-900101', expiresAt: '2026-11-23T10:31:00.000Z' },
    });
  });

  it('return with their authorization, on that order only, until it expires', async () => {
    const { authorization } = (await lookup('US-900101', 'guest.us@example.com')).json();
    const headers = guestHeaders(authorization.identifier, authorization.accessCode);
    const create = (orderNo: string, h = headers) =>
      app.inject({
        method: 'POST',
        url: '/owner/api/v2/returns',
        headers: h,
        payload: { orderNo, method: 'mail', items: [{ line: 1, quantity: 1, reason: 'NO_LONGER_NEEDED' }] },
      });
    // Another customer's order, and another number with this code: not found, like an unknown order.
    expect((await create('US-300452')).statusCode).toBe(404);
    expect((await create('US-900101', guestHeaders('US-300452', authorization.accessCode))).statusCode).toBe(404);
    const res = await create('US-900101');
    expect(res.statusCode).toBe(201);
    const label = await app.inject({
      method: 'POST',
      url: `/owner/api/v2/returns/${res.json().return.returnId}/label?locale=en-us`,
      headers,
    });
    expect(label.json().cached).toBe(false);
    // A guest reaches no owner call with it.
    expect((await app.inject({ url: '/owner/api/v2/orders/US-900101', headers })).statusCode).toBe(401);
    clock.advance(31 * 60);
    expect((await app.inject({ url: `/owner/api/v2/returns/${res.json().return.returnId}`, headers })).statusCode).toBe(
      404,
    );
  });

  it("check a vehicle order's status by order id and email", async () => {
    const status = (orderId: string, email: string) =>
      app.inject({
        method: 'POST',
        url: '/owner/api/v2/guest/customer-orders',
        headers: { 'consumer-key': US.consumerKey },
        payload: { orderId, email },
      });
    expect((await status('VO-US-9001', 'guest.fr@example.com')).statusCode).toBe(404);
    const ok = (await status('VO-US-9001', 'guest.us@example.com')).json();
    expect(ok.order).toMatchObject({ orderId: 'VO-US-9001', countryCode: 'US', statusCode: 'VEHS' });
    expect(ok.order.events.map((e: { statusCode: string }) => e.statusCode)).toEqual(['GRTA', 'PROD', 'VEHS']);
    // An owner's vehicle order is not a guest's to see without the owner's email.
    expect((await status('VO-US-5501', 'guest.us@example.com')).statusCode).toBe(404);
  });

  it('are refused with 429 after five failed look-ups in the window, right details included, and let in again after it', async () => {
    clock.advance(16 * 60);
    for (let i = 0; i < 5; i++) expect((await lookup('CA-900201', `nope${i}@example.com`)).statusCode).toBe(404);
    const limited = await lookup('CA-900201', 'guest.ca@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('too many failed look-ups; try again in 15 minutes');
    clock.advance(15 * 60 + 1);
    expect((await lookup('CA-900201', 'guest.ca@example.com')).statusCode).toBe(200);
  });
});

describe('vehicle orders and reservations', () => {
  it("lists the owner's vehicle orders (v1) and one with its history (v2)", async () => {
    const { orders } = (await app.inject({ url: '/owner/api/v1/customer-orders', headers: mh() })).json();
    expect(
      orders.map((o: { orderId: string; statusCode: string; windowSticker: boolean }) => [
        o.orderId,
        o.statusCode,
        o.windowSticker,
      ]),
    ).toEqual([
      ['VO-US-5534', 'BWKA', false],
      ['VO-US-5501', 'VITR', true],
    ]);
    const { order } = (await app.inject({ url: '/owner/api/v2/customer-orders/VO-US-5501', headers: mh() })).json();
    expect(order.events).toEqual([
      { statusCode: 'GRTA', date: '2026-09-02' },
      { statusCode: 'PROD', date: '2026-09-20' },
      { statusCode: 'VITR', date: '2026-11-10' },
    ]);
    expect((await app.inject({ url: '/owner/api/v2/customer-orders/VO-FR-7702', headers: mh() })).statusCode).toBe(404);
  });

  it('sends the window sticker where the order has one', async () => {
    const sticker = (
      await app.inject({ url: '/owner/api/v2/customer-orders/VO-US-5501/window-sticker?locale=en-us', headers: mh() })
    ).json();
    expect(sticker.fileName).toBe('window-sticker-VO-US-5501.pdf');
    expect(Buffer.from(sticker.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const thai = (
      await app.inject({ url: '/owner/api/v2/customer-orders/VO-US-5501/window-sticker?locale=th-th', headers: mh() })
    ).json();
    expect(pdfText(Buffer.from(thai.data, 'base64'))).toContain(textsFor('th-th')['tracking.sticker.pdf.equipment']);
    expect(
      (await app.inject({ url: '/owner/api/v2/customer-orders/VO-US-5501/window-sticker', headers: mh() })).statusCode,
    ).toBe(400);
    expect(
      (
        await app.inject({ url: '/owner/api/v2/customer-orders/VO-US-5534/window-sticker?locale=en-us', headers: mh() })
      ).json().message,
    ).toBe('vehicle order VO-US-5534 has no window sticker');
  });

  it('lists reservations and cancels a reserved one once', async () => {
    const list = async () =>
      (await app.inject({ url: '/owner/api/v2/reservations', headers: mh() }))
        .json()
        .reservations.map((r: { reservationId: string; statusCode: string }) => [r.reservationId, r.statusCode]);
    expect(await list()).toEqual([
      ['RSV-US-8810', 'RESERVED'],
      ['RSV-US-8790', 'RESERVATION_CANCELLED'],
    ]);
    const cancel = () => app.inject({ method: 'DELETE', url: '/owner/api/v2/reservations/RSV-US-8810', headers: mh() });
    expect((await cancel()).statusCode).toBe(204);
    expect((await cancel()).statusCode).toBe(409);
    expect(await list()).toEqual([
      ['RSV-US-8810', 'RESERVATION_CANCELLED'],
      ['RSV-US-8790', 'RESERVATION_CANCELLED'],
    ]);
    expect(
      (await app.inject({ method: 'DELETE', url: '/owner/api/v2/reservations/RSV-FR-3301', headers: mh() })).statusCode,
    ).toBe(404);
  });
});

describe('orders', () => {
  it("shows one order of the owner; another owner's order or an unknown one is 404", async () => {
    expect(
      (await app.inject({ url: '/owner/api/v2/orders/US-300452', headers: usHeaders() })).json().order.orderNo,
    ).toBe('US-300452');
    expect((await app.inject({ url: '/owner/api/v2/orders/DE-100231', headers: usHeaders() })).statusCode).toBe(404);
    const unknown = await app.inject({ url: '/owner/api/v2/orders/XX-1', headers: usHeaders() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, error: 'Not Found', message: 'order XX-1 not found' });
    expect((await app.inject({ url: '/owner/api/v2/orders/bad%20no', headers: usHeaders() })).statusCode).toBe(400);
  });
});
