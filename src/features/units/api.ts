import type { ApiClient, ApiResult } from '../../api/client';
import type { UnitsRequest, UnitsResponse } from '../../generated/types/api/owner';

/** The calls of the owner's units of measurement; tests give the saga context a fake. */
export interface UnitsApi {
  /** The units the owner chose (cached by the client): one not chosen is absent, the market's applies. */
  units(): Promise<ApiResult<UnitsResponse>>;
  /** Stores the owner's four units (null: the market's); the answer is as units() gives it. */
  saveUnits(units: UnitsRequest): Promise<ApiResult<UnitsResponse>>;
}

export function createUnitsApi(client: ApiClient): UnitsApi {
  return {
    units: () => client.call('unitsOfMeasurement', {}),
    saveUnits: (body) => client.call('updateUnitsOfMeasurement', { body }),
  };
}
