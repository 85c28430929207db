import type { Market } from '../../generated/types/market';

type ContentMarket = Pick<Market, 'contentUrl' | 'languageRegionCode'>;

/** The texts of the market's locale, merged by the content service (en <- language <- locale). */
export function textsAddress(market: ContentMarket): string {
  return `${market.contentUrl}/content/${market.languageRegionCode}/texts`;
}

/** One content fragment of the market's locale. */
export function fragmentAddress(market: ContentMarket, category: string, name: string): string {
  return `${market.contentUrl}/content/${market.languageRegionCode}/${category}/${name}`;
}
