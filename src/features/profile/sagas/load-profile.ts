import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import { shouldSignIn, type ApiResult } from '../../../api/client';
import type { ProfileData } from '../../../api/profile';
import { sessionExpired, USER_TIMEOUT } from '../../../lib/auth/session-events';
import type { ProfileApi } from '../api';
import { profileFailed, profileLoaded, profileRequested } from '../slice';

/** What this saga needs from the saga context. */
export interface ProfileSagaContext {
  profileApi: ProfileApi;
  /** The page was opened in the embedded app (query contains the webview marker). */
  webview: boolean;
}

export const UNAUTHORIZED = 'unauthorized';

export function* loadProfile() {
  const api: ProfileApi = yield getContext('profileApi');
  const webview: boolean = yield getContext('webview');
  let result: ApiResult<ProfileData>;
  try {
    result = yield call([api, api.loadProfile]);
  } catch (e) {
    // The API reports failures as values; a throw is a bug, shown as a failure rather than a dead saga.
    result = { kind: 'error', status: 0, message: e instanceof Error ? e.message : String(e) };
  }
  if (result.kind === 'ok') {
    yield put(profileLoaded(result.data));
  } else if (result.kind === 'unauthorized') {
    yield put(profileFailed(UNAUTHORIZED));
    // Spec 001 §6, §8: a 401 on profile redirects to sign-in, except in webview.
    if (shouldSignIn('profile', webview)) yield put(sessionExpired({ log: USER_TIMEOUT }));
  } else {
    yield put(profileFailed(result.message));
  }
}

// takeLatest: a newer request (market switch, retry) supersedes one still in flight.
export function* watchLoadProfile() {
  yield takeLatest(profileRequested.type, loadProfile);
}
