import { numberFormat } from './intl-formats';
import type { Market } from '../../generated/types/market';

/** A share (0-100) as the page's language writes a percentage: "34 %", "34%", "%34". */
export function formatPercent(value: number, market: Pick<Market, 'languageRegionCode'>): string {
  return numberFormat(market.languageRegionCode, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}
