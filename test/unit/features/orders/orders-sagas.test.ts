import type { UnknownAction } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import type { ApiResult } from '../../../../src/api/client';
import type { OrdersApi } from '../../../../src/features/orders/api';
import {
  cancelOrderItem,
  loadHistory,
  loadOrderDetails,
  lookUpGuestOrder,
} from '../../../../src/features/orders/sagas/orders';
import {
  cancelChosen,
  cancelItemRequested,
  guestLookupRequested,
  historyPageRequested,
  orderDetailsLoaded,
  orderDetailsRequested,
  ordersSlice,
  selectCancel,
  selectDetails,
  selectGuest,
  selectHistory,
  type OrdersState,
} from '../../../../src/features/orders/slice';
import type {
  GuestOrderResponse,
  Order,
  OrderDetailsResponse,
  OrderHistoryResponse,
  OrderSummary,
} from '../../../../src/generated/types/api/owner';
import { sessionExpired } from '../../../../src/lib/auth/session-events';
import { scriptWanted } from '../../../../src/lib/events/analytics';
import { notify } from '../../../../src/lib/events/notification';
import type { BotCheck } from '../../../../src/lib/scripts/bot-check';
import { fakeBotCheck, runSaga, withScripts } from '../../../support/saga';

const ok = <T>(data: T): ApiResult<T> => ({ kind: 'ok', status: 200, data });
const failure = (status: number): ApiResult<never> => ({ kind: 'error', status, message: `HTTP ${status}` });

const summary = (orderNo: string): OrderSummary => ({
  orderNo,
  storeId: 2201,
  orderDate: '2026-11-18',
  statusCode: 'PROCESSING',
  currency: 'USD',
  total: 120,
  itemCount: 2,
});
const order = (orderNo: string, status = 'PROCESSING'): Order => ({
  orderNo,
  storeId: 2201,
  orderDate: '2026-11-18',
  statusCode: status,
  currency: 'USD',
  subtotal: 110,
  shipping: 0,
  tax: 10,
  total: 120,
  shipTo: { name: 'Michael Johnson', address1: '1 Main St', city: 'Detroit', postalCode: '48226', countryCode: 'US' },
  items: [
    { line: 1, sku: 'RR-1', name: 'Roof rack cross bars', quantity: 1, price: 80, status: 'ORDERED' },
    { line: 2, sku: 'CN-2', name: 'Cargo net', quantity: 1, price: 30, status },
  ],
  returns: [],
});
const page = (n: number, orders: OrderSummary[], totalOrders = 23): OrderHistoryResponse => ({
  orders,
  page: n,
  pageSize: 10,
  totalOrders,
});

function fakeApi(over: Partial<OrdersApi> = {}) {
  const asked: string[] = [];
  const api: OrdersApi = {
    history: async (n) => {
      asked.push(`history ${n}`);
      return ok(page(n, [summary('US-300540'), summary('US-300533')]));
    },
    details: async (no) => {
      asked.push(`details ${no}`);
      return ok<OrderDetailsResponse>({ order: order(no) });
    },
    cancelItem: async (no, line) => {
      asked.push(`cancel ${no}/${line}`);
      return ok<OrderDetailsResponse>({ order: order(no, 'CANCELLED') });
    },
    guestLookup: async (no, email, token) => {
      asked.push(`guest ${no} ${email}${token === null ? '' : ` token ${token}`}`);
      return ok<GuestOrderResponse>({
        order: order(no, 'DELIVERED'),
        authorization: { identifier: no, accessCode: 'A1', expiresAt: '2026-11-23T18:00:00Z' },
      });
    },
    ...over,
  };
  return { api, asked };
}

async function run(
  saga: Saga,
  action: UnknownAction,
  api: OrdersApi,
  before: UnknownAction[] = [],
  scripts: { answer?: 'loaded' | 'unavailable'; botCheck?: BotCheck } = {},
) {
  const r = await runSaga({
    slices: [ordersSlice],
    context: { ordersApi: api, webview: false, log: () => undefined, botCheck: scripts.botCheck ?? fakeBotCheck() },
    saga: withScripts(saga, scripts.answer),
    action,
    before,
  });
  const state = r.state as { orders: OrdersState };
  return { state, seen: r.seen };
}

