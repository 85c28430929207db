import { combineSlices, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { ApiResult } from '../../../../src/api/client';
import { createMyDataApi } from '../../../../src/features/my-data/api';
import {
  downloadExport,
  followExport,
  prepareExport,
  watchMyData,
} from '../../../../src/features/my-data/sagas/data-export';
import type { MyDataServices } from '../../../../src/features/my-data/services';
import {
  downloadRequested,
  exportLookFailed,
  exportSeen,
  myData,
  myDataLeft,
  myDataOpened,
  prepareRequested,
  type MyDataState,
} from '../../../../src/features/my-data/slice';
import type { DataExportDocument, DataExportResponse } from '../../../../src/generated/types/api/owner';
import { runSaga } from '../../../support/saga';
import { fixtureTables } from '../../../support/site-tables';
import { failed, ok, testClient, type Answers } from '../../../support/test-client';

const POLL_MS = fixtureTables.site.dataExport.pollMs;
const REQUESTED = '2026-11-23T10:00:00.000Z';
const preparing = (progress: number): DataExportResponse => ({ status: 'preparing', requestedAt: REQUESTED, progress });
const READY: DataExportResponse = {
  status: 'ready',
  requestedAt: REQUESTED,
  readyAt: '2026-11-23T10:00:04.000Z',
  availableUntil: '2026-11-30T10:00:04.000Z',
  size: 48_213,
  fileName: 'owner-account-data-2026-11-23.json',
};
const DOCUMENT = {
  format: 'owner-account-data-export',
  formatVersion: 1,
  owner: { guid: 'g-1', email: 'michael.johnson@example.com' },
} as unknown as DataExportDocument;

/** The status call answers these in turn (the last one again once they run out). */
const statuses = (...answers: ApiResult<DataExportResponse>[]) => {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)]!;
};

/**
 * The saga context: the real API over a fake client, a wait that answers at once and remembers how long it was asked
 * to wait (no test sleeps), and a save that remembers what it was given.
 */
function services(answers: Answers, wait?: MyDataServices['myDataWait']) {
  const client = testClient(answers);
  const waits: number[] = [];
  const saved: { document: DataExportDocument; fileName: string }[] = [];
  const context = {
    myDataApi: createMyDataApi(client),
    myDataWait:
      wait ??
      (async (ms: number) => {
        waits.push(ms);
      }),
    saveMyData: (document: DataExportDocument, fileName: string) => saved.push({ document, fileName }),
    tables: fixtureTables,
    webview: false,
    log: () => undefined,
  };
  return { client, waits, saved, context };
}

async function run(saga: Parameters<typeof runSaga>[0]['saga'], context: object, action?: UnknownAction) {
  const r = await runSaga({ slices: [myData], context, saga, action });
  return { state: r.state.myData as MyDataState, seen: r.seen };
}

describe('following an export', () => {
  it('looks again every pollMs while it is prepared, with each progress, and stops once it is ready', async () => {
    const { client, waits, context } = services({
      dataExport: statuses(
        { kind: 'ok', status: 200, data: preparing(0) },
        { kind: 'ok', status: 200, data: preparing(40) },
        { kind: 'ok', status: 200, data: preparing(90) },
        { kind: 'ok', status: 200, data: READY },
      ),
    });
    const { state, seen } = await run(followExport, context);
    expect(seen.filter(exportSeen.match).map((a) => a.payload)).toEqual([
      preparing(0),
      preparing(40),
      preparing(90),
      READY,
    ]);
    expect(waits).toEqual([POLL_MS, POLL_MS, POLL_MS]);
    expect(client.callsOf('dataExport')).toHaveLength(4);
    expect(state).toMatchObject({ load: 'loaded', current: READY });
  });

  it('looks once at an export that is not being prepared', async () => {
    const { waits, context } = services({ dataExport: ok({ status: 'none' }) });
    const { state } = await run(followExport, context);
    expect(waits).toEqual([]);
    expect(state.current).toEqual({ status: 'none' });
  });

  it('keeps the progress last seen when a look fails offline, and says so (the page looks again once back)', async () => {
    const { waits, context } = services({
      dataExport: statuses(
        { kind: 'ok', status: 200, data: preparing(25) },
        { kind: 'error', status: 0, message: 'Failed to fetch', offline: true },
      ),
    });
    const { state, seen } = await run(followExport, context);
    expect(seen).toContainEqual(exportLookFailed({ offline: true }));
    expect(waits).toEqual([POLL_MS]);
    expect(state).toMatchObject({ load: 'failed', offline: true, current: preparing(25) });
  });
});

