import { numberFormat } from './intl-formats';
import type { Market } from '../../generated/types/market';

/** An amount in its own currency, written the market's way (1.234,50 € in de-de, $1,234.50 in en-us). */
export function formatMoney(amount: number, currency: string, market: Pick<Market, 'languageRegionCode'>): string {
  try {
    return numberFormat(market.languageRegionCode, { style: 'currency', currency }).format(amount);
  } catch {
    // An unknown currency code still shows the amount rather than breaking the page.
    return `${numberFormat(market.languageRegionCode, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}
