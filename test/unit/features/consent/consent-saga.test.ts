import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { loadEveryPageScripts, startConsent, watchConsent } from '../../../../src/features/consent/sagas/consent';
import type { ConsentServices } from '../../../../src/features/consent/services';
import {
  consent,
  consentChosen,
  scriptRequested,
  type ConsentSliceState,
} from '../../../../src/features/consent/slice';
import { CONSENT_COOKIE, consentCookie, consentFor } from '../../../../src/lib/consent/consent-state';
import {
  scriptLoaded,
  scriptUnavailable,
  scriptWanted,
  scriptWantedAfterPage,
} from '../../../../src/lib/events/analytics';
import type { SiteTables } from '../../../../src/lib/market/site-tables';
import type { ScriptKind } from '../../../../src/lib/scripts/loader';
import { fixtureSite } from '../../../support/fixture-markets';
import { recordingLog } from '../../../support/saga';
import { fixtureTables } from '../../../support/site-tables';

// The consent lifetime, delays and suppressing locales are site data the saga reads from its context (`tables`): the
// fixture's here (test/support/fixture-markets.ts fixtureSite: 30 days, banner after 2.5 s, re-checked every 10 s, de-de
// suppresses); the shipped values (spec 002 §3) are pinned in test/unit/generator/market-data.test.ts.
const { cookieConsent } = fixtureSite;
const tables: SiteTables = { ...fixtureTables, site: { ...fixtureTables.site, cookieConsent } };
const { bannerDelayMs: BANNER_DELAY_MS, ccpaRecheckMs: CCPA_RECHECK_MS, cookieDays: CONSENT_DAYS } = cookieConsent;

const NOW = new Date('2026-11-23T10:00:00Z');
const SCRIPTS: Record<ScriptKind, string> = {
  signIn: '/s/account-widget.js',
  analytics: '/s/analytics.js',
  feedback: '/s/feedback.js',
  wallet: '/s/wallet.js',
  maps: '/s/maps.js',
  botCheck: '/s/bot-check.js',
  payments: '',
  chat: '/s/chat.js',
  calls: '',
};
const CARD_ID = 40102;

