import { createDelinkApi } from './api';
import { watchDelink } from './sagas/ownership-delinking';
import type { DelinkServices } from './services';
import { ownershipDelinking } from './slice';
import type { ApiClient } from '../../api/client';
import type { Market } from '../../generated/types/market';
import type { Feature } from '../../lib/feature';

type Deps = { client: ApiClient; market: Market };
type Built = Omit<DelinkServices, 'webview' | 'log'>;

/** Ownership delinking: the email link's vehicle leaves the owner's garage, after a confirmation. */
export const ownershipDelinkingFeature = {
  name: 'ownership-delinking',
  slices: [ownershipDelinking] as const,
  sagas: [watchDelink],
  services: ({ client, market }: Deps): Built => ({ delinkApi: createDelinkApi(client, market) }),
} satisfies Feature<Deps, Built>;
