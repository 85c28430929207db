import type { UnknownAction } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { fail, fakeVehicleOrdersApi, frOrder, reservation, sticker, usDetail } from './fixtures';
import { createApiClient } from '../../../../src/api/client';
import type { VehicleOrdersApi } from '../../../../src/features/vehicle-orders/api';
import { createVehicleOrdersApi } from '../../../../src/features/vehicle-orders/api';
import {
  cancelReservation,
  downloadWindowSticker,
  loadCustomerOrders,
  loadOrderStatus,
  loadReservations,
  lookUpGuestOrder,
} from '../../../../src/features/vehicle-orders/sagas/vehicle-orders';
import {
  cancelReservationAsked,
  cancelReservationRequested,
  guestStatusRequested,
  orderStatusRequested,
  ordersRequested,
  reservationsLoaded,
  reservationsRequested,
  stickerRequested,
  vehicleOrders,
  type VehicleOrdersState,
} from '../../../../src/features/vehicle-orders/slice';
import type { DocumentResponse } from '../../../../src/generated/types/api/owner';
import { sessionExpired } from '../../../../src/lib/auth/session-events';
import { scriptWanted } from '../../../../src/lib/events/analytics';
import type { BotCheck } from '../../../../src/lib/scripts/bot-check';
import { fakeFetch, market, staticToken } from '../../../support/api-fakes';
import { fakeBotCheck, runSaga, withScripts } from '../../../support/saga';

async function run(
  saga: Saga,
  action: UnknownAction | undefined,
  api: VehicleOrdersApi,
  options: { before?: UnknownAction[]; save?: (d: DocumentResponse) => void; botCheck?: BotCheck } = {},
) {
  const saved: DocumentResponse[] = [];
  const r = await runSaga({
    slices: [vehicleOrders],
    context: {
      vehicleOrdersApi: api,
      botCheck: options.botCheck ?? fakeBotCheck(),
      saveVehicleOrderDocument:
        options.save ??
        ((d: DocumentResponse) => {
          saved.push(d);
        }),
      webview: false,
      log: () => undefined,
    },
    saga: withScripts(saga),
    action,
    before: options.before,
  });
  return { state: (r.state as { vehicleOrders: VehicleOrdersState }).vehicleOrders, seen: r.seen, saved };
}

describe("the owner's vehicle orders", () => {
  it('are listed as the service sends them', async () => {
    const { api } = fakeVehicleOrdersApi();
    const { state } = await run(loadCustomerOrders, ordersRequested(), api);
    expect(state.orders).toEqual({ status: 'loaded', items: [frOrder] });
  });

  it('a service failure is the failed state (the page offers to try again)', async () => {
    const { api } = fakeVehicleOrdersApi({ customerOrders: async () => fail(503) });
    const { state } = await run(loadCustomerOrders, ordersRequested(), api);
    expect(state.orders.status).toBe('failed');
  });

  it('a 401 starts sign-in and leaves no failure behind', async () => {
    const { api } = fakeVehicleOrdersApi({ customerOrders: async () => ({ kind: 'unauthorized', signIn: true }) });
    const { state, seen } = await run(loadCustomerOrders, ordersRequested(), api);
    expect(seen.some((a) => a.type === sessionExpired.type)).toBe(true);
    expect(state.orders.status).toBe('idle');
  });

  it('a thrown request (a bug) is a failure, not a crash', async () => {
    const { api } = fakeVehicleOrdersApi({
      customerOrders: async () => {
        throw new Error('bug');
      },
    });
    const { state } = await run(loadCustomerOrders, ordersRequested(), api);
    expect(state.orders.status).toBe('failed');
  });
});

