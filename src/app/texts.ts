import type { ApiClient } from '../api/client';
import type { TextsQuery } from '../generated/types/api/owner';
import type { Market } from '../generated/types/market';
import { textsParams } from '../lib/content/addresses';

type TextsClient = Pick<ApiClient, 'call'>;

/**
 * Texts of one locale, merged by the content service (en <- language <- locale), of the namespaces the query selects,
 * through the one client's texts call. Throws when they could not be had: content is input, and an answer that is not
 * an object of texts counts as a failure.
 */
export async function fetchTexts(
  client: TextsClient,
  market: Pick<Market, 'languageRegionCode'>,
  query: TextsQuery,
): Promise<Record<string, string>> {
  const result = await client.call('texts', { params: textsParams(market), query });
  if (result.kind === 'ok' && typeof result.data === 'object' && result.data !== null && !Array.isArray(result.data))
    return result.data;
  throw new Error(result.kind === 'error' ? result.message : result.kind === 'ok' ? 'not an object' : 'unauthorized');
}

/**
 * The texts a page starts with (fetchTexts). A failure is logged and leaves the page readable: i18next then shows the
 * keys rather than nothing.
 */
export async function loadTexts(
  client: TextsClient,
  market: Pick<Market, 'languageRegionCode'>,
  query: TextsQuery,
  log: (message: string, detail?: unknown) => void,
): Promise<Record<string, string>> {
  try {
    return await fetchTexts(client, market, query);
  } catch (error) {
    log('content fetch failed', {
      locale: market.languageRegionCode,
      error: error instanceof Error ? error.message : String(error),
    });
    return {};
  }
}
