import type { ApiClient, ApiResult } from '../../api/client';
import { loadProfile, type ProfileData } from '../../api/profile';
import type { Market } from '../../generated/types/market';

/** The profile calls the sagas use; tests give the saga context a fake. */
export interface ProfileApi {
  /** Profile and brand-filtered vehicles, cached 3 minutes by the client. */
  loadProfile(): Promise<ApiResult<ProfileData>>;
}

export function createProfileApi(client: ApiClient, market: Market): ProfileApi {
  return { loadProfile: () => loadProfile(client, market) };
}
