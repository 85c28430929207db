import { loadProfile, type ProfileData } from './profile-data';
import type { ApiClient, ApiResult } from '../../api/client';
import type {
  AggregatePointsResponse,
  RecallsResponse,
  RewardsActivityResponse,
} from '../../generated/types/api/owner';
import type { Brand } from '../../generated/types/brand';
import type { Market } from '../../generated/types/market';

/** The profile calls the sagas use; tests give the saga context a fake. */
export interface ProfileApi {
  /** Profile and brand-filtered vehicles, cached 3 minutes by the client. */
  loadProfile(): Promise<ApiResult<ProfileData>>;
  /** Spec 002 §7: whether one vehicle is connected (vehicle-type call, vin header; cached 1 hour). */
  vehicleType(vin: string): Promise<ApiResult<{ isConnected: boolean }>>;
  /** The safety recalls of one vehicle (recalls call, vin header; cached by the client): the card counts the open ones. */
  recalls(vin: string): Promise<ApiResult<RecallsResponse>>;
  /** Spec 001 §7: POST, the VIN in a header, the nickname and locale in the query. */
  addVehicle(vin: string, nickname?: string): Promise<ApiResult<unknown>>;
  renameVehicle(vin: string, nickName: string): Promise<ApiResult<unknown>>;
  removeVehicle(vin: string): Promise<ApiResult<unknown>>;
  /** Spec 001 §7: the points of the market's programme (programCountry three letters upper case, languageCode en-us in the US). */
  points(): Promise<ApiResult<AggregatePointsResponse>>;
  rewardsActivity(): Promise<ApiResult<RewardsActivityResponse>>;
}

/** Spec 001 §7: the programme's query: the country in three upper-case letters, the language the country names (en-us for the US) or the entry's. */
export function programQuery(
  market: Pick<Market, 'threeLetterCountryCode' | 'loyaltyLanguageCode' | 'languageRegionCode'>,
) {
  return {
    programCountry: market.threeLetterCountryCode.toUpperCase(),
    languageCode: market.loyaltyLanguageCode ?? market.languageRegionCode,
  };
}

export function createProfileApi(client: ApiClient, market: Market, brands: readonly Brand[]): ProfileApi {
  const query = { locale: market.languageRegionCode, country: market.threeLetterCountryCode };
  return {
    loadProfile: () => loadProfile(client, market, brands),
    vehicleType: (vin) => client.call('vehicleType', { query, headers: { vin } }),
    recalls: (vin) => client.call('recalls', { headers: { vin } }),
    addVehicle: (vin, nickname) =>
      client.call('addVehicle', {
        query: { locale: market.languageRegionCode, ...(nickname ? { nickname } : {}) },
        headers: { vin },
      }),
    renameVehicle: (vin, nickName) => client.call('renameVehicle', { body: { nickName }, headers: { vin } }),
    removeVehicle: (vin) => client.call('removeVehicle', { headers: { vin } }),
    points: () => client.call('aggregatePoints', { query: programQuery(market) }),
    rewardsActivity: () => client.call('rewardsActivity', { query: programQuery(market) }),
  };
}