describe('order history', () => {
  it('loads the page the address asks for', async () => {
    const { api, asked } = fakeApi();
    const { state } = await run(loadHistory, historyPageRequested(2), api);
    expect(asked).toEqual(['history 2']);
    expect(selectHistory(state)).toMatchObject({ status: 'loaded', page: 2, totalOrders: 23 });
    expect(selectHistory(state).orders.map((o) => o.orderNo)).toEqual(['US-300540', 'US-300533']);
  });

  it('keeps the page the service answered when it clamps one past the end', async () => {
    const { api } = fakeApi({ history: async () => ok(page(3, [summary('US-1')])) });
    const { state } = await run(loadHistory, historyPageRequested(9), api);
    expect(selectHistory(state).page).toBe(3);
  });

  it('a failed page is the error state (retry possible)', async () => {
    const { api } = fakeApi({ history: async () => failure(503) });
    const { state } = await run(loadHistory, historyPageRequested(1), api);
    expect(selectHistory(state).status).toBe('failed');
  });

  it('a 401 starts sign-in and is no failure', async () => {
    const { api } = fakeApi({ history: async () => ({ kind: 'unauthorized', signIn: true }) });
    const { state, seen } = await run(loadHistory, historyPageRequested(1), api);
    expect(seen.some((a) => a.type === sessionExpired.type)).toBe(true);
    expect(selectHistory(state).status).toBe('idle');
  });
});

describe('order details', () => {
  it('loads the order by number', async () => {
    const { api, asked } = fakeApi();
    const { state } = await run(loadOrderDetails, orderDetailsRequested({ orderNo: 'US-300498' }), api);
    expect(asked).toEqual(['details US-300498']);
    expect(selectDetails(state)).toMatchObject({ status: 'loaded', orderNo: 'US-300498' });
  });

  it('without a number, shows the most recent order: the first of page 1', async () => {
    const { api, asked } = fakeApi();
    const { state } = await run(loadOrderDetails, orderDetailsRequested({ orderNo: null }), api);
    expect(asked).toEqual(['history 1', 'details US-300540']);
    expect(selectDetails(state).order?.orderNo).toBe('US-300540');
  });

  it('without a number and without orders, the empty state', async () => {
    const { api, asked } = fakeApi({ history: async () => ok(page(1, [], 0)) });
    const { state } = await run(loadOrderDetails, orderDetailsRequested({ orderNo: null }), api);
    expect(asked).toEqual([]);
    expect(selectDetails(state).status).toBe('none');
  });

  it('a failed history look-up for the most recent order is the error state', async () => {
    const { api } = fakeApi({ history: async () => failure(500) });
    const { state } = await run(loadOrderDetails, orderDetailsRequested({ orderNo: null }), api);
    expect(selectDetails(state).status).toBe('failed');
  });

  it('a 404 is the not-found state, with the number asked for', async () => {
    const { api } = fakeApi({ details: async () => failure(404) });
    const { state } = await run(loadOrderDetails, orderDetailsRequested({ orderNo: 'US-1' }), api);
    expect(selectDetails(state)).toEqual({ status: 'notFound', orderNo: 'US-1', order: null });
  });

  it('another failure is the error state', async () => {
    const { api } = fakeApi({ details: async () => failure(500) });
    const { state } = await run(loadOrderDetails, orderDetailsRequested({ orderNo: 'US-1' }), api);
    expect(selectDetails(state).status).toBe('failed');
  });

  it('a 401 starts sign-in', async () => {
    const { api } = fakeApi({ details: async () => ({ kind: 'unauthorized', signIn: true }) });
    const { state, seen } = await run(loadOrderDetails, orderDetailsRequested({ orderNo: 'US-1' }), api);
    expect(seen.some((a) => a.type === sessionExpired.type)).toBe(true);
    expect(selectDetails(state).status).toBe('idle');
  });
});

