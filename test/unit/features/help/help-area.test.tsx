/** @jest-environment ./test/support/jsdom-environment.js */
import { randomUUID } from 'node:crypto';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createApiClient } from '../../../../src/api/client';
import { createI18n } from '../../../../src/app/i18n';
import { HeaderHelp } from '../../../../src/app/shell/header-help';
import { HelpArea } from '../../../../src/app/shell/help-area';
import { selectHelpWanted } from '../../../../src/app/shell/shell-slice';
import { makeStore } from '../../../../src/app/store';
import { HELP_POPUP_COOKIE } from '../../../../src/features/help/popup';
import { selectHelp, type HelpRootState } from '../../../../src/features/help/slice';
import { CHAT_TAB_KEY_PREFIX } from '../../../../src/features/help/tab-record';
import { bundles, fragments } from '../../../../src/generated/content';
import { markets } from '../../../../src/generated/markets/local';
import { FeatureHostContext } from '../../../../src/ui/feature-host';
import { fakeFetch, staticToken, type FakeAnswer } from '../../../support/api-fakes';
import { fakeServices } from '../../../support/app-services';
import { fixtureTables, WithMarket } from '../../../support/site-tables';

/** site.json's help (the shipped times), in the saga context's and the market context's tables. */
const {
  panelAnimationMs: HELP_PANEL_ANIMATION_MS,
  popupDelayMs: HELP_POPUP_DELAY_MS,
  popupVisibleMs: HELP_POPUP_VISIBLE_MS,
} = fixtureTables.site.help;
const config = { enabled: true, greeting: 'Hello! How can we help you today?', placeholder: 'Type your question' };
const texts = bundles.en as Record<string, string>;

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en', texts);
  // A browser's page in a secure context has it (the tab record's ids); jsdom does not.
  Object.defineProperty(globalThis.crypto, 'randomUUID', { value: randomUUID, configurable: true });
});
beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse('2026-11-23T10:00:00Z') });
  document.cookie = `${HELP_POPUP_COOKIE}=; Max-Age=0; Path=/`;
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

/**
 * The help area in the app's store, which adds the help feature as the area first renders (as in the app), with the
 * header's launcher.
 */
