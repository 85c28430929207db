/** @jest-environment ./test/support/jsdom-environment.js */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createApiClient } from '../../../../src/api/client';
import type { ServiceDeps } from '../../../../src/app/features';
import { createI18n } from '../../../../src/app/i18n';
import { HeaderHelp } from '../../../../src/app/shell/header-help';
import { HelpArea } from '../../../../src/app/shell/help-area';
import { makeStore } from '../../../../src/app/store';
import { HELP_POPUP_COOKIE } from '../../../../src/features/help/popup';
import type { HelpServices, PopupEnv } from '../../../../src/features/help/services';
import { selectHelp, type HelpRootState } from '../../../../src/features/help/slice';
import { bundles } from '../../../../src/generated/content';
import { FeatureHostContext } from '../../../../src/ui/feature-host';
import { fakeFetch, market, staticToken } from '../../../support/api-fakes';
import { fakeServices } from '../../../support/app-services';
import { fixtureTables, WithMarket } from '../../../support/site-tables';

/*
 * The starting pop-up as the app shows it: the help area in the app's store, its stage decided by the help
 * feature's saga. The browser the pop-up sees (cookies, clock, https) is the test's, given as the feature's service.
 */

/** The pop-up's times: site.json's help (the shipped 3 s and 4 s), in the saga context's tables. */
const { popupDelayMs: HELP_POPUP_DELAY_MS, popupVisibleMs: HELP_POPUP_VISIBLE_MS } = fixtureTables.site.help;

const texts = bundles.en as Record<string, string>;
const text = (key: string) => texts[key] ?? key;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A cookie jar that keeps Max-Age against the test's clock, as a browser does. */
function fakeJar() {
  const cookies = new Map<string, { value: string; expires: number }>();
  const written: string[] = [];
  const jar = {
    read: () =>
      [...cookies]
        .filter(([, c]) => c.expires > Date.now())
        .map(([name, c]) => `${name}=${c.value}`)
        .join('; '),
    write: (setCookie: string) => {
      written.push(setCookie);
      const [pair = '', ...attributes] = setCookie.split('; ');
      const [name = '', value = ''] = pair.split('=');
      const maxAge = Number(attributes.find((a) => a.startsWith('Max-Age='))?.slice('Max-Age='.length));
      cookies.set(name, { value, expires: Date.now() + maxAge * 1000 });
    },
  };
  return { jar, written };
}

/** The browser of a page on https, loaded as the help area comes, with the given cookie jar. */
function browser(jar: ReturnType<typeof fakeJar>['jar']): PopupEnv {
  return {
    readCookies: jar.read,
    writeCookie: jar.write,
    secure: true,
    now: () => new Date(Date.now()),
    sinceLoad: () => 0,
  };
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en', texts);
});

/**
 * The help area of a fresh page (a store of its own). With `env`, the help feature's services are the test's,
 * without chat; with `deps`, the feature builds its own from them, as boot's deps (the browser's document.cookie).
 */
function show(from: { env: PopupEnv } | { deps: ServiceDeps }) {
  const store =
    'env' in from
      ? makeStore({
          context: {
            ...fakeServices().services,
            ...({ helpPopupEnv: from.env, helpChat: null } satisfies Partial<HelpServices>),
          },
        })
      : makeStore({ context: fakeServices().services, deps: from.deps });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <FeatureHostContext.Provider value={store.featureHost}>
          <WithMarket>
            <HeaderHelp />
            <HelpArea />
          </WithMarket>
        </FeatureHostContext.Provider>
      </Provider>
    </I18nextProvider>,
  );
  return { ...view, help: () => selectHelp(store.getState() as unknown as HelpRootState) };
}

/** A control of the page beside the help area, where focus may come from. */
const pageButton = () => {
  render(<button type="button">Page button</button>);
  return screen.getByRole('button', { name: 'Page button' });
};

const wait = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });
const message = () => screen.queryByText(text('help.popup.message'));
const popupButtons = () =>
  [text('help.popup.open'), text('help.popup.close')].flatMap((name) => screen.queryAllByRole('button', { name }));
const launcher = () => screen.getByRole('button', { name: text('shell.helpLauncher') });

beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse('2026-11-23T10:00:00Z') });
  // The page is never idle here: what waits for idle (every page's scripts) is not this file's subject, and its
  // fallback timer would count among the pop-up's.
  window.requestIdleCallback = () => 0;
  window.cancelIdleCallback = () => undefined;
  document.cookie = `${HELP_POPUP_COOKIE}=; Max-Age=0; Path=/`;
});
afterEach(() => jest.useRealTimers());

