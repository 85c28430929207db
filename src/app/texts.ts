import type { ApiClient } from '../api/client';
import type { Market } from '../generated/types/market';
import { textsParams } from '../lib/content/addresses';

/**
 * The texts of one locale, merged by the content service (en <- language <- locale), through the one client's
 * texts call. A failure is logged and leaves the page readable: i18next then shows the keys rather than nothing.
 */
export async function loadTexts(
  client: Pick<ApiClient, 'call'>,
  market: Pick<Market, 'languageRegionCode'>,
  log: (message: string, detail?: unknown) => void,
): Promise<Record<string, string>> {
  const result = await client.call('texts', { params: textsParams(market) });
  // Content is input: an answer that is not an object of texts counts as a failure.
  if (result.kind === 'ok' && typeof result.data === 'object' && result.data !== null && !Array.isArray(result.data))
    return result.data;
  const error = result.kind === 'error' ? result.message : result.kind === 'ok' ? 'not an object' : 'unauthorized';
  log('content fetch failed', { locale: market.languageRegionCode, error });
  return {};
}
