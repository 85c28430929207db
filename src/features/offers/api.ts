import type { ApiClient, ApiResult } from '../../api/client';
import type { OffersQuery, OffersResponse } from '../../generated/types/api/owner';

/** The offers call; tests give the saga context a fake. */
export interface OffersApi {
  /** The market's offers valid today for the owner; none (consented false) to an owner who said no to offers. */
  offers(query: OffersQuery): Promise<ApiResult<OffersResponse>>;
}

export function createOffersApi(client: ApiClient): OffersApi {
  return { offers: (query) => client.call('offers', { query }) };
}
