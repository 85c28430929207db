import { call, put, select } from 'redux-saga/effects';
import { callApi } from '../../../api/saga-call';
import type { DealerRewardsResponse } from '../../../generated/types/api/owner';
import { notify } from '../../../lib/events/notification';
import { serviceGetter } from '../../../lib/feature';
import { DEALER_REQUEST_ERROR, type DealerError, type DealerResult } from '../dealer-details';
import type { PreferredDealerServices } from '../services';
import {
  dealerSelected,
  detailsFailed,
  detailsLoaded,
  preferredFailed,
  preferredLoaded,
  preferredSet,
  rewardsLoaded,
  searchFailed,
  searchLoaded,
  searchRequested,
  selectPreferredDealer,
  setPreferredFailed,
  setPreferredRequested,
  type PreferredDealerState,
} from '../slice';

const service = serviceGetter<PreferredDealerServices>();

/** The longest search text the service takes (schemas/api/owner.schema.json dealerSearchQuery.q). */
export const SEARCH_MAX_LENGTH = 60;

/** The search text as sent, or null when it cannot be sent (blank or too long): checked before the call. */
export function searchText(q: string): string | null {
  const text = q.trim();
  return text.length >= 1 && text.length <= SEARCH_MAX_LENGTH ? text : null;
}

/**
 * A dealer call through callApi, so a 401 starts sign-in like any call; a thrown request (a bug) comes back as
 * an error without an errorCode, made the request error here.
 */
function* dealerCall(request: () => Promise<DealerResult>) {
  const result = yield* callApi(request);
  if (result.kind === 'error' && !('errorCode' in result)) {
    const failure: DealerResult = {
      kind: 'error',
      errorCode: DEALER_REQUEST_ERROR,
      errorMessage: result.message,
      statusCode: result.status,
    };
    return failure;
  }
  return result;
}

const errorOf = (r: DealerResult): DealerError =>
  r.kind === 'error'
    ? { errorCode: r.errorCode, errorMessage: r.errorMessage, statusCode: r.statusCode }
    : { errorCode: DEALER_REQUEST_ERROR, statusCode: 401 };

/** The owner's preferred dealer: its code and id, then its details (the cached details call). */
export function* loadPreferred() {
  const api = yield* service('dealerApi');
  const ref = yield* callApi(() => api.preferred());
  if (ref.kind !== 'ok') {
    yield put(
      preferredFailed(
        ref.kind === 'error'
          ? { errorCode: DEALER_REQUEST_ERROR, errorMessage: ref.message, statusCode: ref.status }
          : { errorCode: DEALER_REQUEST_ERROR, statusCode: 401 },
      ),
    );
    return;
  }
  const { dealerCode, dealerId } = ref.data;
  if (dealerCode === null || dealerId === null) {
    yield put(preferredLoaded(null));
    return;
  }
  const details = yield* dealerCall(() => api.details(dealerId, dealerCode));
  if (details.kind === 'ok' && details.dealers[0]) yield put(preferredLoaded(details.dealers[0]));
  else if (details.kind === 'ok') yield put(preferredLoaded(null));
  else yield put(preferredFailed(errorOf(details)));
}

export function* search({ payload }: ReturnType<typeof searchRequested>) {
  const api = yield* service('dealerApi');
  const q = searchText(payload);
  if (q === null) {
    yield put(
      searchFailed({ errorCode: DEALER_REQUEST_ERROR, errorMessage: 'q must be 1 to 60 characters', statusCode: 400 }),
    );
    return;
  }
  const state = (yield select(selectPreferredDealer)) as PreferredDealerState;
  // The filter on: only the dealers that sell new vehicles (the nvcDealers call), else all of them.
  const result = yield* dealerCall(() => (state.search.newVehiclesOnly ? api.searchNewVehicles(q) : api.search(q)));
  if (result.kind === 'ok') yield put(searchLoaded(result.dealers));
  else yield put(searchFailed(errorOf(result)));
}

/** The filter changed: the search already made (its text as sent) is made again, now with or without it. */
export function* searchAgain() {
  const state = (yield select(selectPreferredDealer)) as PreferredDealerState;
  const { status, query } = state.search;
  if (status !== 'idle' && searchText(query) !== null) yield put(searchRequested(query));
}

export function* loadDetails({ payload }: ReturnType<typeof dealerSelected>) {
  const api = yield* service('dealerApi');
  const result = yield* dealerCall(() => api.details(payload.dealerId, payload.dealerCode));
  if (result.kind === 'ok' && result.dealers[0]) yield put(detailsLoaded(result.dealers[0]));
  else if (result.kind === 'ok') yield put(detailsFailed({ errorCode: 'DEALER_NOT_FOUND', statusCode: 404 }));
  else yield put(detailsFailed(errorOf(result)));
}

/**
 * After the dealer consent: the new preferred dealer, the dealer-consent-success notice, then the rewards for it
 * (spec 001 §7: their failure is swallowed, nothing is said).
 */
export function* setPreferred({ payload }: ReturnType<typeof setPreferredRequested>) {
  const api = yield* service('dealerApi');
  const result = yield* callApi(() => api.setPreferred(payload.dealerCode));
  if (result.kind !== 'ok') {
    yield put(setPreferredFailed('dealer.set.failed'));
    return;
  }
  yield put(preferredSet(payload));
  yield put(notify({ type: 'dealer-consent-success', messageKey: 'dealer.set.done' }));
  let rewards: DealerRewardsResponse | null = null;
  try {
    rewards = (yield call([api, api.rewards], payload.dealerCode)) as DealerRewardsResponse | null;
  } catch {
    rewards = null; // 001 §7: swallowed, whatever went wrong
  }
  yield put(rewardsLoaded(rewards ? rewards.rewardPoints : null));
}
