import { createProfileApi } from './api';
import { watchGarage } from './sagas/garage';
import { watchLoadProfile } from './sagas/load-profile';
import { watchLoyalty } from './sagas/loyalty';
import { profile } from './slice';
import type { ApiClient } from '../../api/client';
import type { Market } from '../../generated/types/market';
import type { Feature } from '../../lib/feature';

/** The owner's profile and vehicles of the current brand, with their connected status. */
export const profileFeature = {
  name: 'profile',
  slices: [profile] as const,
  sagas: [watchLoadProfile, watchGarage, watchLoyalty],
  services: ({ client, market }: { client: ApiClient; market: Market }) => ({
    profileApi: createProfileApi(client, market),
  }),
} satisfies Feature<{ client: ApiClient; market: Market }, ProfileServicesBuilt>;

type ProfileServicesBuilt = { profileApi: ReturnType<typeof createProfileApi> };