describe('the page', () => {
  /** The feature's watcher on a real store, left running: the test dispatches as the page would. */
  function started(context: object) {
    const seen: UnknownAction[] = [];
    const sagas = createSagaMiddleware({ context });
    const store = configureStore({
      reducer: combineSlices(myData),
      middleware: (gdm) =>
        gdm({ thunk: false }).concat(
          () => (next) => (a) => {
            seen.push(a as UnknownAction);
            return next(a);
          },
          sagas,
        ),
    });
    const task = sagas.run(watchMyData);
    return { store, seen, stop: () => task.cancel() };
  }
  const settle = () => new Promise((done) => setImmediate(done));

  it('stops following when the page closes: no look after the wait under way', async () => {
    let release: () => void = () => undefined;
    const { client, context } = services(
      { dataExport: ok(preparing(10)) },
      () =>
        new Promise<void>((done) => {
          release = () => done();
        }),
    );
    const page = started(context);
    page.store.dispatch(myDataOpened());
    await settle();
    expect(client.callsOf('dataExport')).toHaveLength(1);
    page.store.dispatch(myDataLeft());
    release();
    await settle();
    expect(client.callsOf('dataExport')).toHaveLength(1);
    page.stop();
  });

  it('prepares one on the owner’s ask and follows it to ready', async () => {
    const { client, context } = services({
      requestDataExport: ok(preparing(0), 202),
      dataExport: statuses({ kind: 'ok', status: 200, data: preparing(50) }, { kind: 'ok', status: 200, data: READY }),
    });
    const page = started(context);
    page.store.dispatch(prepareRequested());
    for (let i = 0; i < 10; i += 1) await settle();
    expect(client.callsOf('requestDataExport')).toHaveLength(1);
    const state = (page.store.getState() as { myData: MyDataState }).myData;
    expect(state).toMatchObject({ prepare: 'idle', current: READY });
    expect(page.seen.filter(exportSeen.match).map((a) => a.payload)).toEqual([preparing(50), READY]);
    page.stop();
  });
});

describe('asking for one', () => {
  it('says when the day’s exports are used up (429)', async () => {
    const { context } = services({ requestDataExport: failed(429, 'at most 5 data exports a day') });
    const { state } = await run(prepareExport, context, prepareRequested());
    expect(state.prepare).toBe('limited');
  });

  it('says when the ask failed otherwise', async () => {
    const { context } = services({ requestDataExport: failed(503) });
    const { state } = await run(prepareExport, context, prepareRequested());
    expect(state.prepare).toBe('failed');
  });
});

describe('downloading', () => {
  it('hands the file to the browser under its name', async () => {
    const { saved, context } = services({ dataExportFile: ok(DOCUMENT) });
    const { state } = await run(downloadExport, context, downloadRequested({ fileName: READY.fileName }));
    expect(saved).toEqual([{ document: DOCUMENT, fileName: READY.fileName }]);
    expect(state).toMatchObject({ download: 'idle', downloaded: true });
  });

  it('looks again when the file is gone (404: expired or replaced), saving nothing', async () => {
    const { saved, context } = services({ dataExportFile: failed(404, 'no data export ready to download') });
    const { state, seen } = await run(downloadExport, context, downloadRequested({ fileName: READY.fileName }));
    expect(saved).toEqual([]);
    expect(seen).toContainEqual(myDataOpened());
    expect(state).toMatchObject({ download: 'idle', downloaded: false });
  });

  it('says when the download failed', async () => {
    const { context } = services({ dataExportFile: failed(500) });
    const { state } = await run(downloadExport, context, downloadRequested({ fileName: READY.fileName }));
    expect(state.download).toBe('failed');
  });
});
