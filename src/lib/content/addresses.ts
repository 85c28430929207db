/*
 * The parameters of the content calls the page preloads, and their addresses. The app's client is given the same
 * parameters and builds the same address (callAddress), so a preloaded answer is the one the app asks for.
 */
import type { EndpointTypes } from '../../generated/api';
import type { TextsQuery } from '../../generated/types/api/owner';
import type { Market } from '../../generated/types/market';
import { callAddress, type ServiceBases } from '../call-address';

/** What a fragment is asked for by: the market's brand, region group and locale (spec 002 §7). */
export type FragmentMarket = Pick<Market, 'brand' | 'fmaRegion' | 'languageRegionCode'>;
type ContentMarket = ServiceBases & FragmentMarket;

/** The texts of the market's locale, merged by the content service (en <- language <- locale). */
export function textsParams(market: Pick<Market, 'languageRegionCode'>): EndpointTypes['texts']['params'] {
  return { locale: market.languageRegionCode };
}

/**
 * One content fragment for the market: the content service answers its brand's, its region's or the general one, in
 * its locale or language (the chain of src/lib/content/fragment-chain.ts).
 */
export function fragmentParams(
  market: FragmentMarket,
  category: string,
  name: string,
): EndpointTypes['fragment']['params'] {
  return { brand: market.brand, region: market.fmaRegion, locale: market.languageRegionCode, category, name };
}

/** Several fragments of one category in one call (the shell's, around every route); names in the order given. */
export function fragmentsRequest(
  market: FragmentMarket,
  category: string,
  names: readonly string[],
): { params: EndpointTypes['fragments']['params']; query: EndpointTypes['fragments']['query'] } {
  return {
    params: { brand: market.brand, region: market.fmaRegion, locale: market.languageRegionCode, category },
    query: { names: names.join(',') },
  };
}

/** Where the client fetches the texts the query selects; null only for a market without a locale. */
export function textsAddress(market: ContentMarket, query: TextsQuery): string | null {
  return callAddress(market, 'texts', textsParams(market), query);
}

/** Where the client fetches a fragment; null when the locale, category or name is empty. */
export function fragmentAddress(market: ContentMarket, category: string, name: string): string | null {
  return callAddress(market, 'fragment', fragmentParams(market, category, name));
}

/** Where the client fetches several fragments of a category; null when the locale or category is empty. */
export function fragmentsAddress(market: ContentMarket, category: string, names: readonly string[]): string | null {
  const { params, query } = fragmentsRequest(market, category, names);
  return callAddress(market, 'fragments', params, query);
}
