import { loadProfile, type ProfileData } from './profile-data';
import type { ApiClient, ApiResult } from '../../api/client';
import { localeCountry } from '../../api/owner-calls';
import type {
  AggregatePointsResponse,
  RecallsResponse,
  RewardsActivityResponse,
} from '../../generated/types/api/owner';
import type { Brand } from '../../generated/types/brand';
import type { Market } from '../../generated/types/market';
import { programQuery } from '../../lib/market/market-query-values';

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

export function createProfileApi(client: ApiClient, market: Market, brands: readonly Brand[]): ProfileApi {
  const query = localeCountry(market);
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
