/**
 * The query schema of the calls that take the market's locale and country (001 §7): the client fills it in itself
 * for a call started before any screen asks (ApiClient.warm), and validate lets a route's `calls` name only those.
 * No imports: the generator reads it before src/generated/ exists.
 */
export const MARKET_QUERY = 'localeCountryQuery';