function show(marketId: string, answer: () => FakeAnswer, content: Record<string, Record<string, unknown>> = {}) {
  const market = markets.find((m) => m.id === marketId);
  if (!market) throw new Error(`no market ${marketId}`);
  // The one client, as boot makes it, over a fetch that content's answers come from.
  const { fetch, seen } = fakeFetch(answer);
  const client = createApiClient({ market, fetch, tokens: staticToken(null), webview: false });
  const store = makeStore({
    // Content fragments (the help router) come through the fake services' client, by name.
    context: fakeServices({ marketId, fragments: content }).services,
    deps: { client, market, tables: fixtureTables, signedIn: () => true },
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <FeatureHostContext.Provider value={store.featureHost}>
          <WithMarket marketId={marketId}>
            <MemoryRouter>
              <HeaderHelp />
              <HelpArea />
            </MemoryRouter>
          </WithMarket>
        </FeatureHostContext.Provider>
      </Provider>
    </I18nextProvider>,
  );
  return {
    ...view,
    store,
    market,
    asked: () => seen.map((r) => r.url),
    help: () => selectHelp(store.getState() as unknown as HelpRootState),
  };
}

const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const tabRecords = () => Object.keys(localStorage).filter((k) => k.startsWith(CHAT_TAB_KEY_PREFIX));
/** Content's answers. */
const json = (body: unknown) => (): FakeAnswer => ({ status: 200, body });
const failed = (): FakeAnswer => ({ status: 503, body: {} });

it('in a chat country: the chat from its configuration, the pop-up on time, and the tab record while it is on the page', async () => {
  const area = show('product/de-de', json(config));
  await wait(0);
  // The market's country and locale, in lower case, in content's path (the market's contentUrl is its base).
  expect(area.asked()).toEqual([`${area.market.contentUrl}/content/guxeu/de/de-de/configuration/chat.json`]);
  expect(tabRecords()).toHaveLength(1);

  await wait(HELP_POPUP_DELAY_MS);
  expect(screen.queryByText(texts['help.popup.message'] ?? '')).not.toBeNull();
  expect(document.cookie).toContain(`${HELP_POPUP_COOKIE}=`);
  fireEvent.click(screen.getByRole('button', { name: texts['help.popup.open'] }));
  await wait(HELP_PANEL_ANIMATION_MS);
  const panel = screen.getByRole('dialog', { name: texts['help.title'] });
  expect(panel.textContent).toContain(texts['help.chat.heading']);
  expect(screen.getByRole('log', { name: texts['help.chat.log'] }).textContent).toContain(config.greeting);
  expect(screen.queryByText(texts['help.popup.message'] ?? '')).toBeNull();

  area.unmount();
  expect(tabRecords()).toEqual([]);
  expect(area.help().present).toBe(false);
});

it.each<[string, () => FakeAnswer]>([
  ['a failed status', failed],
  ['a body that is not JSON', () => ({ status: 200, text: '<html>' })],
  ['a failed request', () => new TypeError('Failed to fetch')],
])('a configuration with %s: the panel has the search only, and no tab record is kept', async (_case, answer) => {
  const area = show('product/de-de', answer);
  await wait(0);
  expect(area.asked()).toHaveLength(1);
  fireEvent.click(screen.getByRole('button', { name: texts['shell.helpLauncher'] }));
  await wait(HELP_PANEL_ANIMATION_MS);
  expect(screen.getByRole('search', { name: texts['help.search.label'] })).toBeTruthy();
  expect(screen.queryByText(texts['help.chat.heading'] ?? '')).toBeNull();
  expect(tabRecords()).toEqual([]);
});

it('outside the chat countries nothing is fetched; the pop-up still comes and goes', async () => {
  const area = show('product/en-us', json(config));
  await wait(HELP_POPUP_DELAY_MS);
  expect(screen.queryByText(texts['help.popup.message'] ?? '')).not.toBeNull();
  await wait(HELP_POPUP_VISIBLE_MS);
  expect(screen.queryByText(texts['help.popup.message'] ?? '')).toBeNull();
  expect(area.asked()).toEqual([]);
});

it("offers the help router's topics the page has: the chat's only in a chat country, a route only where the market has it", async () => {
  const router = { 'help-router': fragments['help-router']?.en ?? {} };
  const topicsOf = async (marketId: string, answer: () => FakeAnswer) => {
    const area = show(marketId, answer, router);
    fireEvent.click(screen.getByRole('button', { name: texts['shell.helpLauncher'] }));
    await wait(HELP_PANEL_ANIMATION_MS);
    const list = screen.getByRole('navigation', { name: texts['help.router.heading'] });
    const names = [...list.querySelectorAll('li')].map((li) => li.textContent);
    area.unmount();
    return names;
  };
  const de = await topicsOf('product/de-de', json(config));
  expect(de).toContain(texts['help.router.chat']);
  // Germany has no order history route: its topic is left out.
  expect(de).not.toContain(texts['help.router.orders']);
  const us = await topicsOf('product/en-us', json(config));
  expect(us).not.toContain(texts['help.router.chat']);
  expect(us).toContain(texts['help.router.orders']);
});

it("the header's launcher, pressed before the help area has come, asks the shell for it", () => {
  const market = markets.find((m) => m.id === 'product/en-us')!;
  const client = createApiClient({ market, fetch: fakeFetch(failed).fetch, tokens: staticToken(null), webview: false });
  const store = makeStore({
    context: fakeServices().services,
    deps: { client, market, tables: fixtureTables, signedIn: () => true },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <HeaderHelp />
      </Provider>
    </I18nextProvider>,
  );
  const launcher = screen.getByRole('button', { name: texts['shell.helpLauncher'] });
  expect(launcher.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(launcher);
  expect(selectHelpWanted(store.getState())).toBe(true);
});