function start(
  options: {
    fmaRegion?: string;
    countryCode?: string;
    cookies?: string;
    gpc?: boolean;
    search?: string;
    domain?: string;
    host?: string;
    /** When the page's own work is done (at once unless given). */
    settled?: Promise<void>;
    /** The entry's feedback card; null: none. */
    cardId?: number | null;
  } = {},
) {
  let cookies = options.cookies ?? '';
  const written: string[] = [];
  const loaded: string[] = [];
  const data: Record<string, Record<string, string> | undefined> = {};
  const { log, messages } = recordingLog();
  const context: ConsentServices = {
    webview: false,
    log,
    tables,
    consentEnv: {
      readCookies: () => cookies,
      writeCookie: (c) => {
        written.push(c);
        cookies = c.split(';')[0] ?? '';
      },
      host: options.host ?? 'localhost',
      secure: false,
      search: options.search ?? '',
      gpc: options.gpc ?? false,
      now: () => NOW,
    },
    consentMarket: {
      fmaRegion: options.fmaRegion ?? 'eu',
      countryCode: options.countryCode ?? 'DE',
      domain: options.domain ?? 'localhost',
      hostAliases: ['127.0.0.1'],
      scripts: SCRIPTS,
      ...(options.cardId === null ? {} : { medalliaCommentCardId: options.cardId ?? CARD_ID }),
    },
    scripts: {
      load: async (kind, _address, given) => {
        loaded.push(kind);
        data[kind] = given;
        return true;
      },
    },
    pageSettled: () => options.settled ?? Promise.resolve(),
  };
  const sagas = createSagaMiddleware({ context });
  const seen: UnknownAction[] = [];
  const store = configureStore({
    reducer: { consent: consent.reducer },
    middleware: (gdm) =>
      gdm({ thunk: false }).concat(
        () => (next) => (a) => {
          seen.push(a as UnknownAction);
          return next(a);
        },
        sagas,
      ),
  });
  const tasks = [sagas.run(startConsent), sagas.run(watchConsent), sagas.run(loadEveryPageScripts)];
  const state = () => store.getState().consent as ConsentSliceState;
  const setCookies = (c: string) => {
    cookies = c;
  };
  return {
    store,
    state,
    written,
    loaded,
    data,
    seen,
    messages,
    setCookies,
    stop: () => tasks.forEach((t) => t.cancel()),
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());
const flush = () => jest.advanceTimersByTimeAsync(0);
/** Lets the browser be idle: without requestIdleCallback (as here), whenIdle's fallback is a 1 ms timer. */
const idle = () => jest.advanceTimersByTimeAsync(1);

describe('in Europe', () => {
  it('shows the banner 2.5 s after load when there is no choice, and loads nothing before consent', async () => {
    const app = start();
    await flush();
    expect(app.state()).toMatchObject({ mode: 'banner', status: 'undecided', bannerOpen: false });
    await jest.advanceTimersByTimeAsync(BANNER_DELAY_MS - 1);
    expect(app.state().bannerOpen).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(app.state().bannerOpen).toBe(true);
    expect(app.loaded).toEqual([]);
    app.stop();
  });

  it('accept stores all four true for 30 days, closes the banner, then loads the gated scripts once', async () => {
    const app = start();
    await jest.advanceTimersByTimeAsync(BANNER_DELAY_MS);
    app.store.dispatch(consentChosen('accept'));
    await flush();
    expect(app.state()).toMatchObject({ status: 'accepted', bannerOpen: false });
    expect(app.written[0]).toContain('Max-Age=2592000');
    expect(decodeURIComponent(app.written[0] ?? '')).toContain('"targeting":true');
    expect(app.loaded).toEqual(['analytics', 'feedback']);
    app.store.dispatch(scriptRequested('wallet'));
    await flush();
    expect(app.loaded).toEqual(['analytics', 'feedback', 'wallet']);
    app.stop();
  });

  it('decline stores only strictly necessary and loads nothing, also when a page asks', async () => {
    const app = start();
    app.store.dispatch(scriptRequested('maps'));
    app.store.dispatch(consentChosen('decline'));
    await flush();
    expect(app.state().status).toBe('declined');
    expect(decodeURIComponent(app.written[0] ?? '')).toContain('"targeting":false');
    expect(app.loaded).toEqual([]);
    app.stop();
  });

  it('a stored choice holds: no banner, and accepted loads at once', async () => {
    const accepted = consentFor('accept', NOW, 'localhost', CONSENT_DAYS);
    const cookie = consentCookie(accepted, 'localhost', false, CONSENT_DAYS).split(';')[0] ?? '';
    const app = start({ cookies: cookie });
    await jest.advanceTimersByTimeAsync(BANNER_DELAY_MS * 2);
    expect(app.state()).toMatchObject({ status: 'accepted', bannerOpen: false });
    expect(app.loaded).toEqual(['analytics', 'feedback']);
    app.stop();
  });

  it('Global Privacy Control counts as a decline where no choice was made: no banner, nothing loaded', async () => {
    const app = start({ gpc: true });
    await jest.advanceTimersByTimeAsync(BANNER_DELAY_MS * 2);
    expect(app.state()).toMatchObject({ status: 'declined', bannerOpen: false });
    expect(app.loaded).toEqual([]);
    app.stop();
  });

  it('a suppressing locale skips the banner (and consent stays undecided)', async () => {
    const app = start({ search: '?locale=de-de' });
    await jest.advanceTimersByTimeAsync(BANNER_DELAY_MS * 2);
    expect(app.state()).toMatchObject({ status: 'undecided', bannerOpen: false });
    app.stop();
  });

  it('an invalid cookie domain is an error: logged, shown, nothing written', async () => {
    const app = start({ domain: 'evil.example', host: 'localhost' });
    app.store.dispatch(consentChosen('accept'));
    await flush();
    expect(app.written).toEqual([]);
    expect(app.state().status).toBe('undecided');
    expect(app.state().error).toMatch(/invalid cookie domain/);
    expect(app.messages).toContain('consent not stored');
    app.stop();
  });

  it('on a host alias the cookie is for that host', async () => {
    const app = start({ host: '127.0.0.1' });
    app.store.dispatch(consentChosen('decline'));
    await flush();
    expect(app.written[0]).toMatch(new RegExp(`^${CONSENT_COOKIE}=`));
    expect(app.state().status).toBe('declined');
    app.stop();
  });
});

describe('in the US (CCPA)', () => {
  it('re-reads the opt-out value every 10 s: an opt-out stops further loading', async () => {
    const app = start({ fmaRegion: 'na', countryCode: 'US', cookies: 'usprivacy=1YYN' });
    await flush();
    expect(app.state()).toMatchObject({ mode: 'ccpa', status: 'declined', bannerOpen: false });
    app.setCookies('usprivacy=1YNN');
    await jest.advanceTimersByTimeAsync(CCPA_RECHECK_MS - 1);
    expect(app.state().status).toBe('declined');
    await jest.advanceTimersByTimeAsync(1);
    expect(app.state().status).toBe('accepted');
    expect(app.loaded).toEqual(['analytics', 'feedback']);
    app.stop();
  });
});

describe('elsewhere', () => {
  it('consent is implied unless the browser sends GPC; no banner', async () => {
    const au = start({ fmaRegion: 'apa', countryCode: 'AU' });
    await jest.advanceTimersByTimeAsync(BANNER_DELAY_MS * 2);
    expect(au.state()).toMatchObject({ mode: 'implied', status: 'accepted', bannerOpen: false });
    au.stop();
    const gpc = start({ fmaRegion: 'apa', countryCode: 'AU', gpc: true });
    await flush();
    expect(gpc.state().status).toBe('declined');
    gpc.stop();
  });
});

describe('the scripts a page asks for (site.json cookieConsent.scriptConsent)', () => {
  it("every page's scripts load once the page's own work is done; the feedback survey is handed the entry's comment card id", async () => {
    let settle = () => undefined as void;
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const app = start({ fmaRegion: 'apa', countryCode: 'AU', settled });
    await idle();
    expect(app.state().status).toBe('accepted');
    expect(app.loaded).toEqual([]);
    settle();
    await flush();
    expect(app.loaded).toEqual(['analytics', 'feedback']);
    expect(app.data.feedback).toEqual({ cardId: String(CARD_ID) });
    expect(app.data.analytics).toEqual({});
    app.stop();
  });

  it('an entry without a card loads no survey, consent or not', async () => {
    const app = start({ fmaRegion: 'apa', countryCode: 'AU', cardId: null });
    await idle();
    expect(app.loaded).toEqual(['analytics']);
    expect(app.seen).toContainEqual(scriptUnavailable({ kind: 'feedback' }));
    app.stop();
  });

  it('the strictly necessary ones (sign-in, bot-check) load at once, before any choice, and say so', async () => {
    const app = start();
    app.store.dispatch(scriptWanted('signIn'));
    app.store.dispatch(scriptWanted('botCheck'));
    await flush();
    expect(app.state().status).toBe('undecided');
    expect(app.loaded).toEqual(['signIn', 'botCheck']);
    expect(app.seen).toContainEqual(scriptLoaded({ kind: 'botCheck' }));
    app.store.dispatch(consentChosen('decline'));
    await flush();
    expect(app.loaded).toEqual(['signIn', 'botCheck']);
    app.stop();
  });

  it("one wanted after the page (sign-in security's account widget) waits for the page's own work, not for a choice", async () => {
    let settle = () => undefined as void;
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const app = start({ settled });
    app.store.dispatch(scriptWantedAfterPage('signIn'));
    await idle();
    expect(app.loaded).toEqual([]);
    settle();
    await flush();
    expect(app.state().status).toBe('undecided');
    expect(app.loaded).toEqual(['signIn']);
    expect(app.seen).toContainEqual(scriptLoaded({ kind: 'signIn' }));
    app.stop();
  });

  it('the non-essential ones (chat) wait for consent group 6, and a decline keeps them out', async () => {
    const accepting = start();
    accepting.store.dispatch(scriptWanted('chat'));
    await flush();
    expect(accepting.loaded).toEqual([]);
    accepting.store.dispatch(consentChosen('accept'));
    await flush();
    expect(accepting.loaded).toContain('chat');
    accepting.stop();
    const declining = start();
    declining.store.dispatch(scriptWanted('chat'));
    declining.store.dispatch(consentChosen('decline'));
    await flush();
    expect(declining.loaded).toEqual([]);
    expect(declining.seen.filter((a) => scriptUnavailable.match(a))).toEqual([]);
    declining.stop();
  });

  it('an empty address loads nothing, strictly necessary or not, and says it is unavailable', async () => {
    const app = start();
    app.store.dispatch(scriptWanted('payments'));
    app.store.dispatch(scriptWanted('calls'));
    app.store.dispatch(consentChosen('accept'));
    await flush();
    expect(app.loaded).not.toContain('payments');
    expect(app.loaded).not.toContain('calls');
    expect(app.seen).toContainEqual(scriptUnavailable({ kind: 'payments' }));
    expect(app.seen).toContainEqual(scriptUnavailable({ kind: 'calls' }));
    app.stop();
  });
});
