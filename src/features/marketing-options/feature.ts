import { createMarketingApi } from './api';
import { sessionDrafts } from './drafts';
import { watchLoadPage } from './sagas/load';
import { watchSave } from './sagas/save';
import type { MarketingServices } from './services';
import { marketingOptions } from './slice';
import type { ApiClient } from '../../api/client';
import type { Market } from '../../generated/types/market';
import type { Site } from '../../generated/types/site';
import { keptCampaignId, withCampaignId } from '../../lib/campaign';
import type { CoreServices, Feature } from '../../lib/feature';
import type { SiteTables } from '../../lib/market/site-tables';

type Deps = { client: ApiClient; market: Market; tables: SiteTables };
type Built = Omit<MarketingServices, keyof CoreServices>;

/**
 * Spec 000 §2: where a webview save goes for this market's brand, if anywhere; with the kept campaign id (000 §7), as
 * every address the app sends the owner to outside itself.
 */
export function webviewSaveLocation(
  site: Pick<Site, 'marketingOptions' | 'campaign'>,
  brand: string,
  campaignId: string | null,
): string | null {
  const redirect = site.marketingOptions.webviewSaveRedirect;
  if (!(redirect.brands as readonly string[]).includes(brand)) return null;
  return withCampaignId(redirect.location, campaignId, site.campaign);
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
    // Boot keeps a campaign of the page's address before the services are made.
    webviewSaveLocation: webviewSaveLocation(
      tables.site,
      market.brand,
      keptCampaignId(globalThis.localStorage, tables.site.campaign),
    ),
    leaveTo: (href) => globalThis.location.assign(href),
  }),
} satisfies Feature<Deps, Built>;