it('appears 3 s after load in a polite status, for 4 s', () => {
  const { jar } = fakeJar();
  show({ env: browser(jar) });
  const status = screen.getByRole('status');
  wait(HELP_POPUP_DELAY_MS - 1);
  expect(message()).toBeNull();
  wait(1);
  expect(status.textContent).toBe(text('help.popup.message'));
  expect(screen.getByRole('button', { name: text('help.popup.open') })).toBeTruthy();
  wait(HELP_POPUP_VISIBLE_MS - 1);
  expect(message()).not.toBeNull();
  wait(1);
  expect(message()).toBeNull();
  expect(popupButtons()).toEqual([]);
});

it('writes its cookie when it shows, for one day, Secure on https', () => {
  const { jar, written } = fakeJar();
  show({ env: browser(jar) });
  expect(written).toEqual([]);
  wait(HELP_POPUP_DELAY_MS);
  expect(written).toEqual([
    'help_popup_seen=2026-11-23T10%3A00%3A03.000Z; Max-Age=86400; Path=/; Secure; SameSite=Lax',
  ]);
});

it("appears once a day: not again until its cookie's day is over", () => {
  const { jar } = fakeJar();
  const first = show({ env: browser(jar) });
  wait(HELP_POPUP_DELAY_MS); // shown: the cookie lasts from now
  expect(message()).not.toBeNull();
  first.unmount();

  wait(DAY_MS - 1); // a moment before the day is over
  const sameDay = show({ env: browser(jar) });
  // Decided on load: nothing of the pop-up in the page, nothing scheduled.
  expect(screen.queryByRole('status')).toBeNull();
  expect(sameDay.help().popup).toBe('off');
  expect(jest.getTimerCount()).toBe(0);
  sameDay.unmount();

  wait(1); // the day is over
  show({ env: browser(jar) });
  wait(HELP_POPUP_DELAY_MS);
  expect(message()).not.toBeNull();
});

it('its button opens the help panel and puts the pop-up away', () => {
  const { jar } = fakeJar();
  const area = show({ env: browser(jar) });
  wait(HELP_POPUP_DELAY_MS);
  fireEvent.click(screen.getByRole('button', { name: text('help.popup.open') }));
  expect(area.help().panelOpen).toBe(true);
  expect(screen.getByRole('dialog', { name: text('help.title') })).toBeTruthy();
  expect(message()).toBeNull();
  expect(area.help().popup).toBe('dismissed');
});

it('closes with its close button and gives focus back where it came from', () => {
  const { jar } = fakeJar();
  const page = pageButton();
  const area = show({ env: browser(jar) });
  wait(HELP_POPUP_DELAY_MS);
  act(() => page.focus());
  const close = screen.getByRole('button', { name: text('help.popup.close') });
  act(() => close.focus());
  fireEvent.click(close);
  expect(message()).toBeNull();
  expect(area.help()).toMatchObject({ popup: 'dismissed', panelOpen: false });
  expect(document.activeElement).toBe(page);
});

it('stays while the keyboard is in it after its 4 s, and goes when focus leaves', () => {
  const { jar } = fakeJar();
  const page = pageButton();
  show({ env: browser(jar) });
  wait(HELP_POPUP_DELAY_MS);
  act(() => screen.getByRole('button', { name: text('help.popup.open') }).focus());
  wait(HELP_POPUP_VISIBLE_MS + 1000);
  expect(message()).not.toBeNull();
  act(() => page.focus());
  expect(message()).toBeNull();
});

it('stays away, and uncounted, while the help panel is open', () => {
  const { jar, written } = fakeJar();
  show({ env: browser(jar) });
  fireEvent.click(launcher());
  wait(HELP_POPUP_DELAY_MS);
  expect(message()).toBeNull();
  expect(written).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: text('help.close') }));
  wait(HELP_POPUP_VISIBLE_MS);
  expect(message()).toBeNull();
  expect(written).toEqual([]);
});

it('hides at once when the panel opens while it shows', () => {
  const { jar } = fakeJar();
  show({ env: browser(jar) });
  wait(HELP_POPUP_DELAY_MS);
  expect(message()).not.toBeNull();
  fireEvent.click(launcher());
  expect(message()).toBeNull();
});

it("with the feature's own services, reads and writes document.cookie", () => {
  const deps = (): ServiceDeps => {
    const product = market('product/en-us'); // no chat: the client is not asked
    return {
      client: createApiClient({ market: product, fetch: fakeFetch().fetch, tokens: staticToken(null), webview: false }),
      market: product,
      tables: fixtureTables,
      signedIn: () => false,
    };
  };
  const first = show({ deps: deps() });
  wait(HELP_POPUP_DELAY_MS);
  expect(message()).not.toBeNull();
  expect(document.cookie).toMatch(/help_popup_seen=/);
  first.unmount();

  show({ deps: deps() });
  expect(screen.queryByRole('status')).toBeNull();
  wait(HELP_POPUP_DELAY_MS);
  expect(message()).toBeNull();
});
