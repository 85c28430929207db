/** @jest-environment ./test/support/jsdom-environment.js */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import createSagaMiddleware from 'redux-saga';
import { createI18n } from '../../../../src/app/i18n';
import { createRecallsApi } from '../../../../src/features/recalls/api';
import { VehicleRecallsScreen } from '../../../../src/features/recalls/components/vehicle-recalls-screen';
import { recallsFeature } from '../../../../src/features/recalls/feature';
import { recallsSlice } from '../../../../src/features/recalls/slice';
import type { Recall, RecallsResponse } from '../../../../src/generated/types/api/owner';
import { dayWindow, isoDayOf } from '../../../../src/lib/dates/day-window';
import { preloadFocusTrap } from '../../../../src/ui/lazy-focus-trap';
import { textLookup } from '../../../support/fixture-texts';
import { WithMarket } from '../../../support/site-tables';
import { failed, ok, testClient, type Answer, type Answers } from '../../../support/test-client';
import { pretendElementsAreVisible } from '../../ui/support/layout';

const texts: Record<string, string> = {
  'app.loading': 'Loading…',
  'app.offline.retry': 'Try again',
  'screen.vehicle-recalls.title': 'Safety recalls',
  'recalls.lead': 'The recalls of your vehicle.',
  'vehicle.vin': 'VIN {{vin}}',
  'recalls.checked': 'Checked on {{date}}',
  'recalls.none': 'No open safety recalls for this vehicle.',
  'recalls.loadFailed': 'The recalls could not be checked.',
  'recalls.noVehicle': 'Choose a vehicle first.',
  'recalls.notInGarage': 'Not in your garage.',
  'vehicle.backToGarage': 'Back to your vehicles',
  'recalls.campaign': 'Campaign {{id}}',
  'recalls.issued': 'Announced on {{date}}',
  'recalls.riskLabel': 'Risk',
  'recalls.remedyLabel': 'Remedy',
  'recalls.statusLabel': 'Status',
  'recalls.status.open': 'Open',
  'recalls.status.scheduled': 'Repair booked',
  'recalls.status.remedied': 'Remedied',
  'recalls.scheduledFor': 'Booked for {{date}} at {{dealer}}',
  'recalls.remediedOn': 'Remedied on {{date}}',
  'recalls.free': 'Free of charge.',
  'recalls.notYetAvailable': 'Parts are not there yet.',
  'recalls.component.brakes': 'Brakes',
  'recalls.component.software': 'Vehicle software',
  'recalls.component.cameras': 'Rear-view camera',
  'recalls.component.seatBelts': 'Seat belts',
  'recalls.risk.crash': 'Risk of a crash.',
  'recalls.risk.visibility': 'Less to see.',
  'recalls.risk.injury': 'Risk of injury.',
  'recalls.remedy.repair': 'The dealer repairs it.',
  'recalls.remedy.softwareUpdate': 'The dealer updates the software.',
  'recalls.remedy.replace': 'The dealer replaces it.',
  'recalls.book.open': 'Book the free repair',
  'recalls.book.heading': 'Book the repair of campaign {{id}}',
  'recalls.book.withDealer': 'The repair is booked with your preferred dealer.',
  'recalls.book.changeDealer': 'Change your preferred dealer',
  'recalls.book.date': 'Day of your visit',
  'recalls.book.window': 'Any day from {{min}} to {{max}}.',
  'recalls.book.dateInvalid': 'Choose a day from {{min}} to {{max}}.',
  'recalls.book.submit': 'Book the repair',
  'recalls.book.working': 'Booking…',
  'recalls.book.close': 'Not now',
  'recalls.book.done': 'Your repair is booked for {{date}} at {{dealer}}.',
  'recalls.book.failed': 'The repair could not be booked. Please try again.',
  'recalls.book.noDealer': 'Choose your preferred dealer first: the repair is booked with them.',
  'recalls.cancel.action': 'Cancel the booking',
  'recalls.cancel.title': 'Cancel the booked repair?',
  'recalls.cancel.body': 'The recall stays open, and you can book another day.',
  'recalls.cancel.confirm': 'Cancel the booking',
  'recalls.cancel.keep': 'Keep the booking',
  'recalls.cancel.done': 'The booking is cancelled. The recall is open again.',
  'recalls.cancel.failed': 'The booking could not be cancelled. Please try again.',
};
const t = textLookup(texts);

