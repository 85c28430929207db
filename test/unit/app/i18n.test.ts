import { createI18n } from '../../../src/app/i18n';
import { loadTexts } from '../../../src/app/texts';
import { fixtureMarket } from '../../support/fixture-markets';

/** A local-style fixture entry: the content service on the same origin (contentUrl ''). */
const de = fixtureMarket('product/de-de');

it('asks the content service for the texts of the market locale', async () => {
  const asked: string[] = [];
  const texts = await loadTexts(de, async (url) => { asked.push(String(url)); return new Response('{"a.b":"Hallo"}'); }, () => undefined);
  expect(asked).toEqual(['/content/de-de/texts']);
  expect(texts).toEqual({ 'a.b': 'Hallo' });
});

it('logs a failed content fetch and carries on with no texts', async () => {
  const logged: string[] = [];
  const texts = await loadTexts(de, async () => new Response('down', { status: 503 }), (m) => logged.push(m));
  expect(texts).toEqual({});
  expect(logged).toEqual(['content fetch failed']);
});

it('looks keys up flat, in the lower-case locale, with placeholders filled', async () => {
  const i18n = await createI18n('de-de', { 'dashboard.welcome': 'Willkommen, {{firstName}}' });
  expect(i18n.t('dashboard.welcome', { firstName: '<Anna>' })).toBe('Willkommen, <Anna>');
});
