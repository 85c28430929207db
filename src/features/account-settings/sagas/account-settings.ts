import { put } from 'redux-saga/effects';
import { callApi } from '../../../api/saga-call';
import { notificationDismissed, notify } from '../../../lib/events/notification';
import { serviceGetter } from '../../../lib/feature';
import type { SettingsServices } from '../services';
import { saveFailed, saveRequested, saveSucceeded, settingsFailed, settingsLoaded } from '../slice';

const service = serviceGetter<SettingsServices>();

export function* loadSettings() {
  const api = yield* service('settingsApi');
  const result = yield* callApi(() => api.profile());
  yield put(result.kind === 'ok' ? settingsLoaded(result.data) : settingsFailed());
}

/**
 * One section's save: update-user-info (PUT) or update-address (POST), then the profile again (the client evicted
 * it). The user service refuses with httpStatus 400 in a 200 answer (its message is shown); a failure keeps the edit
 * open with what the owner typed; a 401 follows the one rule.
 */
export function* saveSection({ payload }: ReturnType<typeof saveRequested>) {
  const api = yield* service('settingsApi');
  const result = yield* callApi(() => api.save(payload.endpoint, payload.body));
  if (result.kind === 'ok' && result.data.httpStatus === 200) {
    const fresh = yield* callApi(() => api.profile());
    if (fresh.kind === 'ok') {
      yield put(saveSucceeded(fresh.data));
      yield put(notify({ type: 'success', messageKey: `settings.${payload.section}.saved` }));
      return;
    }
  }
  if (result.kind === 'ok' && result.data.httpStatus !== 200) {
    yield put(saveFailed({ key: 'settings.refused', detail: result.data.error?.message }));
    return;
  }
  // Offline, the offline notice already says that what was typed stays until it can be saved: no second message,
  // and none left behind once the connection is back.
  if (result.kind === 'error' && 'offline' in result && result.offline) {
    yield put(saveFailed(null));
    return;
  }
  // One failure, one message: under the form the owner is editing (no banner besides it).
  yield put(
    saveFailed({
      key: result.kind === 'error' && result.status === 400 ? 'settings.refused' : 'settings.saveFailed',
      detail: result.kind === 'error' && result.status === 400 ? result.message : undefined,
    }),
  );
}

/** Editing another section: the last save's "saved" banner belongs to the section before, and goes. */
export function* dismissSavedNotice() {
  yield put(notificationDismissed());
}
