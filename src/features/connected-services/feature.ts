import { put, takeLatest } from 'redux-saga/effects';
import type { ApiClient, ApiResult } from '../../api/client';
import { callApi } from '../../api/saga-call';
import type { Market } from '../../generated/types/market';
import { serviceGetter, type CoreServices, type Feature } from '../../lib/feature';
import { vehiclesOfBrand } from '../../lib/market/brand-vehicles';
import { connectedServices, garageFailed, garageLoaded, garageRequested } from './slice';

export interface ConnectedServicesServices extends CoreServices {
  /** The VINs of the owner's garage of this brand (the profile call, cached 3 minutes by the client). */
  garageVins: () => Promise<ApiResult<string[]>>;
}

const service = serviceGetter<ConnectedServicesServices>();

export function* loadGarage() {
  const garageVins = yield* service('garageVins');
  const result = yield* callApi('profile', () => garageVins());
  yield put(result.kind === 'ok' ? garageLoaded(result.data) : garageFailed());
}

function* watchGarage() {
  yield takeLatest(garageRequested.type, loadGarage);
}

type Deps = { client: ApiClient; market: Market };

/** The connected-services page (spec 001 §2.2): query routing and the subscriptions application. */
export const connectedServicesFeature = {
  name: 'connected-services',
  slices: [connectedServices] as const,
  sagas: [watchGarage],
  services: ({ client, market }: Deps): Omit<ConnectedServicesServices, 'webview' | 'log'> => ({
    garageVins: async () => {
      const r = await client.call('profile', { query: { locale: market.languageRegionCode, country: market.threeLetterCountryCode } });
      return r.kind === 'ok' ? { kind: 'ok', status: r.status, data: vehiclesOfBrand(r.data.value.vehicles ?? [], market.brand).map((v) => v.vin) } : r;
    },
  }),
} satisfies Feature<Deps, Omit<ConnectedServicesServices, 'webview' | 'log'>>;
