import { createDelinkApi } from './api';
import { watchDelink } from './sagas/ownership-delinking';
import type { DelinkServices } from './services';
import { ownershipDelinking } from './slice';
import type { ApiClient } from '../../api/client';
import type { Market } from '../../generated/types/market';
import type { CoreServices, Feature } from '../../lib/feature';
import type { SiteTables } from '../../lib/market/site-tables';

type Deps = { client: ApiClient; market: Market; tables: SiteTables };
type Built = Omit<DelinkServices, keyof CoreServices>;

/** Ownership delinking: the email link's vehicle leaves the owner's garage, after a confirmation. */
export const ownershipDelinkingFeature = {
  name: 'ownership-delinking',
  slices: [ownershipDelinking] as const,
  sagas: [watchDelink],
  services: ({ client, market, tables }: Deps): Built => ({
    delinkApi: createDelinkApi(client, market, tables.brands),
  }),
} satisfies Feature<Deps, Built>;
