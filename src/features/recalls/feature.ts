import { createRecallsApi } from './api';
import { watchRecalls } from './sagas/recalls';
import type { RecallsServices } from './services';
import { recallsSlice } from './slice';
import type { ApiClient } from '../../api/client';
import type { CoreServices, Feature } from '../../lib/feature';

type Deps = { client: ApiClient };
type Built = Omit<RecallsServices, keyof CoreServices>;

/** Safety recalls: the campaigns that concern a vehicle of the owner's garage, and what the dealer does about each. */
export const recallsFeature = {
  name: 'recalls',
  slices: [recallsSlice] as const,
  sagas: [watchRecalls],
  services: ({ client }: Deps): Built => ({
    recallsApi: createRecallsApi(client),
  }),
} satisfies Feature<Deps, Built>;
