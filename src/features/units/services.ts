import type { UnitsApi } from './api';
import type { CoreServices } from '../../lib/feature';

/** What the units sagas take from the saga context. */
export interface UnitsServices extends CoreServices {
  unitsApi: UnitsApi;
  /** Whether an owner is signed in now: a signed-out page shows the market's units without asking. */
  unitsForOwner: () => boolean;
}
