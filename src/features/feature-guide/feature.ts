import { createFeatureGuideApi } from './api';
import { watchFeatureGuide } from './sagas/feature-guide';
import type { FeatureGuideServices } from './services';
import { featureGuideSlice } from './slice';
import type { ApiClient } from '../../api/client';
import type { CoreServices, Feature } from '../../lib/feature';

type Deps = { client: ApiClient };
type Built = Omit<FeatureGuideServices, keyof CoreServices>;

/** The feature guide: how-to articles for a vehicle's model and year (words from content, which apply from the service). */
export const featureGuideFeature = {
  name: 'featureGuide',
  slices: [featureGuideSlice] as const,
  sagas: [watchFeatureGuide],
  services: ({ client }: Deps): Built => ({ featureGuideApi: createFeatureGuideApi(client) }),
} satisfies Feature<Deps, Built>;
