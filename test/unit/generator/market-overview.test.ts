import { COLUMNS, markdownTable, overviewRows, terminalTable } from '../../../generator/market-overview';
import { environmentNames } from '../../../src/generated/site';
import { environmentMarkets } from '../../../src/server/shared/environments';

const rows = overviewRows(environmentMarkets);
const row = (environment: string, market: string) =>
  rows.find((r) => r.environment === environment && r.market === market);

it('has a row per market-language entry and environment', () => {
  expect(rows.length).toBe(environmentNames.reduce((n, e) => n + environmentMarkets[e].length, 0));
  expect(overviewRows(environmentMarkets, 'local').every((r) => r.environment === 'local')).toBe(true);
});

it('says what an entry offers, from the same tables and rules the app runs on', () => {
  expect(row('local', 'product/en-us')).toMatchObject({
    consent: 'ccpa',
    orderRegion: 'us',
    time: '12 h',
    distance: 'mi',
    chat: false,
  });
  expect(row('local', 'product/de-de')).toMatchObject({
    consent: 'banner',
    orderRegion: 'eu',
    time: '24 h',
    distance: 'km',
    chat: true,
    feedbackCard: true,
  });
  // The German override leaves routes out; the overview names them.
  expect(row('local', 'product/de-de')?.routes).toMatch(/^\d+ of \d+, without .*order-history/);
  expect(row('local', 'lincoln/en-us')?.routes).toMatch(/^all \d+$/);
});

it('counts a route only where its screen can serve it: no wallet in Thailand, no order tracking in Brazil', () => {
  expect(row('local', 'product/th-th')).toMatchObject({ wallet: false });
  expect(row('local', 'product/th-th')?.routes).toMatch(/without .*wallet/);
  expect(row('local', 'product/de-de')).toMatchObject({ wallet: true });
  expect(row('local', 'product/pt-br')?.routes).toMatch(/without .*vehicle-order-tracking/);
  expect(rows.filter((r) => r.environment === 'local' && !r.wallet).length).toBeGreaterThan(5);
});

it('prints a padded terminal table and a Markdown table with a header row', () => {
  const local = overviewRows(environmentMarkets, 'local');
  const lines = terminalTable(local).split('\n');
  expect(lines).toHaveLength(local.length + 1);
  expect(lines[0]).toMatch(/^environment\s+market\s+wallet/);
  const md = markdownTable(local).split('\n');
  expect(md[0]).toBe(`| ${COLUMNS.map(([, title]) => title).join(' | ')} |`);
  expect(md[1]).toBe(`| ${COLUMNS.map(() => '---').join(' | ')} |`);
  expect(md).toHaveLength(local.length + 2);
});