describe('reservations', () => {
  it('are listed; a failure of their call is theirs alone', async () => {
    const { api } = fakeVehicleOrdersApi();
    expect((await run(loadReservations, reservationsRequested(), api)).state.reservations).toEqual({
      status: 'loaded',
      items: [reservation],
    });
    const broken = fakeVehicleOrdersApi({ reservations: async () => fail(500) });
    const { state } = await run(loadReservations, reservationsRequested(), broken.api);
    expect(state.reservations.status).toBe('failed');
    expect(state.orders.status).toBe('idle');
  });

  const loaded = [
    reservationsLoaded([
      reservation,
      { ...reservation, reservationId: 'RSV-US-8790', statusCode: 'RESERVATION_CANCELLED' },
    ]),
    cancelReservationAsked('RSV-US-8810'),
  ];

  it('cancelling after the confirmation: the reservation shows cancelled and the modal closes', async () => {
    const { api, asked } = fakeVehicleOrdersApi();
    const { state } = await run(cancelReservation, cancelReservationRequested('RSV-US-8810'), api, { before: loaded });
    expect(asked).toEqual(['cancel RSV-US-8810']);
    expect(state.reservations.items[0]?.statusCode).toBe('RESERVATION_CANCELLED');
    expect(state.cancel).toEqual({ reservationId: null, status: 'idle', errorKey: null, doneId: 'RSV-US-8810' });
  });

  it('a refused cancel (409) says it can no longer be cancelled, in the modal, and changes nothing', async () => {
    const { api } = fakeVehicleOrdersApi({ cancelReservation: async () => fail(409, 'already converted') });
    const { state } = await run(cancelReservation, cancelReservationRequested('RSV-US-8810'), api, { before: loaded });
    expect(state.reservations.items[0]?.statusCode).toBe('RESERVED');
    expect(state.cancel).toMatchObject({
      reservationId: 'RSV-US-8810',
      status: 'failed',
      errorKey: 'tracking.reservation.cancel.conflict',
    });
  });

  it('any other failure of the cancel keeps the modal open with the general error', async () => {
    const { api } = fakeVehicleOrdersApi({ cancelReservation: async () => fail(0, 'network down') });
    const { state } = await run(cancelReservation, cancelReservationRequested('RSV-US-8810'), api, { before: loaded });
    expect(state.reservations.items[0]?.statusCode).toBe('RESERVED');
    expect(state.cancel).toMatchObject({ status: 'failed', errorKey: 'tracking.reservation.cancel.failed' });
  });

  it('a 401 during the cancel starts sign-in and closes the modal without changing the reservation', async () => {
    const { api } = fakeVehicleOrdersApi({ cancelReservation: async () => ({ kind: 'unauthorized', signIn: true }) });
    const { state, seen } = await run(cancelReservation, cancelReservationRequested('RSV-US-8810'), api, {
      before: loaded,
    });
    expect(seen.some((a) => a.type === sessionExpired.type)).toBe(true);
    expect(state.reservations.items[0]?.statusCode).toBe('RESERVED');
    expect(state.cancel.status).toBe('idle');
  });
});

describe("one order's status", () => {
  it('loads the order with its history', async () => {
    const { api, asked } = fakeVehicleOrdersApi();
    const { state } = await run(loadOrderStatus, orderStatusRequested('VO-US-5501'), api);
    expect(asked).toEqual(['order VO-US-5501']);
    expect(state.detail).toEqual({ orderId: 'VO-US-5501', status: 'loaded', order: usDetail });
  });

  it("a 404 (unknown or another owner's order) is the not-found state", async () => {
    const { api } = fakeVehicleOrdersApi({ customerOrder: async () => fail(404) });
    expect((await run(loadOrderStatus, orderStatusRequested('VO-US-0000'), api)).state.detail.status).toBe('notFound');
  });

  it('an order number the service could never know (missing, odd characters) is not found without a call', async () => {
    const { api, asked } = fakeVehicleOrdersApi();
    expect((await run(loadOrderStatus, orderStatusRequested(''), api)).state.detail.status).toBe('notFound');
    expect((await run(loadOrderStatus, orderStatusRequested('../admin'), api)).state.detail.status).toBe('notFound');
    expect(asked).toEqual([]);
  });

  it('another failure is the failed state', async () => {
    const { api } = fakeVehicleOrdersApi({ customerOrder: async () => fail(500) });
    expect((await run(loadOrderStatus, orderStatusRequested('VO-US-5501'), api)).state.detail.status).toBe('failed');
  });

  it('a 401 starts sign-in', async () => {
    const { api } = fakeVehicleOrdersApi({ customerOrder: async () => ({ kind: 'unauthorized', signIn: true }) });
    const { seen, state } = await run(loadOrderStatus, orderStatusRequested('VO-US-5501'), api);
    expect(seen.some((a) => a.type === sessionExpired.type)).toBe(true);
    expect(state.detail.status).toBe('idle');
  });
});

describe('the window sticker', () => {
  it('is fetched and handed to the browser as a download', async () => {
    const { api, asked } = fakeVehicleOrdersApi();
    const { state, saved } = await run(downloadWindowSticker, stickerRequested('VO-US-5501'), api);
    expect(asked).toEqual(['sticker VO-US-5501']);
    expect(saved).toEqual([sticker]);
    expect(state.sticker.status).toBe('saved');
  });

  it('a failed call saves nothing and is the failed state (retry offered)', async () => {
    const { api } = fakeVehicleOrdersApi({ windowSticker: async () => fail(404) });
    const { state, saved } = await run(downloadWindowSticker, stickerRequested('VO-US-5501'), api);
    expect(saved).toEqual([]);
    expect(state.sticker.status).toBe('failed');
  });

  it('a document the browser cannot save is the failed state too', async () => {
    const { api } = fakeVehicleOrdersApi();
    const { state } = await run(downloadWindowSticker, stickerRequested('VO-US-5501'), api, {
      save: () => {
        throw new Error('bad base64');
      },
    });
    expect(state.sticker.status).toBe('failed');
  });
});