const VIN = '1FTFW1E87PFA10001';
const recall = (over: Partial<Recall> & Pick<Recall, 'campaignId'>): Recall => ({
  component: 'brakes',
  risk: 'crash',
  remedy: 'repair',
  status: 'open',
  issuedOn: '2026-09-18',
  remedyAvailable: true,
  ...over,
});
const answer = (recalls: Recall[]): RecallsResponse => ({ vin: VIN, checkedAt: '2026-11-28T12:00:00Z', recalls });

/** Where the app has navigated to, as the address bar would show it. */
function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

async function show(path: string, recalls: Answer<'recalls'>, more: Answers = {}) {
  const client = testClient({ recalls, ...more });
  const sagas = createSagaMiddleware({
    context: { recallsApi: createRecallsApi(client), webview: false, log: () => undefined },
  });
  const store = configureStore({
    reducer: combineSlices(recallsSlice),
    middleware: (gdm) => gdm({ thunk: false }).concat(sagas),
  });
  for (const saga of recallsFeature.sagas) sagas.run(saga);
  const i18n = await createI18n('en-us', texts);
  await act(async () => {
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <WithMarket marketId="product/en-us">
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route
                  path="*"
                  element={
                    <>
                      <VehicleRecallsScreen />
                      <Address />
                    </>
                  }
                />
              </Routes>
            </MemoryRouter>
          </WithMarket>
        </I18nextProvider>
      </Provider>,
    );
  });
  return client;
}

const cards = () => screen.getAllByRole('listitem');

afterEach(() => {
  document.body.innerHTML = '';
});

it('shows the title and lead, the VIN once and when it was checked, then a card per recall', async () => {
  await show(
    `/vehicle-recalls?vin=${VIN.toLowerCase()}`,
    ok(
      answer([
        recall({ campaignId: '24S45' }),
        recall({
          campaignId: '23S12',
          component: 'software',
          status: 'remedied',
          remedy: 'softwareUpdate',
          issuedOn: '2024-11-05',
          remediedOn: '2025-01-20',
        }),
      ]),
    ),
  );
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t('screen.vehicle-recalls.title'));
  expect(screen.getByText(t('recalls.lead'))).toBeTruthy();
  expect(screen.getAllByText(t('vehicle.vin', { vin: VIN }))).toHaveLength(1);
  expect(screen.getByText(t('recalls.checked', { date: 'Nov 28, 2026' }))).toBeTruthy();

  const [brakes, software] = cards() as [HTMLElement, HTMLElement];
  expect(cards()).toHaveLength(2);
  expect(within(brakes).getByRole('heading', { level: 2 }).textContent).toBe(t('recalls.component.brakes'));
  expect(within(brakes).getByText(t('recalls.campaign', { id: '24S45' }))).toBeTruthy();
  expect(within(brakes).getByText(t('recalls.issued', { date: 'September 18, 2026' }))).toBeTruthy();
  expect(within(brakes).getByText(t('recalls.status.open'))).toBeTruthy();
  expect(within(brakes).getByText(t('recalls.risk.crash'))).toBeTruthy();
  expect(within(brakes).getByText(t('recalls.remedy.repair'))).toBeTruthy();
  expect(within(brakes).getByText(t('recalls.free'))).toBeTruthy();
  expect(within(brakes).getByRole('button', { name: t('recalls.book.open') })).toBeTruthy();
  expect(within(brakes).queryByRole('button', { name: t('recalls.cancel.action') })).toBeNull();

  expect(within(software).getByRole('heading', { level: 2 }).textContent).toBe(t('recalls.component.software'));
  expect(within(software).getByText(t('recalls.status.remedied'))).toBeTruthy();
  expect(within(software).getByText(t('recalls.remediedOn', { date: 'January 20, 2025' }))).toBeTruthy();
  // Done: nothing to book, nothing to pay.
  expect(within(software).queryByRole('link')).toBeNull();
  expect(within(software).queryByRole('button')).toBeNull();
  expect(within(software).queryByText(t('recalls.free'))).toBeNull();
});

