import { createDeletedVehiclesApi } from './api';
import { watchDeletedVehicles } from './sagas/deleted-vehicles';
import type { DeletedVehiclesServices } from './services';
import { deletedVehiclesSlice } from './slice';
import type { ApiClient } from '../../api/client';
import type { CoreServices, Feature } from '../../lib/feature';

type Deps = { client: ApiClient };
type Built = Omit<DeletedVehiclesServices, keyof CoreServices>;

/** Recently removed vehicles: those the owner removed from the garage, restorable for site.json garage's period. */
export const deletedVehiclesFeature = {
  name: 'deletedVehicles',
  slices: [deletedVehiclesSlice] as const,
  sagas: [watchDeletedVehicles],
  services: ({ client }: Deps): Built => ({
    deletedVehiclesApi: createDeletedVehiclesApi(client),
  }),
} satisfies Feature<Deps, Built>;
