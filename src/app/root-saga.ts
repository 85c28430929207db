import { all, fork } from 'redux-saga/effects';
import { watchLoadProfile } from '../features/profile/sagas/load-profile';
import { watchSessionExpired } from '../features/session/sagas/session-expired';

export function* rootSaga() {
  yield all([fork(watchSessionExpired), fork(watchLoadProfile)]);
}
