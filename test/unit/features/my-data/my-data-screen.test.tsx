/** @jest-environment ./test/support/jsdom-environment.js */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import { createI18n } from '../../../../src/app/i18n';
import { createMyDataApi } from '../../../../src/features/my-data/api';
import { MyDataScreen } from '../../../../src/features/my-data/components/my-data-screen';
import { myDataFeature } from '../../../../src/features/my-data/feature';
import { myData } from '../../../../src/features/my-data/slice';
import { bundles } from '../../../../src/generated/content';
import type { DataExportDocument, DataExportResponse } from '../../../../src/generated/types/api/owner';
import { textLookup } from '../../../support/fixture-texts';
import { fixtureTables, WithMarket } from '../../../support/site-tables';
import { failed, ok, testClient, type Answers } from '../../../support/test-client';

const texts = { ...bundles.en, ...bundles['en-us'] } as Record<string, string>;
const t = textLookup(texts);
const REQUESTED = '2026-11-23T10:00:00.000Z';
const READY: DataExportResponse = {
  status: 'ready',
  requestedAt: REQUESTED,
  readyAt: '2026-11-23T10:00:04.000Z',
  availableUntil: '2026-11-30T10:00:04.000Z',
  size: 48_213,
  fileName: 'owner-account-data-2026-11-23.json',
};

/** The screen on a store with the feature's sagas; the wait between looks never ends (the test looks once). */
async function show(answers: Answers) {
  const client = testClient(answers);
  const saved: string[] = [];
  const sagas = createSagaMiddleware({
    context: {
      myDataApi: createMyDataApi(client),
      myDataWait: () => new Promise<void>(() => undefined),
      saveMyData: (_doc: DataExportDocument, fileName: string) => saved.push(fileName),
      tables: fixtureTables,
      webview: false,
      log: () => undefined,
    },
  });
  const store = configureStore({
    reducer: combineSlices(myData),
    middleware: (gdm) => gdm({ thunk: false }).concat(sagas),
  });
  for (const saga of myDataFeature.sagas) sagas.run(saga);
  const i18n = await createI18n('en-us', texts);
  await act(async () => {
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <WithMarket marketId="product/en-us">
            <MyDataScreen />
          </WithMarket>
        </I18nextProvider>
      </Provider>,
    );
  });
  return { client, saved };
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('says what the file holds and offers to prepare one when there is none', async () => {
  await show({ dataExport: ok({ status: 'none' }) });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t('screen.my-data.title'));
  expect(screen.getByText(t('myData.contents.vehicles'))).toBeTruthy();
  expect(screen.getByText(t('myData.withheld'))).toBeTruthy();
  expect(screen.getByText(t('myData.format', { days: String(fixtureTables.site.dataExport.keepDays) }))).toBeTruthy();
  expect(screen.getByText(t('myData.none'))).toBeTruthy();
  expect(screen.getByRole('button', { name: t('myData.prepare') })).toBeTruthy();
});

it('shows an export being prepared as a progress bar with its value, announced by quarters', async () => {
  await show({ dataExport: ok({ status: 'preparing', requestedAt: REQUESTED, progress: 40 }) });
  const bar = screen.getByRole('progressbar', { name: t('myData.progressLabel') });
  expect(bar.getAttribute('aria-valuenow')).toBe('40');
  expect(bar.getAttribute('aria-valuetext')).toBe('40%');
  expect(screen.getByText(t('myData.progressAnnounce', { percent: '25%' })).getAttribute('role')).toBe('status');
  expect(screen.queryByRole('button', { name: t('myData.prepare') })).toBeNull();
});

it('offers the ready file with its size and until when, and downloads it under its name', async () => {
  const { saved } = await show({ dataExport: ok(READY), dataExportFile: ok({} as DataExportDocument) });
  expect(screen.getByText(t('myData.until', { date: 'November 30, 2026' }))).toBeTruthy();
  const download = screen.getByRole('button', { name: t('myData.download', { size: '47.1 kB' }) });
  await act(async () => {
    fireEvent.click(download);
  });
  expect(saved).toEqual([READY.fileName]);
  expect(screen.getByText(t('myData.downloaded'))).toBeTruthy();
});

it('says an expired file was deleted, and offers a new one', async () => {
  const { status: _ready, size: _size, fileName: _name, ...rest } = READY;
  await show({ dataExport: ok({ ...rest, status: 'expired' }) });
  expect(screen.getByText(t('myData.expired', { date: 'November 30, 2026' }))).toBeTruthy();
  expect(screen.getByRole('button', { name: t('myData.prepareAgain') })).toBeTruthy();
});

it('says when the export could not be looked at, and looks again on retry', async () => {
  let calls = 0;
  const { client } = await show({
    dataExport: (options) =>
      calls++ === 0 ? failed<'dataExport'>(503)(options) : ok<'dataExport'>({ status: 'none' })(options),
  });
  expect(screen.getByRole('alert').textContent).toContain(t('myData.loadFailed'));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t('app.offline.retry') }));
  });
  expect(client.callsOf('dataExport')).toHaveLength(2);
  expect(screen.getByText(t('myData.none'))).toBeTruthy();
});
