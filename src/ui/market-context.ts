import { createContext, useContext } from 'react';
import type { Brand } from '../generated/types/brand';
import type { Market } from '../generated/types/market';
import type { ResolvedRoute } from '../generated/types/routes';
import type { Site } from '../generated/types/site';
import { brandIn, type OrdersTable, type SiteTables } from '../lib/market/site-tables';

export interface MarketView {
  market: Market;
  /** The route table of this market's language entry. */
  routes: readonly ResolvedRoute[];
  webview: boolean;
  /** The site-wide tables (site, brands, orders), passed in by the app. */
  tables: SiteTables;
  /** Every market of the environment the bundle was built for (the country selector lists them). */
  markets: readonly Market[];
}

export const MarketContext = createContext<MarketView | null>(null);

/** The market of the page; the app provides it above every screen. */
export function useMarket(): MarketView {
  const view = useContext(MarketContext);
  if (!view) throw new Error('useMarket outside the app shell');
  return view;
}

/** markets/site.json: the site-wide rules, timings and formats. */
export function useSite(): Site {
  return useMarket().tables.site;
}

/** markets/orders.json: stores, statuses, return and drop-off rules. */
export function useOrdersTable(): OrdersTable {
  return useMarket().tables.orders;
}

/** The page's brand in markets/brands.json. */
export function useBrand(): Brand | undefined {
  const { market, tables } = useMarket();
  return brandIn(tables, market.brand);
}