describe("a guest's check", () => {
  it('sends the number (trimmed, upper case) and the email, and shows the order', async () => {
    const { api, asked } = fakeVehicleOrdersApi();
    const { state } = await run(
      lookUpGuestOrder,
      guestStatusRequested({ orderId: ' vo-us-9001 ', email: ' guest.us@example.com ' }),
      api,
    );
    expect(asked).toEqual(['guest VO-US-9001 guest.us@example.com']);
    expect(state.guest).toEqual({ status: 'loaded', order: usDetail });
  });

  it('loads the bot-check first (spec 001 §7) and sends its token for this submit', async () => {
    const sent: (string | null)[] = [];
    const { api } = fakeVehicleOrdersApi({
      guestOrderStatus: async (_id, _email, token) => {
        sent.push(token);
        return { kind: 'ok', status: 200, data: { order: usDetail } };
      },
    });
    const botCheck = fakeBotCheck('tok-7');
    const { seen } = await run(
      lookUpGuestOrder,
      guestStatusRequested({ orderId: 'VO-US-9001', email: 'guest.us@example.com' }),
      api,
      { botCheck },
    );
    expect(seen.find((a) => scriptWanted.match(a))?.payload).toBe('botCheck');
    expect(botCheck.asked).toEqual(['guest_order_status']);
    expect(sent).toEqual(['tok-7']);
  });

  it.each([
    [404, 'notFound'],
    [429, 'tooMany'],
    [500, 'failed'],
    [0, 'failed'],
  ])('a %i answer is %s', async (status, refusal) => {
    const { api } = fakeVehicleOrdersApi({ guestOrderStatus: async () => fail(status) });
    expect(
      (await run(lookUpGuestOrder, guestStatusRequested({ orderId: 'VO-US-9001', email: 'x@example.com' }), api)).state
        .guest,
    ).toEqual({ status: refusal, order: null });
  });

  it('a 401 asks the guest for the details again and never starts sign-in', async () => {
    const { api } = fakeVehicleOrdersApi({ guestOrderStatus: async () => ({ kind: 'unauthorized', signIn: true }) });
    const { state, seen } = await run(
      lookUpGuestOrder,
      guestStatusRequested({ orderId: 'VO-US-9001', email: 'x@example.com' }),
      api,
    );
    expect(state.guest.status).toBe('expired');
    expect(seen.some((a) => a.type === sessionExpired.type)).toBe(false);
  });

  it("asks for the window sticker in the market's language", async () => {
    const { fetch, seen } = fakeFetch(() => ({ status: 200, body: sticker }));
    const api = createVehicleOrdersApi(
      createApiClient({ market: market('product/de-de'), fetch, tokens: staticToken('secret'), webview: false }),
      market('product/de-de'),
    );
    await api.windowSticker('VO-DE-1');
    expect(seen[0]?.url).toBe('/owner/api/v2/customer-orders/VO-DE-1/window-sticker?locale=de-de');
  });

  it('the guest call carries no token, only the body', async () => {
    const { fetch, seen } = fakeFetch(() => ({ status: 200, body: { order: usDetail } }));
    const api = createVehicleOrdersApi(
      createApiClient({ market: market('product/en-us'), fetch, tokens: staticToken('secret'), webview: false }),
      market('product/en-us'),
    );
    await api.guestOrderStatus('VO-US-9001', 'guest.us@example.com', null);
    expect(seen[0]?.url).toBe('/owner/api/v2/guest/customer-orders');
    expect(seen[0]?.method).toBe('POST');
    expect(JSON.parse(seen[0]?.body ?? '{}')).toEqual({ orderId: 'VO-US-9001', email: 'guest.us@example.com' });
    expect(Object.values(seen[0]?.headers ?? {})).not.toContain('secret');
    // With the bot-check's token, in the body as well (spec 001 §7).
    await api.guestOrderStatus('VO-US-9001', 'guest.us@example.com', 'local.status.abc');
    expect(JSON.parse(seen[1]?.body ?? '{}')).toMatchObject({ botCheckToken: 'local.status.abc' });
  });
});
