import type { ApiClient, ApiResult } from '../../api/client';
import { localeCountry } from '../../api/owner-calls';
import type { EndedOwnership, OwnershipEndReason, Vehicle } from '../../generated/types/api/owner';
import type { Brand } from '../../generated/types/brand';
import type { Market } from '../../generated/types/market';
import { vehiclesOfBrand } from '../../lib/market/brand-vehicles';

/** The calls of the ownership-delinking page; tests give the saga context a fake. */
export interface DelinkApi {
  /** The owner's vehicles of the market's brand (the profile call, cached 3 minutes by the client). */
  garage(): Promise<ApiResult<Vehicle[]>>;
  /**
   * The ownership delink call (spec 002 §7) with the VIN header and the reason: the ownership ends, recorded, and the
   * vehicle leaves the garage without becoming a restorable removal. 404: it is not (or no longer) in the garage.
   */
  delink(vin: string, reason: OwnershipEndReason): Promise<ApiResult<EndedOwnership>>;
}

export function createDelinkApi(client: ApiClient, market: Market, brands: readonly Brand[]): DelinkApi {
  return {
    garage: async () => {
      const r = await client.call('profile', {
        query: localeCountry(market),
      });
      if (r.kind !== 'ok') return r;
      // Spec 001 §8: the service sometimes leaves `value` out; that is an error, not an empty garage.
      const raw: unknown = r.data;
      const value = raw && typeof raw === 'object' && 'value' in raw ? raw.value : undefined;
      if (!value || typeof value !== 'object')
        return { kind: 'error', status: r.status, message: 'invalid profile response', body: r.data };
      const vehicles = 'vehicles' in value && Array.isArray(value.vehicles) ? (value.vehicles as Vehicle[]) : [];
      return { kind: 'ok', status: r.status, data: vehiclesOfBrand(vehicles, market.brand, brands) };
    },
    delink: async (vin, reason) => {
      const r = await client.call('delinkOwnership', { headers: { vin }, body: { reason } });
      return r.kind === 'ok' ? { kind: 'ok', status: r.status, data: r.data.ownership } : r;
    },
  };
}
