import { watchTrack } from './sagas/analytics';
import { analyticsServices, type Built, type Deps } from './services';
import { analyticsState } from './slice';
import type { Feature } from '../../lib/feature';

export type { AnalyticsServices } from './services';

/** Analytics (spec 002 §3): the consent it needs, its events from the market's configuration, sent once allowed. */
export const analyticsFeature = {
  name: 'analytics',
  slices: [analyticsState] as const,
  sagas: [watchTrack],
  services: analyticsServices,
} satisfies Feature<Deps, Built>;
