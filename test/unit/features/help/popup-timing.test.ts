import type { UnknownAction } from '@reduxjs/toolkit';
import { fork, put, take } from 'redux-saga/effects';
import { popupCookie } from '../../../../src/features/help/popup';
import { helpAreaSession } from '../../../../src/features/help/sagas/help-area';
import { popupTiming } from '../../../../src/features/help/sagas/popup';
import type { HelpServices, PopupEnv } from '../../../../src/features/help/services';
import {
  help,
  helpAreaLeft,
  panelOpenChanged,
  popupDismissed,
  popupExpired,
  popupScheduled,
  popupShown,
  selectHelp,
  type HelpRootState,
} from '../../../../src/features/help/slice';
import { recordingLog, runSaga } from '../../../support/saga';
import { fixtureTables } from '../../../support/site-tables';

// The saga reads the times from its context (`tables`: site.json's help, the shipped 3 s, 4 s and one day).
const {
  popupDelayMs: HELP_POPUP_DELAY_MS,
  popupVisibleMs: HELP_POPUP_VISIBLE_MS,
  popupCookieDays: DAYS,
} = fixtureTables.site.help;

const LOAD = Date.parse('2026-11-23T10:00:00Z');

/** The browser as the pop-up sees it, on the test's clock: its cookie jar and the cookies written. */
function fakeEnv(options: { cookies?: string; sinceLoad?: number } = {}) {
  const written: string[] = [];
  const env: PopupEnv = {
    readCookies: () => options.cookies ?? '',
    writeCookie: (cookie) => {
      written.push(cookie);
    },
    secure: true,
    now: () => new Date(Date.now()),
    sinceLoad: () => options.sinceLoad ?? 0,
  };
  const context: HelpServices = {
    webview: false,
    log: recordingLog().log,
    tables: fixtureTables,
    pageSettled: async () => undefined,
    helpPopupEnv: env,
    helpChat: null,
  };
  return { context, written };
}

/** Runs a saga on the test's clock; `settled()` says whether it has ended. */
function start(options: Parameters<typeof runSaga>[0]) {
  let ended = false;
  const run = runSaga(options).then((result) => {
    ended = true;
    return result;
  });
  return { run, settled: () => ended };
}

const types = (seen: UnknownAction[]) => seen.map((a) => a.type);
const stageOf = (state: Record<string, unknown>) => selectHelp(state as HelpRootState).popup;
const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

beforeEach(() => jest.useFakeTimers({ now: LOAD }));
afterEach(() => jest.useRealTimers());

it('without its cookie: shows 3 s after the load, writing its cookie for a day, and expires 4 s later', async () => {
  const { context, written } = fakeEnv();
  const popup = start({ slices: [help], context, saga: popupTiming });
  await advance(HELP_POPUP_DELAY_MS - 1);
  expect(written).toEqual([]);
  await advance(1);
  expect(written).toEqual([popupCookie(new Date(LOAD + HELP_POPUP_DELAY_MS), true, DAYS)]);
  await advance(HELP_POPUP_VISIBLE_MS - 1);
  expect(popup.settled()).toBe(false);
  await advance(1);
  const { state, seen } = await popup.run;
  expect(types(seen)).toEqual([popupScheduled.type, popupShown.type, popupExpired.type]);
  expect(stageOf(state)).toBe('expired');
  expect(jest.getTimerCount()).toBe(0);
});

it('counts its 3 s from the page load, not from when the help area came', async () => {
  const { context, written } = fakeEnv({ sinceLoad: HELP_POPUP_DELAY_MS - 1 });
  const popup = start({ slices: [help], context, saga: popupTiming });
  await advance(1);
  expect(written).toHaveLength(1);
  await advance(HELP_POPUP_VISIBLE_MS);
  expect(stageOf((await popup.run).state)).toBe('expired');
});

it('its cookie seen today: nothing is shown, nothing scheduled', async () => {
  const { context, written } = fakeEnv({
    cookies: `other=1; ${popupCookie(new Date(LOAD), true, DAYS).split(';')[0] ?? ''}`,
  });
  const { state, seen } = await runSaga({ slices: [help], context, saga: popupTiming });
  expect(seen).toEqual([]);
  expect(stageOf(state)).toBe('off');
  expect(written).toEqual([]);
  expect(jest.getTimerCount()).toBe(0);
});

it('the panel open when it is due: not shown and not counted (it may come on a later visit)', async () => {
  const { context, written } = fakeEnv();
  const popup = start({ slices: [help], context, saga: popupTiming, before: [panelOpenChanged(true)] });
  await advance(HELP_POPUP_DELAY_MS + HELP_POPUP_VISIBLE_MS);
  const { state, seen } = await popup.run;
  expect(types(seen)).toEqual([popupScheduled.type]);
  expect(stageOf(state)).toBe('waiting');
  expect(written).toEqual([]);
  expect(jest.getTimerCount()).toBe(0);
});

it('dismissed while shown: it stays dismissed, and is over at once (its hiding is not waited for)', async () => {
  const { context } = fakeEnv();
  function* owner() {
    yield fork(popupTiming);
    yield take(popupShown.type);
    yield put(popupDismissed());
  }
  const popup = start({ slices: [help], context, saga: owner });
  await advance(HELP_POPUP_DELAY_MS);
  expect(popup.settled()).toBe(true);
  const { state, seen } = await popup.run;
  expect(types(seen)).not.toContain(popupExpired.type);
  expect(stageOf(state)).toBe('dismissed');
  expect(jest.getTimerCount()).toBe(0);
});

it('the help area leaving before it is due takes its timers away', async () => {
  const { context, written } = fakeEnv();
  function* visit() {
    yield fork(helpAreaSession);
    yield take(popupScheduled.type);
    yield put(helpAreaLeft());
  }
  const { state } = await runSaga({ slices: [help], context, saga: visit });
  expect(jest.getTimerCount()).toBe(0);
  await advance(HELP_POPUP_DELAY_MS + HELP_POPUP_VISIBLE_MS);
  expect(written).toEqual([]);
  expect(stageOf(state)).toBe('waiting');
});
