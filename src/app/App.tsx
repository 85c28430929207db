import { useMemo } from 'react';
import { site } from '../generated/site';
import { resolveLocation, pathTo, type MarketTables } from '../lib/market/resolve';
import { markets, routeTables } from './environment';

const tables: MarketTables = { markets, routeTables };

/** The shell: finds the visitor's market and route from the address. Screens arrive with later features. */
export function App({ href }: { href: string }) {
  const url = useMemo(() => new URL(href), [href]);
  const found = resolveLocation(tables, site, { host: url.host, path: url.pathname, query: url.search });
  const { market, route } = found;
  const links = ['accountDashboardView', 'account-settings', 'marketing-options', 'signinCredentialsView']
    .map((name) => ({ name, href: pathTo(tables, market, name) }))
    .filter((l): l is { name: string; href: string } => l.href !== undefined);
  return (
    <main lang={market.languageRegionCode}>
      <h1>{route.screen === 'not-found' ? 'Page not found' : 'Owner account'}</h1>
      <dl aria-label="Market">
        <dt>Country</dt><dd>{market.name}</dd>
        <dt>Language</dt><dd>{market.language} ({market.languageRegionCode})</dd>
        <dt>Brand</dt><dd>{market.brand}</dd>
        <dt>Screen</dt><dd>{route.screen}</dd>
      </dl>
      <nav aria-label="Account">
        <ul>{links.map((l) => <li key={l.name}><a href={l.href}>{l.name}</a></li>)}</ul>
      </nav>
    </main>
  );
}
