import { getDealerDetails, searchDealers, searchNewVehicleDealers, type DealerResult } from './dealer-details';
import { getPreferredDealerRewards } from './rewards';
import type { ApiClient, ApiResult } from '../../api/client';
import type { DealerRewardsResponse, PreferredDealerResponse } from '../../generated/types/api/owner';
import type { Market } from '../../generated/types/market';

/** The dealer calls the preferred-dealer sagas use; tests give the saga context a fake. */
export interface DealerApi {
  /** The owner's preferred dealer by code and id (both null when none is chosen). */
  preferred(): Promise<ApiResult<PreferredDealerResponse>>;
  /** Spec 001 §7: dealer details, cached by the client; errors mapped per §8. */
  details(dealerId: string, dealerCode: string): Promise<DealerResult>;
  /** Dealers of the owner's country by name or postal code. */
  search(q: string): Promise<DealerResult>;
  /** The same search among the dealers that sell new vehicles (the nvcDealers call). */
  searchNewVehicles(q: string): Promise<DealerResult>;
  setPreferred(dealerCode: string): Promise<ApiResult<PreferredDealerResponse>>;
  /** Spec 001 §7: errors swallowed, null returned. */
  rewards(dealerCode: string): Promise<DealerRewardsResponse | null>;
}

export function createDealerApi(
  client: ApiClient,
  market: Pick<Market, 'languageRegionCode' | 'threeLetterCountryCode' | 'brand'>,
): DealerApi {
  const country = market.threeLetterCountryCode.toUpperCase();
  return {
    preferred: () => client.call('preferredDealer'),
    details: (dealerId, dealerCode) =>
      getDealerDetails(client, { locale: market.languageRegionCode, dealerId, dealerCode }),
    search: (q) => searchDealers(client, { country, q }),
    searchNewVehicles: (q) => searchNewVehicleDealers(client, { country, q }),
    setPreferred: (dealerCode) => client.call('setPreferredDealer', { body: { dealerCode } }),
    rewards: (dealerCode) =>
      getPreferredDealerRewards(client, { dealerCode, programCountry: country, rewardProgram: market.brand }),
  };
}
