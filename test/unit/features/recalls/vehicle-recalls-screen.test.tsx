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
import { textLookup } from '../../../support/fixture-texts';
import { WithMarket } from '../../../support/site-tables';
import { failed, ok, testClient, type Answer } from '../../../support/test-client';

const texts: Record<string, string> = {
  'app.loading': 'Loading…',
  'app.offline.retry': 'Try again',
  'screen.vehicle-recalls.title': 'Safety recalls',
  'recalls.lead': 'The recalls of your vehicle.',
  'recalls.vin': 'VIN {{vin}}',
  'recalls.checked': 'Checked on {{date}}',
  'recalls.none': 'No open safety recalls for this vehicle.',
  'recalls.loadFailed': 'The recalls could not be checked.',
  'recalls.noVehicle': 'Choose a vehicle first.',
  'recalls.notInGarage': 'Not in your garage.',
  'recalls.backToGarage': 'Back to your vehicles',
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
  'recalls.contactDealer': 'Book the repair',
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

async function show(path: string, recalls: Answer<'recalls'>) {
  const client = testClient({ recalls });
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
  expect(screen.getAllByText(t('recalls.vin', { vin: VIN }))).toHaveLength(1);
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
  const dealer = within(brakes).getByRole('link', { name: t('recalls.contactDealer') });
  expect(dealer.getAttribute('href')).toBe('/preferred-dealer');

  expect(within(software).getByRole('heading', { level: 2 }).textContent).toBe(t('recalls.component.software'));
  expect(within(software).getByText(t('recalls.status.remedied'))).toBeTruthy();
  expect(within(software).getByText(t('recalls.remediedOn', { date: 'January 20, 2025' }))).toBeTruthy();
  // Done: nothing to book, nothing to pay.
  expect(within(software).queryByRole('link')).toBeNull();
  expect(within(software).queryByText(t('recalls.free'))).toBeNull();
});

it('shows a booked repair with its date and dealer, and no booking link', async () => {
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
  expect(within(card).queryByRole('link', { name: t('recalls.contactDealer') })).toBeNull();
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
      .getByRole('link', { name: t('recalls.backToGarage') })
      .getAttribute('href'),
  ).toBe('/account-dashboard');
  expect(screen.queryByRole('button')).toBeNull();
});

it('asks for a vehicle when the address names none, and calls nothing', async () => {
  const client = await show('/vehicle-recalls', ok(answer([])));
  expect(screen.getByText(t('recalls.noVehicle'))).toBeTruthy();
  expect(screen.getByRole('link', { name: t('recalls.backToGarage') }).getAttribute('href')).toBe('/account-dashboard');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(client.calls).toEqual([]);
});

it('leads to the dealer in the app, without a reload', async () => {
  await show(`/vehicle-recalls?vin=${VIN}`, ok(answer([recall({ campaignId: '24S45' })])));
  await act(async () => {
    fireEvent.click(screen.getByRole('link', { name: t('recalls.contactDealer') }));
  });
  expect(screen.getByTestId('address').textContent).toBe('/preferred-dealer');
});
