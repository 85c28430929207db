import type { FeatureGuideApi } from './api';
import type { CoreServices } from '../../lib/feature';

/** What the feature guide sagas take from the saga context. */
export interface FeatureGuideServices extends CoreServices {
  featureGuideApi: FeatureGuideApi;
}
