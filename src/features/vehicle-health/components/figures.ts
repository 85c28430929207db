import type { Market } from '../../../generated/types/market';
import type { Site } from '../../../generated/types/site';
import { formatDate, formatTime } from '../../../lib/format/date-time';

/** A share (0-100) as the page's language writes a percentage: "34 %", "34%", "%34". */
export function formatPercent(value: number, market: Pick<Market, 'languageRegionCode'>): string {
  return new Intl.NumberFormat(market.languageRegionCode, { style: 'percent', maximumFractionDigits: 0 }).format(
    value / 100,
  );
}

/** When something was reported: its day and time in the market's language and clock. */
export function dayAndTime(
  iso: string,
  market: Pick<Market, 'languageRegionCode' | 'countryCode'>,
  formats: Pick<Site['formats'], 'twelveHourCountries'>,
): { date: string; time: string } {
  return { date: formatDate(iso, market), time: formatTime(new Date(iso), market, formats) };
}