describe('cancelling a line', () => {
  const before = [
    orderDetailsRequested({ orderNo: 'US-300540' }),
    orderDetailsLoaded(order('US-300540')),
    cancelChosen(2),
  ];

  it('shows the order the service answered and a success notice', async () => {
    const { api, asked } = fakeApi();
    const { state, seen } = await run(
      cancelOrderItem,
      cancelItemRequested({ orderNo: 'US-300540', line: 2 }),
      api,
      before,
    );
    expect(asked).toEqual(['cancel US-300540/2']);
    expect(selectDetails(state).order?.items[1]?.status).toBe('CANCELLED');
    expect(selectCancel(state)).toEqual({ line: null, status: 'idle', errorKey: null });
    expect(seen).toContainEqual(notify({ type: 'success', messageKey: 'orders.cancel.done' }));
  });

  it('a 409 keeps the chosen line and says it can no longer be cancelled', async () => {
    const { api } = fakeApi({ cancelItem: async () => failure(409) });
    const { state, seen } = await run(
      cancelOrderItem,
      cancelItemRequested({ orderNo: 'US-300540', line: 2 }),
      api,
      before,
    );
    expect(selectCancel(state)).toEqual({ line: 2, status: 'failed', errorKey: 'orders.cancel.notCancellable' });
    expect(selectDetails(state).order?.items[1]?.status).toBe('PROCESSING');
    expect(seen.some((a) => a.type === notify.type)).toBe(false);
  });

  it('another failure keeps the chosen line with the general error', async () => {
    const { api } = fakeApi({ cancelItem: async () => failure(0) });
    const { state } = await run(cancelOrderItem, cancelItemRequested({ orderNo: 'US-300540', line: 2 }), api, before);
    expect(selectCancel(state)).toEqual({ line: 2, status: 'failed', errorKey: 'orders.cancel.failed' });
  });

  it('a 401 starts sign-in and keeps the choice', async () => {
    const { api } = fakeApi({ cancelItem: async () => ({ kind: 'unauthorized', signIn: true }) });
    const { state, seen } = await run(
      cancelOrderItem,
      cancelItemRequested({ orderNo: 'US-300540', line: 2 }),
      api,
      before,
    );
    expect(seen.some((a) => a.type === sessionExpired.type)).toBe(true);
    expect(selectCancel(state)).toEqual({ line: 2, status: 'idle', errorKey: null });
  });
});

describe('guest look-up', () => {
  it('shows the order and keeps the guest authorization', async () => {
    const { api, asked } = fakeApi();
    const { state } = await run(
      lookUpGuestOrder,
      guestLookupRequested({ orderNo: 'US-900101', email: 'guest.us@example.com' }),
      api,
    );
    expect(asked).toEqual(['guest US-900101 guest.us@example.com token bot-token-1']);
    expect(selectGuest(state)).toMatchObject({
      status: 'found',
      order: { orderNo: 'US-900101' },
      authorization: { identifier: 'US-900101' },
    });
  });

  it('asks for the bot-check script first (spec 001 §7) and sends its token for this submit along', async () => {
    const { api, asked } = fakeApi();
    const botCheck = fakeBotCheck('tok-42');
    const { seen } = await run(
      lookUpGuestOrder,
      guestLookupRequested({ orderNo: 'US-900101', email: 'guest.us@example.com' }),
      api,
      [],
      { botCheck },
    );
    expect(seen.find((a) => scriptWanted.match(a))?.payload).toBe('botCheck');
    expect(botCheck.asked).toEqual(['guest_order_lookup']);
    expect(asked).toEqual(['guest US-900101 guest.us@example.com token tok-42']);
  });

  it('without a bot-check script (none for the market, or it failed) the look-up goes without a token', async () => {
    const { api, asked } = fakeApi();
    const botCheck = fakeBotCheck('never');
    const { state } = await run(
      lookUpGuestOrder,
      guestLookupRequested({ orderNo: 'US-900101', email: 'guest.us@example.com' }),
      api,
      [],
      { answer: 'unavailable', botCheck },
    );
    expect(botCheck.asked).toEqual([]);
    expect(asked).toEqual(['guest US-900101 guest.us@example.com']);
    expect(selectGuest(state).status).toBe('found');
  });

  it.each([
    [404, 'orders.guest.notFound'],
    [429, 'orders.guest.tooMany'],
    [500, 'orders.guest.failed'],
    [0, 'orders.guest.failed'],
  ])('a %i says %s', async (status, key) => {
    const { api } = fakeApi({ guestLookup: async () => failure(status) });
    const { state } = await run(
      lookUpGuestOrder,
      guestLookupRequested({ orderNo: 'US-900101', email: 'x@example.com' }),
      api,
    );
    expect(selectGuest(state)).toEqual({ status: 'failed', errorKey: key, order: null, authorization: null });
  });

  it('never starts a sign-in, even on a 401', async () => {
    const { api } = fakeApi({ guestLookup: async () => ({ kind: 'unauthorized', signIn: true }) });
    const { state, seen } = await run(
      lookUpGuestOrder,
      guestLookupRequested({ orderNo: 'US-900101', email: 'x@example.com' }),
      api,
    );
    expect(seen.some((a) => a.type === sessionExpired.type)).toBe(false);
    expect(selectGuest(state).status).toBe('failed');
  });

  it('a thrown call is a failure, not a crash', async () => {
    const { api } = fakeApi({
      guestLookup: async () => {
        throw new Error('boom');
      },
    });
    const { state } = await run(
      lookUpGuestOrder,
      guestLookupRequested({ orderNo: 'US-900101', email: 'x@example.com' }),
      api,
    );
    expect(selectGuest(state).errorKey).toBe('orders.guest.failed');
  });
});
