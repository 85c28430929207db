import { takeLatest, takeLeading } from 'redux-saga/effects';
import { createDealerApi } from './api';
import { loadDetails, loadPreferred, search, searchAgain, setPreferred } from './sagas/dealer';
import type { PreferredDealerServices } from './services';
import {
  dealerSelected,
  newVehiclesOnlyChanged,
  preferredDealer,
  preferredDealerOpened,
  searchRequested,
  setPreferredRequested,
} from './slice';
import type { ApiClient } from '../../api/client';
import type { Market } from '../../generated/types/market';
import type { CoreServices, Feature } from '../../lib/feature';

type Deps = { client: ApiClient; market: Market };
type Built = Omit<PreferredDealerServices, keyof CoreServices>;

function* watchPreferredDealer() {
  yield takeLatest(preferredDealerOpened.type, loadPreferred);
  yield takeLatest(searchRequested.type, search);
  yield takeLatest(newVehiclesOnlyChanged.type, searchAgain);
  yield takeLatest(dealerSelected.type, loadDetails);
  yield takeLeading(setPreferredRequested.type, setPreferred);
}

/** The preferred-dealer screen: the current dealer, a dealer search, details, and choosing one after the dealer consent. */
export const preferredDealerFeature = {
  name: 'preferred-dealer',
  slices: [preferredDealer] as const,
  sagas: [watchPreferredDealer],
  services: ({ client, market }: Deps): Built => ({ dealerApi: createDealerApi(client, market) }),
} satisfies Feature<Deps, Built>;
