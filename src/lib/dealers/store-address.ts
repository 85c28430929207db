import type { Site } from '../../generated/types/site';

/**
 * The store helper (spec 002 §9): a dealer's store on the maker's national site, its country's address prefix with
 * the dealer code; null where the country has no dealer stores (outside Europe).
 */
export function dealerStoreAddress(
  prefixes: Site['dealers']['storeUrlPrefixes'],
  countryCode: string,
  dealerCode: string,
): string | null {
  const prefix = Object.hasOwn(prefixes, countryCode) ? prefixes[countryCode] : undefined;
  return prefix === undefined ? null : `${prefix}${encodeURIComponent(dealerCode)}`;
}
