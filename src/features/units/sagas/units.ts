import { put, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../../api/saga-call';
import { serviceGetter } from '../../../lib/feature';
import { UNIT_KINDS, type UnitChoice } from '../../../lib/units/units';
import {
  unitsLoaded,
  unitsRequested,
  unitsSaved,
  unitsSaveFailed,
  unitsSaveRequested,
  unitsUnavailable,
} from '../../../ui/units/slice';
import type { UnitsServices } from '../services';

const service = serviceGetter<UnitsServices>();

/**
 * The owner's units, once per page. Nobody signed in, or a failed call: the market's units, and nothing said (a
 * figure in the market's unit is still right; the units page says when its save fails).
 */
export function* loadUnits() {
  const signedIn = yield* service('unitsForOwner');
  if (!signedIn()) {
    yield put(unitsUnavailable());
    return;
  }
  const api = yield* service('unitsApi');
  const result = yield* callApi(() => api.units());
  if (result.kind === 'ok') yield put(unitsLoaded(result.data.units));
  else yield put(unitsUnavailable());
}

/** Saves the owner's four units (absent: the market's); a failure keeps what they chose on the page. */
export function* saveUnits({ payload }: ReturnType<typeof unitsSaveRequested>) {
  const api = yield* service('unitsApi');
  const body = Object.fromEntries(UNIT_KINDS.map((kind) => [kind, payload[kind] ?? null])) as {
    [K in keyof Required<UnitChoice>]: Required<UnitChoice>[K] | null;
  };
  const result = yield* callApi(() => api.saveUnits(body));
  if (result.kind === 'ok') yield put(unitsSaved(result.data.units));
  else if (result.kind !== 'unauthorized') yield put(unitsSaveFailed());
}

export function* watchUnits() {
  yield takeLatest(unitsRequested.type, loadUnits);
  yield takeLatest(unitsSaveRequested.type, saveUnits);
}
