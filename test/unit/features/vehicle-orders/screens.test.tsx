/** @jest-environment ./test/support/jsdom-environment.js */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { fail, fakeVehicleOrdersApi, ok, sticker, usDetail } from './fixtures';
import { renderInMarket } from './render';
import type { ApiResult } from '../../../../src/api/client';
import { CheckOrderStatusScreen } from '../../../../src/features/vehicle-orders/components/check-order-status-screen';
import { TrackingStatusScreen } from '../../../../src/features/vehicle-orders/components/tracking-status-screen';
import { VehicleOrderTrackingScreen } from '../../../../src/features/vehicle-orders/components/vehicle-order-tracking-screen';

const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });

describe('vehicle order tracking', () => {
  it('in a market without status groups (fixture TH) says it is not offered, links to the dashboard and calls nothing', async () => {
    const { api, asked } = fakeVehicleOrdersApi();
    const { t } = await renderInMarket('product/en-th', <VehicleOrderTrackingScreen />, { api });
    expect(screen.getByRole('heading', { level: 2, name: t('tracking.notOffered.heading') })).toBeTruthy();
    expect(screen.getByRole('link', { name: t('app.returnToDashboard') }).getAttribute('href')).toBe(
      '/account-dashboard',
    );
    expect(asked).toEqual([]);
  });

  it("lists the orders with a link to each one's status page, and the reservations with their deposit", async () => {
    const { api } = fakeVehicleOrdersApi();
    const { t } = await renderInMarket('product/en-us', <VehicleOrderTrackingScreen />, { api });
    await settle();
    const orders = screen.getByRole('region', { name: t('tracking.orders.heading') });
    const card = within(orders).getByRole('article', { name: '2027 Explorer EV' });
    expect(
      within(card)
        .getByRole('link', { name: `${t('tracking.order.viewStatus')} VO-FR-7702` })
        .getAttribute('href'),
    ).toBe('/vehicle-order-tracking/status?orderId=VO-FR-7702');
    const reservations = screen.getByRole('region', { name: t('tracking.reservations.heading') });
    expect(within(reservations).getByText('$500.00')).toBeTruthy();
    expect(within(reservations).getByText(t('tracking.reservation.status.reserved'))).toBeTruthy();
  });

  it('empty lists say so, and a failed list offers to try again', async () => {
    let fails = true;
    const { api } = fakeVehicleOrdersApi({
      customerOrders: async () => ok({ orders: [] }),
      reservations: async () => (fails ? fail(503) : ok({ reservations: [] })),
    });
    const { t } = await renderInMarket('product/en-us', <VehicleOrderTrackingScreen />, { api });
    await settle();
    expect(screen.getByText(t('tracking.orders.empty'))).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(t('tracking.reservations.failed'));
    fails = false;
    fireEvent.click(within(alert).getByRole('button', { name: t('tracking.retry') }));
    await settle();
    expect(screen.getByText(t('tracking.reservations.empty'))).toBeTruthy();
  });

  it('a refused cancel shows its error in the modal and leaves the reservation as it was; then a cancel that works', async () => {
    let answer: ApiResult<undefined> = fail(500);
    const asked: string[] = [];
    const { api } = fakeVehicleOrdersApi({
      cancelReservation: async (id) => {
        asked.push(`cancel ${id}`);
        return answer;
      },
    });
    const { t } = await renderInMarket('product/en-us', <VehicleOrderTrackingScreen />, { api });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: t('tracking.reservation.cancel.button') }));
    const dialog = await screen.findByRole('dialog', { name: t('tracking.reservation.cancel.title') });
    fireEvent.click(within(dialog).getByRole('button', { name: t('tracking.reservation.cancel.confirm') }));
    await settle();
    expect(within(dialog).getByRole('alert').textContent).toBe(t('tracking.reservation.cancel.failed'));
    expect(screen.getByText(t('tracking.reservation.status.reserved'))).toBeTruthy();
    answer = ok(undefined, 204);
    fireEvent.click(within(dialog).getByRole('button', { name: t('tracking.reservation.cancel.confirm') }));
    await settle();
    expect(asked.filter((a) => a.startsWith('cancel'))).toEqual(['cancel RSV-US-8810', 'cancel RSV-US-8810']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(t('tracking.reservation.status.cancelled'), { selector: 'strong' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('tracking.reservation.cancel.button') })).toBeNull();
  });
});

