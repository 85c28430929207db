import type { Market } from '../../generated/types/market';
import { fragmentAddress } from './addresses';

export type FragmentResult = { kind: 'ok'; data: Record<string, unknown> } | { kind: 'absent' } | { kind: 'error'; message: string };

/** Content fragments by category and name (spec 000 §7, 002 §7), from the market's content service. */
export interface ContentApi {
  fragment(category: string, name: string): Promise<FragmentResult>;
}

export function createContentApi(market: Pick<Market, 'contentUrl' | 'languageRegionCode'>, fetchFn: typeof fetch): ContentApi {
  return {
    async fragment(category, name) {
      try {
        const res = await fetchFn(fragmentAddress(market, category, name), { headers: { accept: 'application/json' } });
        // Spec 002 §8: resource-not-found content is treated as absent.
        if (res.status === 404) return { kind: 'absent' };
        if (!res.ok) return { kind: 'error', message: `HTTP ${res.status}` };
        const body: unknown = await res.json();
        return body && typeof body === 'object' ? { kind: 'ok', data: body as Record<string, unknown> } : { kind: 'error', message: 'not an object' };
      } catch (e) {
        return { kind: 'error', message: e instanceof Error ? e.message : String(e) };
      }
    },
  };
}
