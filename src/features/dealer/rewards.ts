import type { ApiClient } from '../../api/client';
import type { DealerRewardsResponse } from '../../generated/types/api/owner';

export interface DealerRewardsRequest {
  dealerCode: string;
  /** Three-letter country code, upper case: the Program-Country header. */
  programCountry: string;
  rewardProgram: string;
}

/** Spec 001 §7: rewards are an extra on the dealer page, so every failure is swallowed and null returned. */
export async function getPreferredDealerRewards(
  client: ApiClient,
  request: DealerRewardsRequest,
): Promise<DealerRewardsResponse | null> {
  try {
    const result = await client.call('preferredDealerRewards', {
      body: { dealerCode: request.dealerCode },
      headers: { programCountry: request.programCountry, rewardProgram: request.rewardProgram },
    });
    return result.kind === 'ok' && result.data ? result.data : null;
  } catch {
    return null;
  }
}
