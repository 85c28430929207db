/**
 * The query schemas the client fills in from the market alone, for a call started before any screen asks
 * (ApiClient.warm, a route's opening `calls`): the market's locale and country (001 §7), and the loyalty programme's
 * country and language (001 §7). validate lets a route's `calls` name only calls with no query or one of these.
 * No imports: the generator reads it before src/generated/ exists.
 */
export const MARKET_QUERY = 'localeCountryQuery';
export const MARKET_QUERIES = [MARKET_QUERY, 'aggregatePointsQuery'] as const;

export type MarketQuerySchema = (typeof MARKET_QUERIES)[number];

export const isMarketQuery = (schema: string): schema is MarketQuerySchema =>
  (MARKET_QUERIES as readonly string[]).includes(schema);
