import { call, delay, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { allowsGroup6, consentCookie, consentFor, readConsent } from '../../../lib/consent/consent-state';
import { bannerSuppressed, ccpaOptedOut, consentMode } from '../../../lib/consent/policy';
import {
  consentChanged,
  scriptLoaded,
  scriptUnavailable,
  scriptWanted,
  scriptWantedAfterPage,
} from '../../../lib/events/analytics';
import { serviceGetter } from '../../../lib/feature';
import type { ScriptKind } from '../../../lib/scripts/loader';
import { scriptRequest, waitsForGroup6 } from '../../../lib/scripts/market-scripts';
import type { ConsentServices } from '../services';
import {
  bannerShown,
  consentChosen,
  consentFailed,
  consentResolved,
  consentStored,
  scriptRequested,
  selectGroup6,
} from '../slice';

const service = serviceGetter<ConsentServices>();

/** Loaded on every page once consent allows; the others when a page asks (wallet, maps, payments...). */
const EVERY_PAGE: ScriptKind[] = ['analytics', 'feedback'];

/** The cookie's domain: the market's host, or the alias the page is on (127.0.0.1 next to localhost). */
function cookieDomain(market: ConsentServices['consentMarket'], host: string): string {
  return market.hostAliases?.includes(host) ? host : market.domain;
}

/**
 * Spec 002 §2: in Europe a stored choice holds; without one, Global Privacy Control counts as a decline, a
 * suppressing locale skips the banner, and otherwise the banner shows after 2.5 s. In the US the CCPA value
 * decides, re-read every 10 s; elsewhere consent is implied unless the browser's GPC says no. The delays are
 * site.json's cookieConsent (spec 002 §9: bannerDelayMs, ccpaRecheckMs).
 */
export function* startConsent() {
  const env = yield* service('consentEnv');
  const { site } = yield* service('tables');
  const market = yield* service('consentMarket');
  const mode = consentMode(market, site);
  if (mode === 'banner') {
    const stored = readConsent(env.readCookies(), env.now());
    if (stored) {
      yield put(consentResolved({ mode, status: allowsGroup6(stored.value) ? 'accepted' : 'declined' }));
      return;
    }
    if (env.gpc) {
      yield put(consentResolved({ mode, status: 'declined' }));
      return;
    }
    yield put(consentResolved({ mode, status: 'undecided' }));
    if (bannerSuppressed(env.search, site, site.localeQueryParameter)) return;
    yield delay(site.cookieConsent.bannerDelayMs);
    yield put(bannerShown());
    return;
  }
  if (mode === 'implied') {
    yield put(consentResolved({ mode, status: env.gpc ? 'declined' : 'accepted' }));
    return;
  }
  // The opt-out cookie is read again at every recheck; the store hears only of a change.
  let last: boolean | undefined;
  for (;;) {
    const optedOut = env.gpc || ccpaOptedOut(env.readCookies());
    if (optedOut !== last) yield put(consentResolved({ mode, status: optedOut ? 'declined' : 'accepted' }));
    last = optedOut;
    yield delay(site.cookieConsent.ccpaRecheckMs);
  }
}

/**
 * The owner's choice, stored 30 days (spec 002 §9, site.json cookieConsent.cookieDays); an invalid cookie domain is
 * an error, never a silent write.
 */
export function* storeChoice({ payload }: ReturnType<typeof consentChosen>) {
  const env = yield* service('consentEnv');
  const market = yield* service('consentMarket');
  const { site } = yield* service('tables');
  const log = yield* service('log');
  const days = site.cookieConsent.cookieDays;
  try {
    const state = consentFor(payload, env.now(), cookieDomain(market, env.host), days);
    yield call([env, env.writeCookie], consentCookie(state, env.host, env.secure, days));
    yield put(consentStored(payload === 'accept' ? 'accepted' : 'declined'));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    yield call(log, 'consent not stored', { message });
    yield put(consentFailed(message));
  }
}

/**
 * One of the market's scripts, each loaded once: a non-essential one once consent group 6 allows (a page's request
 * waits for it), a strictly necessary one (sign-in, bot-check, payments: site.json cookieConsent.scriptConsent) at
 * once. An empty address loads nothing. The outcome goes to the app as scriptLoaded or scriptUnavailable.
 */
export function* loadWhenAllowed(kind: ScriptKind) {
  const market = yield* service('consentMarket');
  const scripts = yield* service('scripts');
  const { site } = yield* service('tables');
  const { address, data } = scriptRequest(market, kind);
  if (address === '') {
    yield put(scriptUnavailable({ kind }));
    return;
  }
  if (waitsForGroup6(site, kind))
    while (!((yield select(selectGroup6)) as boolean)) yield take([consentResolved.type, consentStored.type]);
  const loaded = (yield call([scripts, scripts.load], kind, address, data)) as boolean;
  yield put(loaded ? scriptLoaded({ kind }) : scriptUnavailable({ kind }));
}

/** The scripts of every page (analytics, chat) once the page's own work is done: its calls answered and drawn. */
export function* loadEveryPageScripts() {
  yield call(yield* service('pageSettled'));
  for (const kind of EVERY_PAGE) yield* loadWhenAllowed(kind);
}

/** A script the page needs but not to show itself: once the page's own work is done. */
export function* loadAfterPage({ payload }: ReturnType<typeof scriptWantedAfterPage>) {
  yield call(yield* service('pageSettled'));
  yield* loadWhenAllowed(payload);
}

/** Other features (analytics) learn of consent through the app-wide event, not this slice. */
export function* announceConsent() {
  yield put(consentChanged({ group6: (yield select(selectGroup6)) as boolean }));
}

export function* watchConsent() {
  yield takeLatest(consentChosen.type, storeChoice);
  yield takeEvery([consentResolved.type, consentStored.type], announceConsent);
  yield takeEvery(scriptRequested.type, ({ payload }: ReturnType<typeof scriptRequested>) => loadWhenAllowed(payload));
  yield takeEvery(scriptWanted.type, ({ payload }: ReturnType<typeof scriptWanted>) => loadWhenAllowed(payload));
  yield takeEvery(scriptWantedAfterPage.type, loadAfterPage);
}