it('shows a booked repair with its date and dealer, and a way to cancel it instead of booking', async () => {
  await show(
    '/vehicle-recalls?vin=1FMCU9J97PUA20002',
    ok(
      answer([
        recall({
          campaignId: '24C07',
          component: 'cameras',
          risk: 'visibility',
          remedy: 'softwareUpdate',
          status: 'scheduled',
          scheduledFor: '2026-12-09',
          dealerName: 'Dearborn Motors',
        }),
      ]),
    ),
  );
  const [card] = cards() as [HTMLElement];
  expect(within(card).getByText(t('recalls.status.scheduled'))).toBeTruthy();
  expect(
    within(card).getByText(t('recalls.scheduledFor', { date: 'December 9, 2026', dealer: 'Dearborn Motors' })),
  ).toBeTruthy();
  expect(within(card).getByText(t('recalls.free'))).toBeTruthy();
  expect(within(card).queryByRole('link')).toBeNull();
  expect(within(card).queryByRole('button', { name: t('recalls.book.open') })).toBeNull();
  expect(within(card).getByRole('button', { name: t('recalls.cancel.action') })).toBeTruthy();
});

it('tells an owner to wait for a letter where the parts are not there yet, instead of the dealer link', async () => {
  await show(
    `/vehicle-recalls?vin=${VIN}`,
    ok(
      answer([
        recall({
          campaignId: '25B11',
          component: 'seatBelts',
          risk: 'injury',
          remedy: 'replace',
          remedyAvailable: false,
        }),
      ]),
    ),
  );
  const [card] = cards() as [HTMLElement];
  expect(within(card).getByText(t('recalls.notYetAvailable'))).toBeTruthy();
  expect(within(card).queryByRole('button', { name: t('recalls.book.open') })).toBeNull();
});

it('says there are none, with the day they were checked', async () => {
  await show(`/vehicle-recalls?vin=${VIN}`, ok(answer([])));
  expect(screen.getByRole('status').textContent).toBe(t('recalls.none'));
  expect(screen.getByText(t('recalls.checked', { date: 'Nov 28, 2026' }))).toBeTruthy();
  expect(screen.queryAllByRole('listitem')).toHaveLength(0);
});

it('shows the spinner while the answer is on its way', async () => {
  let answerNow: (value: Awaited<ReturnType<Answer<'recalls'>>>) => void = () => undefined;
  await show(
    `/vehicle-recalls?vin=${VIN}`,
    () =>
      new Promise((resolve) => {
        answerNow = resolve;
      }),
  );
  expect(screen.getByRole('status', { name: t('app.loading') })).toBeTruthy();
  await act(async () => {
    answerNow({ kind: 'ok', status: 200, data: answer([]) });
  });
  expect(screen.queryByRole('status', { name: t('app.loading') })).toBeNull();
  expect(screen.getByRole('status').textContent).toBe(t('recalls.none'));
});

it('says so when the recalls cannot be checked, and tries again on request', async () => {
  let fail = true;
  const client = await show(`/vehicle-recalls?vin=${VIN}`, (options) =>
    fail ? failed<'recalls'>(503)(options) : ok<'recalls'>(answer([]))(options),
  );
  expect(screen.getByRole('alert').textContent).toContain(t('recalls.loadFailed'));
  fail = false;
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t('app.offline.retry') }));
  });
  expect(client.callsOf('recalls')).toHaveLength(2);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('status').textContent).toBe(t('recalls.none'));
});

it('asks again by itself once the connection is back, after failing offline', async () => {
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    let offline = true;
    const client = await show(`/vehicle-recalls?vin=${VIN}`, () =>
      offline
        ? { kind: 'error', status: 0, message: 'Failed to fetch', offline: true }
        : { kind: 'ok', status: 200, data: answer([]) },
    );
    expect(screen.getByRole('alert').textContent).toContain(t('recalls.loadFailed'));
    expect(client.callsOf('recalls')).toHaveLength(1);
    offline = false;
    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(client.callsOf('recalls')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe(t('recalls.none'));
  } finally {
    onLine.mockRestore();
  }
});

it('says a vehicle is not in the garage (404), with the way back and no retry', async () => {
  await show('/vehicle-recalls?vin=WF0XXXGCDXPA99999', failed(404, 'vehicle not in the garage'));
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toContain(t('recalls.notInGarage'));
  expect(
    within(alert)
      .getByRole('link', { name: t('vehicle.backToGarage') })
      .getAttribute('href'),
  ).toBe('/account-dashboard');
  expect(screen.queryByRole('button')).toBeNull();
});

it('asks for a vehicle when the address names none, and calls nothing', async () => {
  const client = await show('/vehicle-recalls', ok(answer([])));
  expect(screen.getByText(t('recalls.noVehicle'))).toBeTruthy();
  expect(screen.getByRole('link', { name: t('vehicle.backToGarage') }).getAttribute('href')).toBe('/account-dashboard');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(client.calls).toEqual([]);
});

