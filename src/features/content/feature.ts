import { createContentApi, type ContentApi } from './api';
import { watchFragments } from './load-fragment';
import type { ApiClient } from '../../api/client';
import type { Market } from '../../generated/types/market';
import type { Feature } from '../../lib/feature';
import { content } from '../../ui/content/slice';

type Deps = { client: ApiClient; market: Market };

/**
 * Content fragments from the content service (header, footer, banners...), fetched once per page through the one
 * client. Its slice and hooks live in src/ui/content, so the shell and every feature can show a fragment without
 * importing this feature (features never import each other).
 */
export const contentFeature = {
  name: 'content',
  slices: [content] as const,
  sagas: [watchFragments],
  services: ({ client, market }: Deps) => ({ contentApi: createContentApi(client, market) }),
} satisfies Feature<Deps, { contentApi: ContentApi }>;
