/** @jest-environment ./test/support/jsdom-environment.js */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import createSagaMiddleware from 'redux-saga';
import type { ApiResult } from '../../../../src/api/client';
import { createI18n } from '../../../../src/app/i18n';
import type { OrdersApi } from '../../../../src/features/orders/api';
import { GuestOrderScreen } from '../../../../src/features/orders/components/guest-order-screen';
import { OrderDetailsScreen } from '../../../../src/features/orders/components/order-details-screen';
import { OrderHistoryScreen } from '../../../../src/features/orders/components/order-history-screen';
import { ordersFeature } from '../../../../src/features/orders/feature';
import { ordersSlice } from '../../../../src/features/orders/slice';
import type { Order, OrderHistoryResponse } from '../../../../src/generated/types/api/owner';
import type { SiteTables } from '../../../../src/lib/market/site-tables';
import { MarketContext } from '../../../../src/ui/market-context';
import { defaultRoutes, fixtureMarket, fixtureOrders } from '../../../support/fixture-markets';
import { textLookup } from '../../../support/fixture-texts';
import { answerScripts } from '../../../support/saga';
import { fixtureTables } from '../../../support/site-tables';

// The store names, the line rules and the guest look-up window come from the orders table the market view gives the
// screens: the fixture's here (store 11 accessories, 12 chargers; PROCESSING cancellable; a 20-minute window).
const tables: SiteTables = { ...fixtureTables, orders: fixtureOrders };

const texts: Record<string, string> = {
  'form.nonEmpty': 'Fill in:',
  'orders.guest.orderNo': 'Order number',
  'orders.guest.email': 'Email of the order',
  'orders.guest.emailInvalid': 'That is not an email address.',
  'orders.guest.submit': 'Find my order',
  'orders.guest.notFound': 'No order matches these details.',
  'orders.guest.tooMany_one': 'Too many tries: wait {{minutes}} minute.',
  'orders.guest.tooMany_other': 'Too many tries: wait {{minutes}} minutes.',
  'orders.details.heading': 'Order {{orderNo}}',
  'orders.details.returnItems': 'Send items back',
  'orders.details.notFound.heading': 'No such order',
  'orders.details.back': 'Back to the orders',
  'orders.returns.link': 'Return {{returnId}}',
  'orders.cancel.button': 'Cancel item',
  'orders.cancel.title': 'Cancel this item?',
  'orders.cancel.body': 'Cancel {{name}} of order {{orderNo}}?',
  'orders.cancel.confirm': 'Yes, cancel it',
  'orders.cancel.notCancellable': 'This item can no longer be cancelled.',
  'orders.store.chargers': 'Charger shop',
  'orders.history.orderLink': 'Order {{orderNo}} in full',
  'orders.history.empty.heading': 'No orders yet',
  'orders.history.failed': 'The orders did not load.',
  'orders.retry': 'Load again',
  'orders.pager.label': 'Pages of orders',
  'orders.pager.page': 'Page {{page}}',
  'orders.pager.next': 'Next page',
};
const t = textLookup(texts);

const order = (orderNo: string): Order => ({
  orderNo,
  storeId: 11,
  orderDate: '2026-11-18',
  statusCode: 'PROCESSING',
  currency: 'USD',
  subtotal: 110,
  shipping: 5,
  tax: 10,
  total: 125,
  shipTo: { name: 'Michael Johnson', address1: '1 Main St', city: 'Detroit', postalCode: '48226', countryCode: 'US' },
  items: [
    { line: 1, sku: 'RR-1', name: 'Roof rack cross bars', quantity: 1, price: 80, status: 'SHIPPED' },
    { line: 2, sku: 'CN-2', name: 'Cargo net', quantity: 1, price: 30, status: 'PROCESSING' },
    { line: 3, sku: 'FL-3', name: 'Floor liners', quantity: 1, price: 0, status: 'DELIVERED' },
  ],
  returns: [{ returnId: 'R-1001', status: 'OPEN', createdAt: '2026-11-20T10:00:00Z' }],
});

function fakeApi(over: Partial<OrdersApi> = {}): OrdersApi {
  const ok = <T,>(data: T): ApiResult<T> => ({ kind: 'ok', status: 200, data });
  return {
    history: async () => ok({ orders: [], page: 1, pageSize: 10, totalOrders: 0 }),
    details: async (no) => ok({ order: order(no) }),
    cancelItem: async () => ({ kind: 'error', status: 409, message: 'not cancellable' }),
    guestLookup: async () => ({ kind: 'error', status: 404, message: 'no order matches these details' }),
    ...over,
  };
}