describe('booking the remedy', () => {
  /** The booking window of the fixture site (recalls: 2 to 60 days from today), as the form shows it. */
  const { min, max } = dayWindow(isoDayOf(Date.now()), 2, 60);
  const long = (day: string) =>
    new Intl.DateTimeFormat('en-us', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  const span = { min: long(min), max: long(max) };
  const booked = recall({ campaignId: '24S45', status: 'scheduled', scheduledFor: min, dealerName: 'Dearborn Motors' });

  async function openForm(more: Answers = {}) {
    const client = await show(`/vehicle-recalls?vin=${VIN}`, ok(answer([recall({ campaignId: '24S45' })])), more);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t('recalls.book.open') }));
    });
    const [card] = cards() as [HTMLElement];
    return { client, card, day: within(card).getByLabelText(t('recalls.book.date')) as HTMLInputElement };
  }
  const submit = async (card: HTMLElement) => {
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: t('recalls.book.submit') }));
    });
  };

  it('opens a form in the card, with the focus on the day, the window and the way to the preferred dealer', async () => {
    const { card, day } = await openForm();
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(
      t('recalls.book.heading', { id: '24S45' }),
    );
    expect(document.activeElement).toBe(day);
    expect(day.type).toBe('date');
    expect([day.min, day.max]).toEqual([min, max]);
    const hint = within(card).getByText(t('recalls.book.window', span));
    expect(day.getAttribute('aria-describedby')).toBe(hint.id);
    expect(within(card).getByText(t('recalls.book.withDealer'), { exact: false })).toBeTruthy();
    const change = within(card).getByRole('link', { name: t('recalls.book.changeDealer') });
    expect(change.getAttribute('href')).toBe('/preferred-dealer');
    await act(async () => {
      fireEvent.click(change);
    });
    expect(screen.getByTestId('address').textContent).toBe('/preferred-dealer');
  });

  it('closes again on request, with the focus on the card heading', async () => {
    const { card } = await openForm();
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: t('recalls.book.close') }));
    });
    expect(within(card).queryByRole('heading', { level: 3 })).toBeNull();
    expect(document.activeElement).toBe(within(card).getByRole('heading', { level: 2 }));
    expect(within(card).getByRole('button', { name: t('recalls.book.open') })).toBeTruthy();
  });

  it('says under the field which days can be booked, after sending none or one outside the window', async () => {
    const { client, card, day } = await openForm();
    expect(within(card).queryByText(t('recalls.book.dateInvalid', span))).toBeNull();
    await submit(card);
    const error = within(card).getByText(t('recalls.book.dateInvalid', span));
    expect(error.closest('.field')).toBe(day.closest('.field'));
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(day.getAttribute('aria-describedby')).toContain(error.id);
    fireEvent.change(day, { target: { value: isoDayOf(Date.now()) } });
    await submit(card);
    expect(within(card).getByText(t('recalls.book.dateInvalid', span))).toBeTruthy();
    expect(client.callsOf('bookRecallRemedy')).toEqual([]);
  });

  it('books a day of the window: the card shows the booking and says so, with the focus on its heading', async () => {
    let answerNow: (value: Awaited<ReturnType<Answer<'bookRecallRemedy'>>>) => void = () => undefined;
    const { client, card, day } = await openForm({
      bookRecallRemedy: () =>
        new Promise((resolve) => {
          answerNow = resolve;
        }),
    });
    fireEvent.change(day, { target: { value: min } });
    await submit(card);
    expect(client.callsOf('bookRecallRemedy').map((c) => c.options)).toEqual([
      { params: { campaignId: '24S45' }, headers: { vin: VIN }, body: { date: min } },
    ]);
    const working = within(card).getByRole('button', { name: t('recalls.book.working') }) as HTMLButtonElement;
    expect(working.disabled).toBe(true);
    await act(async () => {
      answerNow({ kind: 'ok', status: 200, data: booked });
    });
    expect(within(card).queryByRole('heading', { level: 3 })).toBeNull();
    expect(within(card).getByText(t('recalls.status.scheduled'))).toBeTruthy();
    expect(
      within(card).getByText(t('recalls.scheduledFor', { date: long(min), dealer: 'Dearborn Motors' })),
    ).toBeTruthy();
    expect(within(card).getByRole('status').textContent).toBe(
      t('recalls.book.done', { date: long(min), dealer: 'Dearborn Motors' }),
    );
    expect(document.activeElement).toBe(within(card).getByRole('heading', { level: 2 }));
    expect(within(card).getByRole('button', { name: t('recalls.cancel.action') })).toBeTruthy();
  });

  it('asks for a preferred dealer first when the owner has none, keeping the day chosen', async () => {
    const { card, day } = await openForm({
      bookRecallRemedy: failed(409, 'no preferred dealer: the remedy is booked with it'),
    });
    fireEvent.change(day, { target: { value: max } });
    await submit(card);
    const alert = within(card).getByRole('alert');
    expect(alert.textContent).toContain(t('recalls.book.noDealer'));
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('/preferred-dealer');
    expect(day.value).toBe(max);
    expect(within(card).getByText(t('recalls.status.open'))).toBeTruthy();
  });

  it('says under the field when the service refuses the day (400: the day turned meanwhile), keeping it', async () => {
    const { card, day } = await openForm({ bookRecallRemedy: failed(400, 'date must be a day of the window') });
    fireEvent.change(day, { target: { value: max } });
    await submit(card);
    const error = await within(card).findByText(t('recalls.book.dateInvalid', span));
    expect(error.closest('.field')).toBe(day.closest('.field'));
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(within(card).queryByText(t('recalls.book.failed'))).toBeNull();
    expect(day.value).toBe(max);
  });

  it('says a booking failed, keeping the day chosen', async () => {
    const { card, day } = await openForm({ bookRecallRemedy: failed(503) });
    fireEvent.change(day, { target: { value: max } });
    await submit(card);
    expect(within(card).getByRole('alert').textContent).toBe(t('recalls.book.failed'));
    expect(day.value).toBe(max);
  });
});

