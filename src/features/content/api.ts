import type { ApiClient } from '../../api/client';
import { fragmentParams, fragmentsRequest, type FragmentMarket } from '../../lib/content/addresses';

export type FragmentResult =
  { kind: 'ok'; data: Record<string, unknown> } | { kind: 'absent' } | { kind: 'error'; message: string };

/** Content fragments by category and name for the market's brand, region and locale (spec 000 §7, 002 §7). */
export interface ContentApi {
  fragment(category: string, name: string): Promise<FragmentResult>;
  /** Several fragments of a category in one call: each name's result, as fragment() would give it. */
  fragments(category: string, names: readonly string[]): Promise<Record<string, FragmentResult>>;
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
    async fragments(category, names) {
      const result = await client.call('fragments', fragmentsRequest(market, category, names));
      const failed = (message: string) =>
        Object.fromEntries(names.map((name) => [name, { kind: 'error', message } as const]));
      if (result.kind === 'unauthorized') return failed('unauthorized');
      if (result.kind === 'error') return failed(result.message);
      const found: unknown = result.data;
      if (!isObject(found)) return failed('not an object');
      // A name left out has no content (absent); one that is there but not an object is a failure of its own.
      return Object.fromEntries(
        names.map((name): [string, FragmentResult] => {
          const data = found[name];
          if (data === undefined) return [name, { kind: 'absent' }];
          return [name, isObject(data) ? { kind: 'ok', data } : { kind: 'error', message: 'not an object' }];
        }),
      );
    },
  };
}