async function show(ui: ReactNode, api: OrdersApi, path = '/') {
  const market = fixtureMarket('product/en-us');
  const routes = defaultRoutes;
  const sagas = createSagaMiddleware({ context: { ordersApi: api, log: () => undefined, webview: false, tables } });
  const store = configureStore({
    reducer: combineSlices(ordersSlice),
    middleware: (gdm) => gdm({ thunk: false }).concat(sagas),
  });
  for (const saga of ordersFeature.sagas) sagas.run(saga);
  // The consent feature's answer for the fixture market, which has no bot-check script.
  sagas.run(answerScripts('unavailable'));
  const i18n = await createI18n('en-us', texts);
  await act(async () => {
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <MarketContext.Provider value={{ market, routes, webview: false, tables, markets: [market] }}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/order-details/:orderNo" element={ui} />
                <Route path="*" element={ui} />
              </Routes>
            </MemoryRouter>
          </MarketContext.Provider>
        </I18nextProvider>
      </Provider>,
    );
  });
}

describe('the guest look-up form', () => {
  it('says what is missing under each field, tied to it, and sends nothing', async () => {
    const asked: string[] = [];
    await show(
      <GuestOrderScreen />,
      fakeApi({
        guestLookup: async (no) => {
          asked.push(no);
          return { kind: 'error', status: 404, message: '' };
        },
      }),
    );
    fireEvent.change(screen.getByLabelText(t('orders.guest.email')), { target: { value: 'not-an-email' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t('orders.guest.submit') }));
    });
    const number = screen.getByLabelText(t('orders.guest.orderNo'));
    expect(number.getAttribute('aria-invalid')).toBe('true');
    const description = (el: HTMLElement) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(description(number)).toContain(`${t('form.nonEmpty')} ${t('orders.guest.orderNo')}`);
    expect(description(screen.getByLabelText(t('orders.guest.email')))).toBe(t('orders.guest.emailInvalid'));
    expect(document.activeElement).toBe(number);
    expect(asked).toEqual([]);
  });

  it('a wrong combination says so without naming a field, and keeps what was typed', async () => {
    await show(<GuestOrderScreen />, fakeApi());
    fireEvent.change(screen.getByLabelText(t('orders.guest.orderNo')), { target: { value: 'us-900101' } });
    fireEvent.change(screen.getByLabelText(t('orders.guest.email')), { target: { value: 'wrong@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t('orders.guest.submit') }));
    });
    expect(screen.getByRole('alert').textContent).toBe(t('orders.guest.notFound'));
    expect((screen.getByLabelText(t('orders.guest.orderNo')) as HTMLInputElement).value).toBe('us-900101');
    expect((screen.getByLabelText(t('orders.guest.email')) as HTMLInputElement).value).toBe('wrong@example.com');
  });

  it("too many attempts says how long to wait, from the data (the fixture table's 20 minutes)", async () => {
    await show(
      <GuestOrderScreen />,
      fakeApi({ guestLookup: async () => ({ kind: 'error', status: 429, message: '' }) }),
    );
    fireEvent.change(screen.getByLabelText(t('orders.guest.orderNo')), { target: { value: 'US-900101' } });
    fireEvent.change(screen.getByLabelText(t('orders.guest.email')), { target: { value: 'guest.us@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t('orders.guest.submit') }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Too many tries: wait 20 minutes.');
  });

  it('a found order is shown read-only, with a guest return link', async () => {
    const asked: string[] = [];
    await show(
      <GuestOrderScreen />,
      fakeApi({
        guestLookup: async (no, email) => {
          asked.push(`${no} ${email}`);
          return {
            kind: 'ok',
            status: 200,
            data: {
              order: order(no),
              authorization: { identifier: no, accessCode: 'A', expiresAt: '2026-11-23T18:00:00Z' },
            },
          };
        },
      }),
    );
    fireEvent.change(screen.getByLabelText(t('orders.guest.orderNo')), { target: { value: ' us-900101 ' } });
    fireEvent.change(screen.getByLabelText(t('orders.guest.email')), { target: { value: 'guest.us@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t('orders.guest.submit') }));
    });
    expect(asked).toEqual(['US-900101 guest.us@example.com']);
    expect(screen.getByRole('heading', { name: t('orders.details.heading', { orderNo: 'US-900101' }) })).toBe(
      document.activeElement,
    );
    expect(screen.queryByRole('button', { name: new RegExp(t('orders.cancel.button')) })).toBeNull();
    expect(screen.getByRole('link', { name: t('orders.details.returnItems') }).getAttribute('href')).toBe(
      '/make-return?orderNo=US-900101',
    );
  });
});

describe("the owner's order details", () => {
  it('offers cancel only on cancellable lines, a return link, and links each return', async () => {
    await show(<OrderDetailsScreen />, fakeApi(), '/order-details/US-300540');
    const lines = screen.getAllByRole('listitem').filter((li) => li.classList.contains('order-line'));
    expect(lines.map((li) => within(li).queryByRole('button') !== null)).toEqual([false, true, false]);
    expect(screen.getByRole('link', { name: t('orders.details.returnItems') }).getAttribute('href')).toBe(
      '/create-return?orderNo=US-300540',
    );
    expect(
      screen.getByRole('link', { name: t('orders.returns.link', { returnId: 'R-1001' }) }).getAttribute('href'),
    ).toBe('/complete-return?returnId=R-1001');
    expect(screen.getByText('$125.00')).toBeTruthy();
  });

  it('a refused cancellation keeps the dialog open on the same item and says why', async () => {
    await show(<OrderDetailsScreen />, fakeApi(), '/order-details/US-300540');
    await act(async () => {
      fireEvent.click(
        screen.getByRole('button', { name: new RegExp(`^${t('orders.cancel.button')}\\s*: Cargo net$`) }),
      );
    });
    const dialog = await screen.findByRole('dialog', { name: t('orders.cancel.title') });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: t('orders.cancel.confirm') }));
    });
    expect(within(dialog).getByRole('alert').textContent).toBe(t('orders.cancel.notCancellable'));
    expect(within(dialog).getByText('Cancel Cargo net of order US-300540?')).toBeTruthy();
  });

  it('an unknown order says so and leads back to the history', async () => {
    await show(
      <OrderDetailsScreen />,
      fakeApi({ details: async () => ({ kind: 'error', status: 404, message: 'not found' }) }),
      '/order-details/US-1',
    );
    expect(screen.getByRole('heading', { name: t('orders.details.notFound.heading') })).toBeTruthy();
    expect(
      screen
        .getAllByRole('link', { name: t('orders.details.back') })
        .every((a) => a.getAttribute('href') === '/order-history'),
    ).toBe(true);
  });
});

