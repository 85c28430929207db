/** @jest-environment ./test/support/jsdom-environment.js */
import { randomUUID } from 'node:crypto';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { ApiClient } from '../../../../src/api/client';
import { createI18n } from '../../../../src/app/i18n';
import { HelpArea } from '../../../../src/app/shell/help-area';
import { makeStore } from '../../../../src/app/store';
import { chatConfigUrl } from '../../../../src/features/help/chat-config';
import { HELP_POPUP_COOKIE } from '../../../../src/features/help/popup';
import { selectHelp, type HelpRootState } from '../../../../src/features/help/slice';
import { CHAT_TAB_KEY_PREFIX } from '../../../../src/features/help/tab-record';
import { HELP_PANEL_ANIMATION_MS, HELP_POPUP_DELAY_MS, HELP_POPUP_VISIBLE_MS } from '../../../../src/features/help/timings';
import { bundles } from '../../../../src/generated/content';
import { markets } from '../../../../src/generated/markets/local';
import { FeatureHostContext } from '../../../../src/ui/feature-host';
import { fakeServices } from '../../../support/app-services';

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

/** The help area in the app's store, which adds the help feature as the area first renders (as in the app). */
function show(marketId: string, answer: (url: string) => Promise<Response>) {
  const market = markets.find((m) => m.id === marketId);
  if (!market) throw new Error(`no market ${marketId}`);
  const asked: string[] = [];
  const fetch = (url: RequestInfo | URL) => { asked.push(String(url)); return answer(String(url)); };
  const store = makeStore({ context: fakeServices().services, deps: { client: {} as ApiClient, market, fetch: fetch as typeof globalThis.fetch, signedIn: () => true } });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <FeatureHostContext.Provider value={store.featureHost}>
          <HelpArea />
        </FeatureHostContext.Provider>
      </Provider>
    </I18nextProvider>,
  );
  return { ...view, store, market, asked, help: () => selectHelp(store.getState() as unknown as HelpRootState) };
}

const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const tabRecords = () => Object.keys(localStorage).filter((k) => k.startsWith(CHAT_TAB_KEY_PREFIX));
/** Content's answers: the parts of a Response the feature reads. */
const json = (body: unknown) => async () => ({ ok: true, status: 200, json: async () => body }) as Response;
const failed = async () => ({ ok: false, status: 503, json: async () => ({}) }) as Response;

it('in a chat country: the chat from its configuration, the pop-up on time, and the tab record while it is on the page', async () => {
  const area = show('product/de-de', json(config));
  await wait(0);
  const { contentUrl, countryCode, languageRegionCode } = area.market;
  expect(area.asked).toEqual([chatConfigUrl(contentUrl, countryCode, languageRegionCode, false)]);
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

it('a failed configuration: the panel has the search only, and no tab record is kept', async () => {
  show('product/de-de', failed);
  await wait(0);
  fireEvent.click(screen.getByRole('button', { name: texts['help.launcher'] }));
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
  expect(area.asked).toEqual([]);
});
