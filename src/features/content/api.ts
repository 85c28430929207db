import type { ApiClient } from '../../api/client';
import { fragmentParams, type FragmentMarket } from '../../lib/content/addresses';

export type FragmentResult =
  { kind: 'ok'; data: Record<string, unknown> } | { kind: 'absent' } | { kind: 'error'; message: string };

/** Content fragments by category and name for the market's brand, region and locale (spec 000 §7, 002 §7). */
export interface ContentApi {
  fragment(category: string, name: string): Promise<FragmentResult>;
}

/** The status of a resource-not-found answer. */
const NOT_FOUND = 404;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fragment call of the one client, with what its answers mean for content. */
export function createContentApi(client: ApiClient, market: FragmentMarket): ContentApi {
  return {
    async fragment(category, name) {
      const result = await client.call('fragment', { params: fragmentParams(market, category, name) });
      // Content is input: an answer that is not an object is a failure, not a fragment.
      if (result.kind === 'ok')
        return isObject(result.data) ? { kind: 'ok', data: result.data } : { kind: 'error', message: 'not an object' };
      // Spec 002 §8: resource-not-found content is treated as absent; any other failure is one.
      if (result.kind === 'error')
        return result.status === NOT_FOUND ? { kind: 'absent' } : { kind: 'error', message: result.message };
      // The content service is public: a 401 there is its failure, never a reason to sign in.
      return { kind: 'error', message: 'unauthorized' };
    },
  };
}
