/** @jest-environment ./test/support/jsdom-environment.js */
import type { UnknownAction } from '@reduxjs/toolkit';
import { act, screen, within } from '@testing-library/react';
import { fakeVehicleOrdersApi, ok as okResult, usDetail } from './fixtures';
import { renderInMarket } from './render';
import { createOrderDealerApi, type OrderDealerApi } from '../../../../src/features/vehicle-orders/api';
import { TrackingStatusScreen } from '../../../../src/features/vehicle-orders/components/tracking-status-screen';
import {
  orderDealer,
  orderDealerLoaded,
  type OrderDealerState,
} from '../../../../src/features/vehicle-orders/order-dealer-slice';
import { loadOrderDealer } from '../../../../src/features/vehicle-orders/sagas/order-dealer';
import { orderStatusLoaded, orderStatusRequested, vehicleOrders } from '../../../../src/features/vehicle-orders/slice';
import type { RawDealer, VehicleOrderDetail } from '../../../../src/generated/types/api/owner';
import { sessionExpired } from '../../../../src/lib/auth/session-events';
import { runSaga } from '../../../support/saga';
import { failed, ok, testClient, type Answers } from '../../../support/test-client';

const dearborn: RawDealer = {
  dealerCode: 'US-30160',
  dealerId: '30160',
  dealerGroup: 'Dearborn Motor Group',
  name: 'Dearborn Motors',
  street: '21400 Michigan Ave',
  town: 'Dearborn',
  region: 'MI',
  postalCode: '48124',
  openingHours: [{ day: 'Monday', open: '08:00', close: '20:00' }],
  delivery: true,
  sellsNewVehicles: true,
  phone: '+1 313 555 0160',
  appointments: { nextAppointmentDate: '2026-12-02', AM: true, PM: true, weekend: true },
  filterDeliveryServices: '[]',
  filterDidServices: '[]',
  filterRegularServices: '["OIL-CHANGE"]',
};
const order: VehicleOrderDetail = { ...usDetail, dealerName: 'Dearborn Motors', dealerCode: 'US-30160' };

async function run(answers: Answers, options: { before?: UnknownAction[]; api?: OrderDealerApi } = {}) {
  const client = testClient(answers);
  const r = await runSaga({
    slices: [vehicleOrders, orderDealer],
    context: {
      orderDealerApi: options.api ?? createOrderDealerApi(client, { threeLetterCountryCode: 'USA' }),
      webview: false,
      log: () => undefined,
    },
    saga: loadOrderDealer,
    action: orderStatusLoaded(order),
    before: [orderStatusRequested(order.orderId), ...(options.before ?? [])],
  });
  return { client, seen: r.seen, state: r.state.orderDealer as OrderDealerState };
}

describe("the order's selling dealer", () => {
  it("is asked of the dealer service by the order's dealer code, in the market's country (nvcDealers)", async () => {
    const { client, state } = await run({ nvcDealers: ok({ dealers: [dearborn] }) });
    expect(client.callsOf('nvcDealers').map((c) => c.options)).toEqual([
      { query: { country: 'USA', dealerCode: 'US-30160' } },
    ]);
    expect(state).toEqual({ dealerCode: 'US-30160', status: 'loaded', dealer: dearborn });
  });

  it.each([
    ['not found (404 DEALER_NOT_FOUND)', failed(404, 'no dealer US-30160 selling new vehicles in USA')],
    ['the dealer service down', failed(503)],
    ['an answer without that dealer', ok({ dealers: [{ ...dearborn, dealerCode: 'US-30408' }] })],
    ['an answer with no dealers', ok({})],
  ] as const)('%s: failed, the page keeps the name the order carries', async (_case, answer) => {
    const { state, seen } = await run({ nvcDealers: answer } as Answers);
    expect(state).toEqual({ dealerCode: 'US-30160', status: 'failed', dealer: null });
    expect(seen.some((a) => a.type === sessionExpired.type)).toBe(false);
  });

  it('a thrown request (a bug) is a failure, not a crash', async () => {
    const api: OrderDealerApi = {
      sellingDealer: async () => {
        throw new Error('bug');
      },
    };
    const { state } = await run({}, { api });
    expect(state.status).toBe('failed');
  });

  it('a 401 starts sign-in, as every call does', async () => {
    const { state, seen } = await run({ nvcDealers: () => ({ kind: 'unauthorized', signIn: true }) });
    expect(seen.some((a) => a.type === sessionExpired.type)).toBe(true);
    expect(state.status).toBe('failed');
  });

  it('an order without a dealer code asks nothing', async () => {
    const client = testClient({});
    const { dealerCode: _none, ...noCode } = order;
    const r = await runSaga({
      slices: [vehicleOrders, orderDealer],
      context: { orderDealerApi: createOrderDealerApi(client, { threeLetterCountryCode: 'USA' }) },
      saga: loadOrderDealer,
      action: orderStatusLoaded(noCode),
    });
    expect(client.calls).toEqual([]);
    expect(r.state.orderDealer).toEqual({ dealerCode: null, status: 'idle', dealer: null });
  });

  it('the same dealer, already here (the order loaded again), is not asked again', async () => {
    const { client, state } = await run(
      { nvcDealers: failed(503) },
      { before: [orderStatusLoaded(order), orderDealerLoaded({ dealerCode: 'US-30160', dealer: dearborn })] },
    );
    expect(client.calls).toEqual([]);
    expect(state.status).toBe('loaded');
  });

  it("a late answer for another order's dealer is not shown", () => {
    let state = orderDealer.reducer(undefined, orderStatusLoaded({ ...order, dealerCode: 'US-30408' }));
    state = orderDealer.reducer(state, orderDealerLoaded({ dealerCode: 'US-30160', dealer: dearborn }));
    expect(state).toEqual({ dealerCode: 'US-30408', status: 'loading', dealer: null });
  });
});

