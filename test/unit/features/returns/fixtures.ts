import type { ApiResult } from '../../../../src/api/client';
import type { ReturnsApi } from '../../../../src/features/returns/api';
import type { ReturnsServices } from '../../../../src/features/returns/services';
import type { BookingResponse, DocumentResponse, Order, OrderReturn } from '../../../../src/generated/types/api/owner';
import type { SiteTables } from '../../../../src/lib/market/site-tables';
import { fixtureOrders } from '../../../support/fixture-markets';
import { fakeBotCheck } from '../../../support/saga';
import { fixtureTables } from '../../../support/site-tables';

/** The site-wide tables with the fixture orders table (test/support/fixture-markets.ts) in place of the shipped one. */
export const tables: SiteTables = { ...fixtureTables, orders: fixtureOrders };

export const ok = <T>(data: T, status = 200): ApiResult<T> => ({ kind: 'ok', status, data });
export const fail = (status: number, message = 'refused'): ApiResult<never> => ({ kind: 'error', status, message });

export const order: Order = {
  orderNo: 'US-300498',
  storeId: 1405,
  orderDate: '2026-09-14',
  statusCode: 'DELIVERED',
  currency: 'USD',
  subtotal: 300,
  shipping: 0,
  tax: 20,
  total: 320,
  shipTo: { name: 'Michael Johnson', address1: '1 Main St', city: 'Dearborn', postalCode: '48120', countryCode: 'US' },
  items: [
    { line: 1, sku: 'FL-1', name: 'All-weather floor liners', quantity: 1, price: 150, status: 'DELIVERED' },
    { line: 2, sku: 'WL-1', name: 'Wheel lock kit', quantity: 1, price: 60, status: 'DELIVERED' },
    { line: 3, sku: 'CF-1', name: 'Cabin air filter', quantity: 2, price: 45, status: 'DELIVERED' },
    { line: 4, sku: 'RR-1', name: 'Roof rack', quantity: 1, price: 200, status: 'SHIPPED' },
  ],
  returns: [],
};

export const created: OrderReturn = {
  returnId: 'R-1001',
  orderNo: 'US-300498',
  method: 'mail',
  status: 'OPEN',
  createdAt: '2026-11-23T10:00:00Z',
  currency: 'USD',
  refundTotal: 240,
  items: [{ line: 1, sku: 'FL-1', name: 'All-weather floor liners', quantity: 1, price: 150, reason: 'DAMAGED' }],
  labelCreatedAt: null,
  photos: [],
  booking: null,
};

export const pdf = (cached: boolean): DocumentResponse => ({
  fileName: 'return-label-R-1001.pdf',
  contentType: 'application/pdf',
  data: 'JVBERi0=',
  createdAt: '2026-11-23T10:05:00Z',
  cached,
});

export const booked: BookingResponse = {
  booking: {
    bookingId: 'B-7',
    returnId: 'R-1001',
    dealerCode: 'US-30115',
    dealerName: 'Dearborn Motors',
    dealerAddress: '2 Oak Ave, 48120 Dearborn',
    date: '2026-11-30',
  },
  authorization: { identifier: 'B-7', accessCode: 'X7K2-93PQ', expiresAt: '2026-12-01T00:00:00Z' },
};

/** A returns API whose every call answers well unless overridden; `asked` records the calls in order. */
export function fakeReturnsApi(over: Partial<ReturnsApi> = {}) {
  const asked: string[] = [];
  const note = (s: string) => {
    asked.push(s);
  };
  const api: ReturnsApi = {
    orderDetails: async (no) => {
      note(`orderDetails ${no}`);
      return ok({ order });
    },
    guestLookup: async (no, email, token) => {
      note(`guestLookup ${no} ${email}${token === null ? '' : ` token ${token}`}`);
      return ok({ order, authorization: { identifier: no, accessCode: 'G-1', expiresAt: 'x' } });
    },
    createReturn: async (body, guest) => {
      note(`createReturn ${body.method} ${guest ? guest.identifier : 'owner'}`);
      return ok({ return: created }, 201);
    },
    returnDetails: async (id, guest) => {
      note(`returnDetails ${id} ${guest ? 'guest' : 'owner'}`);
      return ok({ return: created });
    },
    returnLabel: async (id) => {
      note(`returnLabel ${id}`);
      return ok(pdf(false));
    },
    cachedReturnLabel: async (id) => {
      note(`cachedReturnLabel ${id}`);
      return fail(404, 'no label yet');
    },
    packingSlip: async (id) => {
      note(`packingSlip ${id}`);
      return ok({ ...pdf(false), fileName: 'packing-slip.pdf' });
    },
    createBooking: async (b) => {
      note(`createBooking ${b.dealerCode} ${b.date}`);
      return ok(booked, 201);
    },
    updateBooking: async (id, date) => {
      note(`updateBooking ${id} ${date}`);
      return ok({ ...booked, booking: { ...booked.booking, date } });
    },
    deleteBooking: async (id) => {
      note(`deleteBooking ${id}`);
      return ok(undefined, 204);
    },
    preferredDealer: async () => {
      note('preferredDealer');
      return ok({ dealerCode: 'US-30115', dealerId: '30115' });
    },
    dealerDetails: async (id, code) => {
      note(`dealerDetails ${id}/${code}`);
      return {
        kind: 'ok',
        dealers: [{ dealerCode: code, name: 'Dearborn Motors', address: '2 Oak Ave, 48120 Dearborn' }],
      };
    },
    dealerSearch: async (q) => {
      note(`dealerSearch ${q}`);
      return {
        kind: 'ok',
        dealers: [{ dealerCode: 'US-30200', name: 'Lakeside Ford', address: '9 Lake Rd, 48124 Dearborn' }],
      };
    },
    ...over,
  };
  return { api, asked };
}

export function context(api: ReturnsApi, over: Partial<ReturnsServices> = {}) {
  const saved: DocumentResponse[] = [];
  const services: ReturnsServices = {
    returnsApi: api,
    uploadPhoto: async () => ok({ return: created }),
    saveDocument: (doc) => {
      saved.push(doc);
    },
    auth: { accessToken: () => 'owner-token' },
    today: () => '2026-11-23',
    botCheck: fakeBotCheck(),
    webview: false,
    log: () => undefined,
    tables,
    pageSettled: async () => undefined,
    ...over,
  };
  return { services, saved };
}
