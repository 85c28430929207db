/*
 * The parameters of the content calls the page preloads, and their addresses. The app's client is given the same
 * parameters and builds the same address (callAddress), so a preloaded answer is the one the app asks for.
 */
import type { EndpointTypes } from '../../generated/api';
import type { Market } from '../../generated/types/market';
import { callAddress, type ServiceBases } from '../call-address';

type ContentMarket = ServiceBases & Pick<Market, 'languageRegionCode'>;

/** The texts of the market's locale, merged by the content service (en <- language <- locale). */
export function textsParams(market: Pick<Market, 'languageRegionCode'>): EndpointTypes['texts']['params'] {
  return { locale: market.languageRegionCode };
}

/** One content fragment of the market's locale. */
export function fragmentParams(
  market: Pick<Market, 'languageRegionCode'>,
  category: string,
  name: string,
): EndpointTypes['fragment']['params'] {
  return { locale: market.languageRegionCode, category, name };
}

/** Where the client fetches the texts; null only for a market without a locale. */
export function textsAddress(market: ContentMarket): string | null {
  return callAddress(market, 'texts', textsParams(market));
}

/** Where the client fetches a fragment; null when the locale, category or name is empty. */
export function fragmentAddress(market: ContentMarket, category: string, name: string): string | null {
  return callAddress(market, 'fragment', fragmentParams(market, category, name));
}
