import { createOffersApi } from './api';
import { watchOffers } from './sagas/offers';
import type { OffersServices } from './services';
import { offersSlice } from './slice';
import type { ApiClient } from '../../api/client';
import type { CoreServices, Feature } from '../../lib/feature';

type Deps = { client: ApiClient };
type Built = Omit<OffersServices, keyof CoreServices>;

/** Offers of the market for the owner's vehicles, only where the owner's marketing consent allows (site.json offers). */
export const offersFeature = {
  name: 'offers',
  slices: [offersSlice] as const,
  sagas: [watchOffers],
  services: ({ client }: Deps): Built => ({ offersApi: createOffersApi(client) }),
} satisfies Feature<Deps, Built>;
