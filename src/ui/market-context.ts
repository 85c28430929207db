import { createContext, useContext } from 'react';
import type { Market } from '../generated/types/market';
import type { ResolvedRoute } from '../generated/types/routes';

export interface MarketView {
  market: Market;
  /** The route table of this market's language entry. */
  routes: readonly ResolvedRoute[];
  webview: boolean;
}

export const MarketContext = createContext<MarketView | null>(null);

/** The market of the page; the app provides it above every screen. */
export function useMarket(): MarketView {
  const view = useContext(MarketContext);
  if (!view) throw new Error('useMarket outside the app shell');
  return view;
}
