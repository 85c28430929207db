/*
 * A screen's own texts come with it the first time it opens: the page started with the shell's and its own screen's
 * (src/app/shell/screen-texts.ts, with a split the build would make).
 */
import { createApiClient } from '../../../../src/api/client';
import { createI18n } from '../../../../src/app/i18n';
import { loadScreenTextsInto, partTextsLoaded, screenTextsLoaded } from '../../../../src/app/shell/screen-texts';
import { fakeFetch, type FakeAnswer } from '../../../support/api-fakes';
import { fixtureMarket } from '../../../support/fixture-markets';

jest.mock('#screen-texts', () => ({
  screenTexts: {
    'account-settings': ['settings'],
    'order-history': ['orders', 'returns'],
    'create-return': ['returns'],
    '#part:help': ['help'],
  },
}));

const de = fixtureMarket('product/de-de');

async function page(answer: () => FakeAnswer) {
  const { fetch, seen } = fakeFetch(answer);
  const client = createApiClient({ market: de, fetch, tokens: { accessToken: () => null }, webview: false });
  const i18n = await createI18n('de-de', { 'app.title': 'Mein Konto', 'settings.title': 'Einstellungen' });
  loadScreenTextsInto(i18n, client, de, 'account-settings');
  return { i18n, seen };
}

it("asks for a screen's own texts the page does not have, once, and has them before the screen renders", async () => {
  const { i18n, seen } = await page(() => ({
    status: 200,
    body: { 'orders.retry': 'Nochmal', 'returns.create.heading': 'R' },
  }));
  // The page's own screen: its texts came at start.
  await screenTextsLoaded('account-settings');
  expect(seen).toEqual([]);
  await Promise.all([screenTextsLoaded('order-history'), screenTextsLoaded('order-history')]);
  expect(seen.map((r) => r.url)).toEqual(['/content/de-de/texts?only=orders%2Creturns']);
  expect(i18n.t('orders.retry')).toBe('Nochmal');
  expect(i18n.t('app.title')).toBe('Mein Konto');
  // Once in, not asked for again, by this screen or another that needs no more.
  await screenTextsLoaded('order-history');
  await screenTextsLoaded('create-return');
  // A screen with none of its own asks for nothing.
  await screenTextsLoaded('dashboard');
  expect(seen).toHaveLength(1);
});

it('fails the screen when its texts cannot be had, and asks again the next time it opens', async () => {
  let down = true;
  const { i18n, seen } = await page(() =>
    down ? { status: 503, text: 'down' } : { status: 200, body: { 'returns.create.heading': 'R' } },
  );
  await expect(screenTextsLoaded('create-return')).rejects.toThrow();
  down = false;
  await screenTextsLoaded('create-return');
  expect(seen).toHaveLength(2);
  expect(i18n.t('returns.create.heading')).toBe('R');
});

it('asks for the texts of a part of the shell that comes later as for a screen, once', async () => {
  const { i18n, seen } = await page(() => ({ status: 200, body: { 'help.title': 'Hilfe' } }));
  await Promise.all([partTextsLoaded('help'), partTextsLoaded('help')]);
  expect(seen.map((r) => r.url)).toEqual(['/content/de-de/texts?only=help']);
  expect(i18n.t('help.title')).toBe('Hilfe');
  await partTextsLoaded('help');
  expect(seen).toHaveLength(1);
});
