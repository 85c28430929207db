import type { OffersQuery } from '../../generated/types/api/owner';
import type { Brand } from '../../generated/types/brand';
import type { Market } from '../../generated/types/market';

/**
 * The offers call of a market's page: its locale, its country and the code the offers service knows the brand by
 * (the brand's data); none for a brand whose data names no such code, which has no offers.
 */
export function offersQueryFor(
  market: Pick<Market, 'languageRegionCode' | 'threeLetterCountryCode'>,
  brand: Pick<Brand, 'offersBrandCode'> | undefined,
): OffersQuery | undefined {
  if (brand?.offersBrandCode === undefined) return undefined;
  return { locale: market.languageRegionCode, country: market.threeLetterCountryCode, brand: brand.offersBrandCode };
}
