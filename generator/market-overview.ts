/*
 * `npm run markets`: what each market-language entry offers in each environment, once its JSON validates, read
 * from the generated tables the app itself runs on (so the overview cannot disagree with the app).
 */
import { chat } from '../src/generated/chat';
import { orders } from '../src/generated/orders';
import { routeTables } from '../src/generated/routes';
import { environmentNames, site, type EnvironmentName } from '../src/generated/site';
import type { Market } from '../src/generated/types/market';
import { consentMode } from '../src/lib/consent/policy';
import { hourCycleOf } from '../src/lib/format/date-time';
import { offersRoute } from '../src/lib/market/offers-route';
import { marketUnits } from '../src/lib/units/units';

export interface OverviewRow {
  environment: EnvironmentName;
  market: string;
  /** How many routes the entry offers (has, and can serve: a screen that only says "not offered" does not count), and which it goes without. */
  routes: string;
  wallet: boolean;
  subscriptions: boolean;
  loyalty: boolean;
  orderRegion: string;
  consent: string;
  chat: boolean;
  feedbackCard: boolean;
  time: string;
  distance: string;
}

export const COLUMNS: [keyof OverviewRow, string][] = [
  ['environment', 'environment'],
  ['market', 'market'],
  ['wallet', 'wallet'],
  ['subscriptions', 'subscriptions'],
  ['loyalty', 'loyalty'],
  ['orderRegion', 'order region'],
  ['consent', 'consent'],
  ['chat', 'chat'],
  ['feedbackCard', 'feedback card'],
  ['time', 'time'],
  ['distance', 'distance'],
  ['routes', 'routes'],
];

function routeIds(marketId: string): string[] {
  return (routeTables[marketId] ?? []).map((r) => r.id);
}

export function overviewRows(tables: Record<EnvironmentName, Market[]>, only?: EnvironmentName): OverviewRow[] {
  const environments = only ? [only] : environmentNames;
  const all = [...new Set(Object.keys(routeTables).flatMap(routeIds))];
  return environments.flatMap((environment) =>
    tables[environment].map((m): OverviewRow => {
      const routes = routeTables[m.id] ?? [];
      const ids = routes.filter((r) => offersRoute(m, routes, r.id, { orders, site })).map((r) => r.id);
      const without = all.filter((id) => !ids.includes(id));
      return {
        environment,
        market: m.id,
        routes:
          without.length === 0 ? `all ${all.length}` : `${ids.length} of ${all.length}, without ${without.join(', ')}`,
        wallet: ids.includes('wallet'),
        subscriptions: m.subscriptionUrl !== '',
        loyalty: m.loyaltyProgramme === true,
        orderRegion:
          Object.entries(orders.statusGroups.regions).find(([, r]) => r.countries.includes(m.countryCode))?.[0] ?? '—',
        consent: consentMode(m, site),
        chat: chat.countries.includes(m.countryCode),
        feedbackCard: m.medalliaCommentCardId !== undefined,
        time: hourCycleOf(m, site.formats) === 'h12' ? '12 h' : '24 h',
        distance: marketUnits(m.countryCode, site.formats.units).distance,
      };
    }),
  );
}

const cell = (value: OverviewRow[keyof OverviewRow]) => (typeof value === 'boolean' ? (value ? 'yes' : '—') : value);

/** A table for the terminal: columns padded to their widest cell. */
export function terminalTable(rows: OverviewRow[]): string {
  const cells = [COLUMNS.map(([, title]) => title), ...rows.map((r) => COLUMNS.map(([key]) => cell(r[key])))];
  const widths = COLUMNS.map((_, i) => Math.max(...cells.map((line) => (line[i] ?? '').length)));
  return cells
    .map((line) =>
      line
        .map((c, i) => c.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** A Markdown table (| escaped in cells). */
export function markdownTable(rows: OverviewRow[]): string {
  const line = (cells: string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [
    line(COLUMNS.map(([, title]) => title)),
    line(COLUMNS.map(() => '---')),
    ...rows.map((r) => line(COLUMNS.map(([key]) => cell(r[key])))),
  ].join('\n');
}
