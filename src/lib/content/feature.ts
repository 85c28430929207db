import type { Market } from '../../generated/types/market';
import type { Feature } from '../feature';
import { createContentApi, type ContentApi } from './api';
import { watchFragments } from './load-fragment';
import { content } from './slice';

/**
 * Content fragments from the content service (header, footer, banners...), fetched once per page. App-wide, so it
 * lives in lib: the shell and every feature may ask for fragments (features never import each other).
 */
export const contentFeature = {
  name: 'content',
  slices: [content] as const,
  sagas: [watchFragments],
  services: ({ market, fetch }: { market: Market; fetch: typeof globalThis.fetch }) => ({ contentApi: createContentApi(market, fetch) }),
} satisfies Feature<{ market: Market; fetch: typeof globalThis.fetch }, { contentApi: ContentApi }>;
