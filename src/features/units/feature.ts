import { createUnitsApi } from './api';
import { watchUnits } from './sagas/units';
import type { UnitsServices } from './services';
import type { ApiClient } from '../../api/client';
import type { CoreServices, Feature } from '../../lib/feature';
import { units } from '../../ui/units/slice';

type Deps = { client: ApiClient; signedIn: () => boolean };
type Built = Omit<UnitsServices, keyof CoreServices>;

/**
 * Units of measurement: the owner's distance, fuel economy, tyre pressure and temperature units, read by every page
 * that shows a figure (useUnits) and changed on the units page. Registered at boot: any page may show a figure.
 */
export const unitsFeature = {
  name: 'units',
  slices: [units] as const,
  sagas: [watchUnits],
  services: ({ client, signedIn }: Deps): Built => ({
    unitsApi: createUnitsApi(client),
    unitsForOwner: signedIn,
  }),
} satisfies Feature<Deps, Built>;
