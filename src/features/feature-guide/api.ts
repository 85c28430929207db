import type { ApiClient, ApiResult } from '../../api/client';
import type { FeatureGuideResponse } from '../../generated/types/api/owner';

/** The call of the feature guide page; tests give the saga context a fake. */
export interface FeatureGuideApi {
  /** Which how-to articles apply to a vehicle of the owner's garage (the vin header). 404: not in this garage. */
  guide(vin: string): Promise<ApiResult<FeatureGuideResponse>>;
}

export function createFeatureGuideApi(client: ApiClient): FeatureGuideApi {
  return { guide: (vin) => client.call('featureGuide', { headers: { vin } }) };
}
