import type { Market } from '../generated/types/market';
import { textsAddress } from '../lib/content/addresses';

/**
 * The texts of one locale, merged by the content service (en <- language <- locale). A failed fetch is
 * logged and leaves the page readable: i18next then shows the keys rather than nothing.
 */
export async function loadTexts(market: Market, fetchFn: typeof fetch, log: (message: string, detail?: unknown) => void): Promise<Record<string, string>> {
  try {
    const res = await fetchFn(textsAddress(market));
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return (await res.json()) as Record<string, string>;
  } catch (error) {
    log('content fetch failed', { locale: market.languageRegionCode, error: String(error) });
    return {};
  }
}
