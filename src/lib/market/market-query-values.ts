/*
 * The values of the queries the client fills in from the market alone (market-query.ts names them): the API client
 * sends them, and the service's pages name them for a page's opening calls (src/server/web/page-hints.ts).
 */
import type { MarketQuerySchema } from './market-query';
import type { Market } from '../../generated/types/market';

/** What the market-filled queries are made of. */
export type QueryMarket = Pick<Market, 'threeLetterCountryCode' | 'languageRegionCode' | 'loyaltyLanguageCode'>;

/** The locale and country query of the profile and user calls (001 §7). */
export function localeCountry(market: Pick<Market, 'languageRegionCode' | 'threeLetterCountryCode'>): {
  locale: string;
  country: string;
} {
  return { locale: market.languageRegionCode, country: market.threeLetterCountryCode };
}

/** Spec 001 §7: the programme's query: the country in three upper-case letters, the language the country names (en-us for the US) or the entry's. */
export function programQuery(market: QueryMarket) {
  return {
    programCountry: market.threeLetterCountryCode.toUpperCase(),
    languageCode: market.loyaltyLanguageCode ?? market.languageRegionCode,
  };
}

/** Each market-filled query schema's values. */
export const MARKET_QUERY_VALUES: Record<MarketQuerySchema, (market: QueryMarket) => Record<string, string>> = {
  localeCountryQuery: localeCountry,
  aggregatePointsQuery: programQuery,
};
