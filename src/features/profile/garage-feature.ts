import { watchGarage } from './sagas/garage';
import { watchLoyalty } from './sagas/loyalty';
import type { Feature } from '../../lib/feature';

/**
 * The dashboard's own sagas, added when it first renders: the garage's changes and the loyalty programme. The state
 * they change is the profile's (boot's); registered with the dashboard, they and the texts they name (garage.*) are
 * not part of every page's start.
 */
export const garageFeature = {
  name: 'garage',
  slices: [],
  sagas: [watchGarage, watchLoyalty],
} satisfies Feature<object, object>;
