import { createVehicleHealthApi } from './api';
import { watchVehicleHealth } from './sagas/vehicle-health';
import type { VehicleHealthServices } from './services';
import { vehicleHealthSlice } from './slice';
import type { ApiClient } from '../../api/client';
import type { CoreServices, Feature } from '../../lib/feature';

type Deps = { client: ApiClient };
type Built = Omit<VehicleHealthServices, keyof CoreServices>;

/**
 * Vehicle status and health: what a connected vehicle last reported (odometer, fuel or charge and range, locks and
 * openings, outside temperature, consumption) and its diagnostics (oil life, tyres, battery, brakes, next service,
 * alerts with what to do).
 */
export const vehicleHealthFeature = {
  name: 'vehicleHealth',
  slices: [vehicleHealthSlice] as const,
  sagas: [watchVehicleHealth],
  services: ({ client }: Deps): Built => ({
    vehicleHealthApi: createVehicleHealthApi(client),
  }),
} satisfies Feature<Deps, Built>;
