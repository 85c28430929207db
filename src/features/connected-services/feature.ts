import { put, takeLatest } from 'redux-saga/effects';
import { createSubscriptionsApi } from './api';
import { watchServices } from './sagas/services';
import type { ConnectedServicesServices } from './services';
import { connectedServices, garageFailed, garageLoaded, garageRequested } from './slice';
import type { ApiClient } from '../../api/client';
import { localeCountry } from '../../api/owner-calls';
import { callApi } from '../../api/saga-call';
import type { Market } from '../../generated/types/market';
import { serviceGetter, type CoreServices, type Feature } from '../../lib/feature';
import { vehiclesOfBrand } from '../../lib/market/brand-vehicles';
import type { SiteTables } from '../../lib/market/site-tables';

const service = serviceGetter<ConnectedServicesServices>();

export function* loadGarage() {
  const garage = yield* service('connectedGarage');
  const result = yield* callApi(() => garage());
  yield put(result.kind === 'ok' ? garageLoaded(result.data) : garageFailed());
}

function* watchGarage() {
  yield takeLatest(garageRequested.type, loadGarage);
}

type Deps = { client: ApiClient; market: Market; tables: SiteTables };

/**
 * The connected-services page (spec 001 §2.2): query routing, the vehicle's connected services (the subscriptions
 * call: status, dates, switch) and the subscriptions application for a renewal.
 */
export const connectedServicesFeature = {
  name: 'connected-services',
  slices: [connectedServices] as const,
  sagas: [watchGarage, watchServices],
  services: ({ client, market, tables }: Deps): Omit<ConnectedServicesServices, keyof CoreServices> => ({
    subscriptionsApi: createSubscriptionsApi(client),
    connectedGarage: async () => {
      const r = await client.call('profile', {
        query: localeCountry(market),
      });
      return r.kind === 'ok'
        ? {
            kind: 'ok',
            status: r.status,
            data: vehiclesOfBrand(r.data.value.vehicles ?? [], market.brand, tables.brands),
          }
        : r;
    },
  }),
} satisfies Feature<Deps, Omit<ConnectedServicesServices, keyof CoreServices>>;
