import { localeCountry } from './owner-calls';
import type { Market } from '../generated/types/market';
import type { MarketQuerySchema } from '../lib/market/market-query';

/** What the market-filled queries are made of. */
export type QueryMarket = Pick<Market, 'threeLetterCountryCode' | 'languageRegionCode' | 'loyaltyLanguageCode'>;

/** Spec 001 §7: the programme's query: the country in three upper-case letters, the language the country names (en-us for the US) or the entry's. */
export function programQuery(market: QueryMarket) {
  return {
    programCountry: market.threeLetterCountryCode.toUpperCase(),
    languageCode: market.loyaltyLanguageCode ?? market.languageRegionCode,
  };
}

/** Each market-filled query schema's values (market-query.ts names them). */
export const MARKET_QUERY_VALUES: Record<MarketQuerySchema, (market: QueryMarket) => Record<string, string>> = {
  localeCountryQuery: localeCountry,
  aggregatePointsQuery: programQuery,
};