describe('the status page', () => {
  it('shows the history newest last, the VIN, and downloads the window sticker', async () => {
    const { api } = fakeVehicleOrdersApi();
    const { t, saved } = await renderInMarket('product/en-us', <TrackingStatusScreen />, {
      api,
      path: '/vehicle-order-tracking/status?orderId=VO-US-5501',
    });
    await settle();
    const history = screen.getByRole('region', { name: t('tracking.history.heading') });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.tracking-event-group')?.textContent),
    ).toEqual([t('tracking.group.inProduction'), t('tracking.group.inProduction'), t('tracking.group.shipped')]);
    expect(screen.getByText('1FMCU9J94RUA12345')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t('tracking.sticker.download') }));
    await settle();
    expect(saved).toEqual([sticker]);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(t('tracking.sticker.saved'));
  });

  it('an unknown order is not found, with a link back to the list', async () => {
    const { api } = fakeVehicleOrdersApi({ customerOrder: async () => fail(404) });
    const { t } = await renderInMarket('product/en-us', <TrackingStatusScreen />, {
      api,
      path: '/vehicle-order-tracking/status?orderId=VO-US-0000',
    });
    await settle();
    expect(screen.getByRole('heading', { name: t('tracking.status.notFound.heading') })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: t('tracking.backToList') }).map((a) => a.getAttribute('href'))).toEqual([
      '/vehicle-order-tracking',
      '/vehicle-order-tracking',
    ]);
  });

  it('a failed sticker says so and offers to try again', async () => {
    const { api } = fakeVehicleOrdersApi({ windowSticker: async () => fail(500) });
    const { t } = await renderInMarket('product/en-us', <TrackingStatusScreen />, {
      api,
      path: '/vehicle-order-tracking/status?orderId=VO-US-5501',
    });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: t('tracking.sticker.download') }));
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(t('tracking.sticker.failed'));
    expect(within(alert).getByRole('button', { name: t('tracking.retry') })).toBeTruthy();
  });
});

describe('the guest check', () => {
  it('prefills the order number from ?orderId=, ties field errors to their fields, and sends nothing until both are right', async () => {
    const { api, asked } = fakeVehicleOrdersApi();
    const { t } = await renderInMarket('product/en-us', <CheckOrderStatusScreen />, {
      api,
      path: '/check-order-status?orderId=VO-US-9001',
    });
    const number = screen.getByLabelText(t('orderLookup.orderId.label')) as HTMLInputElement;
    expect(number.value).toBe('VO-US-9001');
    fireEvent.click(screen.getByRole('button', { name: t('orderLookup.submit') }));
    const email = screen.getByLabelText(t('orderLookup.email.label'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = (email.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual([t('orderLookup.email.required')]);
    expect(document.activeElement).toBe(email);
    expect(asked).toEqual([]);
  });

  it('wrong details: one message that does not say which, the values kept; then the order read-only, no sticker', async () => {
    const { api } = fakeVehicleOrdersApi({
      guestOrderStatus: async (_id, email) =>
        email === 'guest.us@example.com' ? ok({ order: { ...usDetail, windowSticker: true } }) : fail(404),
    });
    const { t } = await renderInMarket('product/en-us', <CheckOrderStatusScreen />, {
      api,
      path: '/check-order-status',
    });
    fireEvent.change(screen.getByLabelText(t('orderLookup.orderId.label')), { target: { value: 'VO-US-9001' } });
    fireEvent.change(screen.getByLabelText(t('orderLookup.email.label')), {
      target: { value: 'wrong@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: t('orderLookup.submit') }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(t('orderLookup.notFound'));
    expect((screen.getByLabelText(t('orderLookup.orderId.label')) as HTMLInputElement).value).toBe('VO-US-9001');
    expect((screen.getByLabelText(t('orderLookup.email.label')) as HTMLInputElement).value).toBe('wrong@example.com');
    fireEvent.change(screen.getByLabelText(t('orderLookup.email.label')), {
      target: { value: 'guest.us@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: t('orderLookup.submit') }));
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(t('tracking.group.shipped'), { selector: 'strong' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('tracking.sticker.download') })).toBeNull();
  });

  it("too many attempts names the minutes of the look-up window (the fixture table's 20)", async () => {
    const { api } = fakeVehicleOrdersApi({ guestOrderStatus: async () => fail(429) });
    const { t } = await renderInMarket('product/en-us', <CheckOrderStatusScreen />, {
      api,
      path: '/check-order-status?orderId=VO-US-9001',
    });
    fireEvent.change(screen.getByLabelText(t('orderLookup.email.label')), {
      target: { value: 'guest.us@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: t('orderLookup.submit') }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Too many tries: wait 20 minutes.');
  });
});