describe('the order history', () => {
  const summaries = (n: number) =>
    Array.from({ length: n }, (_v, i) => ({
      orderNo: `US-${300600 - i}`,
      storeId: 12,
      orderDate: '2026-11-18',
      statusCode: 'DELIVERED',
      currency: 'USD',
      total: 10.5,
      itemCount: 1,
    }));

  it('shows the page of the address, with the current page marked in a labelled navigation', async () => {
    const asked: number[] = [];
    await show(
      <OrderHistoryScreen />,
      fakeApi({
        history: async (n) => {
          asked.push(n);
          return { kind: 'ok', status: 200, data: { orders: summaries(3), page: n, pageSize: 10, totalOrders: 23 } };
        },
      }),
      '/order-history?page=3',
    );
    expect(asked).toEqual([3]);
    const pager = screen.getByRole('navigation', { name: t('orders.pager.label') });
    expect(
      within(pager)
        .getByRole('link', { name: t('orders.pager.page', { page: '3' }) })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(pager)
        .getByRole('link', { name: t('orders.pager.page', { page: '2' }) })
        .getAttribute('aria-current'),
    ).toBeNull();
    expect(within(pager).queryByRole('link', { name: t('orders.pager.next') })).toBeNull();
    expect(
      screen.getByRole('link', { name: t('orders.history.orderLink', { orderNo: 'US-300600' }) }).getAttribute('href'),
    ).toBe('/order-details/US-300600');
    expect(screen.getAllByText('Charger shop')).toHaveLength(3);
    expect(screen.getAllByText('$10.50')).toHaveLength(3);
  });

  it('no orders: a friendly empty state, no pager', async () => {
    await show(<OrderHistoryScreen />, fakeApi(), '/order-history');
    expect(screen.getByRole('heading', { name: t('orders.history.empty.heading') })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: t('orders.pager.label') })).toBeNull();
  });

  it('a failure says so, and Try again asks again', async () => {
    let calls = 0;
    await show(
      <OrderHistoryScreen />,
      fakeApi({
        history: async (n): Promise<ApiResult<OrderHistoryResponse>> => {
          calls += 1;
          return calls === 1
            ? { kind: 'error', status: 503, message: 'down' }
            : { kind: 'ok', status: 200, data: { orders: summaries(1), page: n, pageSize: 10, totalOrders: 1 } };
        },
      }),
      '/order-history',
    );
    expect(screen.getByRole('alert').textContent).toContain(t('orders.history.failed'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t('orders.retry') }));
    });
    expect(calls).toBe(2);
    expect(screen.getByRole('link', { name: t('orders.history.orderLink', { orderNo: 'US-300600' }) })).toBeTruthy();
  });
});
