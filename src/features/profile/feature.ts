import { createProfileApi } from './api';
import { watchLoadProfile } from './sagas/load-profile';
import { profile } from './slice';
import type { ApiClient } from '../../api/client';
import type { Market } from '../../generated/types/market';
import type { Feature } from '../../lib/feature';
import type { SiteTables } from '../../lib/market/site-tables';

/** The owner's profile and vehicles of the current brand, with their connected status. */
export const profileFeature = {
  name: 'profile',
  slices: [profile] as const,
  // The garage's changes and the loyalty programme are the dashboard's (garage-feature.ts).
  sagas: [watchLoadProfile],
  services: ({ client, market, tables }: Deps) => ({
    profileApi: createProfileApi(client, market, tables.brands),
  }),
} satisfies Feature<Deps, ProfileServicesBuilt>;

type Deps = { client: ApiClient; market: Market; tables: SiteTables };

type ProfileServicesBuilt = { profileApi: ReturnType<typeof createProfileApi> };
