import type { Market } from '../../generated/types/market';
import type { Feature } from '../../lib/feature';
import { createContentApi, type ContentApi } from './api';
import { watchFragments } from './sagas/load-fragment';
import { content } from './slice';

/** Content fragments from the content service (header, footer, banners...), fetched once per page. */
export const contentFeature = {
  name: 'content',
  slices: [content] as const,
  sagas: [watchFragments],
  services: ({ market, fetch }: { market: Market; fetch: typeof globalThis.fetch }) => ({ contentApi: createContentApi(market, fetch) }),
} satisfies Feature<{ market: Market; fetch: typeof globalThis.fetch }, { contentApi: ContentApi }>;
