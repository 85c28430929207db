import type { ReactNode } from 'react';
import { markets } from '../../src/generated/markets/local';
import { orders } from '../../src/generated/orders';
import { routeTables } from '../../src/generated/routes';
import { brands, site, vehiclePictures } from '../../src/generated/site';
import type { Market } from '../../src/generated/types/market';
import type { SiteTables } from '../../src/lib/market/site-tables';
import { MarketContext, type MarketView } from '../../src/ui/market-context';

/** The generated tables as the app passes them: a test spreads over them what it needs changed. */
export const fixtureTables: SiteTables = { site, brands, vehiclePictures, orders };

/** The market view of a market of the local environment, with the tables given (the generated ones by default). */
export function marketView(
  marketId = 'product/en-us',
  tables: SiteTables = fixtureTables,
  webview = false,
  environment: readonly Market[] = markets,
): MarketView {
  const market = environment.find((m) => m.id === marketId);
  const routes = routeTables[marketId];
  if (!market || !routes) throw new Error(`no market ${marketId}`);
  return { market, routes, webview, tables, markets: environment };
}

/** Renders children in a market's context, as the app does above every screen. */
export function WithMarket({
  marketId,
  tables,
  webview,
  children,
}: {
  marketId?: string;
  tables?: SiteTables;
  webview?: boolean;
  children: ReactNode;
}) {
  return <MarketContext.Provider value={marketView(marketId, tables, webview)}>{children}</MarketContext.Provider>;
}