describe('cancelling a booking', () => {
  let restoreLayout: () => void;
  beforeAll(() => preloadFocusTrap());
  beforeEach(() => {
    restoreLayout = pretendElementsAreVisible();
  });
  afterEach(() => restoreLayout());

  const booked = recall({
    campaignId: '24C07',
    component: 'cameras',
    status: 'scheduled',
    scheduledFor: '2026-12-09',
    dealerName: 'Dearborn Motors',
  });
  const settle = () =>
    act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });

  async function askToCancel(more: Answers) {
    const client = await show(`/vehicle-recalls?vin=${VIN}`, ok(answer([booked])), more);
    const [card] = cards() as [HTMLElement];
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: t('recalls.cancel.action') }));
    });
    await settle();
    return { client, card, dialog: screen.getByRole('dialog', { name: t('recalls.cancel.title') }) };
  }

  it('asks first, and keeps the booking when the owner says so', async () => {
    const { client, card, dialog } = await askToCancel({ cancelRecallBooking: ok({ ...booked, status: 'open' }) });
    expect(within(dialog).getByText(t('recalls.cancel.body'))).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: t('recalls.cancel.confirm') });
    expect(confirm.className).toBe('button button-danger');
    const row = dialog.querySelector('.form-actions') as HTMLElement;
    await act(async () => {
      fireEvent.click(within(row).getByRole('button', { name: t('recalls.cancel.keep') }));
    });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(client.callsOf('cancelRecallBooking')).toEqual([]);
    expect(within(card).getByText(t('recalls.status.scheduled'))).toBeTruthy();
  });

  it('cancels on confirmation: the card is open again and says so', async () => {
    const open = recall({ campaignId: '24C07', component: 'cameras' });
    const { client, card, dialog } = await askToCancel({ cancelRecallBooking: ok(open) });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: t('recalls.cancel.confirm') }));
    });
    await settle();
    expect(client.callsOf('cancelRecallBooking').map((c) => c.options)).toEqual([
      { params: { campaignId: '24C07' }, headers: { vin: VIN } },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(card).getByText(t('recalls.status.open'))).toBeTruthy();
    expect(within(card).getByRole('status').textContent).toBe(t('recalls.cancel.done'));
    expect(within(card).getByRole('button', { name: t('recalls.book.open') })).toBeTruthy();
    expect(document.activeElement).toBe(within(card).getByRole('heading', { level: 2 }));
  });

  it('says a cancelling failed, and the booking stays', async () => {
    const { card, dialog } = await askToCancel({ cancelRecallBooking: failed(503) });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: t('recalls.cancel.confirm') }));
    });
    await settle();
    expect(within(card).getByRole('alert').textContent).toBe(t('recalls.cancel.failed'));
    expect(within(card).getByText(t('recalls.status.scheduled'))).toBeTruthy();
  });
});