const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });

describe('"Your dealer" on the status page', () => {
  const oxford: RawDealer = {
    ...dearborn,
    dealerCode: 'GB-20915',
    dealerId: '20915',
    name: 'Thames Motors Oxford',
    street: '220 Botley Road',
    town: 'Oxford',
    postalCode: 'OX2 0HP',
    phone: '+44 1865 496 0315',
  };
  delete oxford.region;
  const gbOrder: VehicleOrderDetail = {
    ...order,
    countryCode: 'GB',
    dealerName: 'Thames Motors Oxford',
    dealerCode: 'GB-20915',
  };

  function dealerApi(answer: () => ReturnType<OrderDealerApi['sellingDealer']>) {
    const asked: string[] = [];
    const api: OrderDealerApi = {
      sellingDealer: (code) => {
        asked.push(code);
        return answer();
      },
    };
    return { api, asked };
  }

  it("shows the dealer's address, phone, hours and its page on the maker's site", async () => {
    const { api } = fakeVehicleOrdersApi({ customerOrder: async () => okResult({ order: gbOrder }) });
    const dealer = dealerApi(async () => okResult({ dealers: [oxford] }));
    const { t } = await renderInMarket('product/en-gb', <TrackingStatusScreen />, {
      api,
      orderDealerApi: dealer.api,
      path: '/vehicle-order-tracking/status?orderId=VO-US-5501',
    });
    await settle();
    expect(dealer.asked).toEqual(['GB-20915']);
    const panel = screen.getByRole('region', { name: t('tracking.dealer.heading') });
    expect(within(panel).getByRole('heading', { name: 'Thames Motors Oxford' })).toBeTruthy();
    const address = within(panel).getByText('220 Botley Road').closest('address');
    expect(address?.textContent).toContain('OX2 0HP');
    expect(within(panel).getByRole('link', { name: /1865/ }).getAttribute('href')).toBe('tel:+4418654960315');
    expect(within(panel).getByText(/^Monday: /)).toBeTruthy();
    expect(
      within(panel)
        .getByRole('link', { name: t('tracking.dealer.page') })
        .getAttribute('href'),
    ).toBe('https://www.product.example/uk/dealers/GB-20915');
  });

  it('a failed look-up leaves the name only, and the rest of the order as it is', async () => {
    const { api } = fakeVehicleOrdersApi({ customerOrder: async () => okResult({ order: gbOrder }) });
    const dealer = dealerApi(async () => ({ kind: 'error', status: 503, message: 'down' }));
    const { t } = await renderInMarket('product/en-gb', <TrackingStatusScreen />, {
      api,
      orderDealerApi: dealer.api,
      path: '/vehicle-order-tracking/status?orderId=VO-US-5501',
    });
    await settle();
    const panel = screen.getByRole('region', { name: t('tracking.dealer.heading') });
    expect(within(panel).getByRole('heading', { name: 'Thames Motors Oxford' })).toBeTruthy();
    expect(within(panel).queryByText(t('dealerInfo.address'))).toBeNull();
    expect(within(panel).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('region', { name: t('tracking.history.heading') })).toBeTruthy();
  });

  it('an order without a dealer code shows its name and asks nothing', async () => {
    const { api } = fakeVehicleOrdersApi();
    const dealer = dealerApi(async () => okResult({ dealers: [oxford] }));
    const { t } = await renderInMarket('product/en-us', <TrackingStatusScreen />, {
      api,
      orderDealerApi: dealer.api,
      path: '/vehicle-order-tracking/status?orderId=VO-US-5501',
    });
    await settle();
    expect(dealer.asked).toEqual([]);
    const panel = screen.getByRole('region', { name: t('tracking.dealer.heading') });
    expect(within(panel).getByRole('heading', { name: usDetail.dealerName })).toBeTruthy();
  });
});
