import { createMarketingApi } from './api';
import { sessionDrafts } from './drafts';
import { watchLoadPage } from './sagas/load';
import { watchSave } from './sagas/save';
import type { MarketingServices } from './services';
import { marketingOptions } from './slice';
import type { ApiClient } from '../../api/client';
import type { Market } from '../../generated/types/market';
import type { Site } from '../../generated/types/site';
import type { CoreServices, Feature } from '../../lib/feature';
import type { SiteTables } from '../../lib/market/site-tables';

type Deps = { client: ApiClient; market: Market; tables: SiteTables };
type Built = Omit<MarketingServices, keyof CoreServices>;

/** Spec 000 §2: where a webview save goes for this market's brand, if anywhere. */
export function webviewSaveLocation(site: Pick<Site, 'marketingOptions'>, brand: string): string | null {
  const redirect = site.marketingOptions.webviewSaveRedirect;
  return (redirect.brands as readonly string[]).includes(brand) ? redirect.location : null;
}

/** The marketing options page and its EU post-registration variant (spec 000 §2-§5). */
export const marketingOptionsFeature = {
  name: 'marketing-options',
  slices: [marketingOptions] as const,
  sagas: [watchLoadPage, watchSave],
  services: ({ client, market, tables }: Deps): Built => ({
    marketingApi: createMarketingApi(client, market),
    drafts: sessionDrafts(globalThis.sessionStorage),
    scrollToTop: () => globalThis.scrollTo?.({ top: 0, behavior: 'smooth' }),
    webviewSaveLocation: webviewSaveLocation(tables.site, market.brand),
    leaveTo: (href) => globalThis.location.assign(href),
  }),
} satisfies Feature<Deps, Built>;
