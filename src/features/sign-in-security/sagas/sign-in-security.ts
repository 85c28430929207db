import { all, put, select } from 'redux-saga/effects';
import type { ApiResult } from '../../../api/client';
import { callApi } from '../../../api/saga-call';
import type { MfaOptionsResponse } from '../../../generated/types/api/owner';
import { reauthenticationRequested } from '../../../lib/auth/session-events';
import { scriptWantedAfterPage } from '../../../lib/events/analytics';
import { notify } from '../../../lib/events/notification';
import { serviceGetter } from '../../../lib/feature';
import { changeNotice } from '../notices';
import type { SecurityServices } from '../services';
import {
  emailFailed,
  emailLoaded,
  errorPageShown,
  mfaFailed,
  mfaFlagFailed,
  mfaFlagSaved,
  mfaFlagSaveRequested,
  mfaLoaded,
  mfaOptionRemoved,
  mfaOptionRemoveFailed,
  mfaOptionRemoveRequested,
  securityRequested,
  type SecurityState,
} from '../slice';

const service = serviceGetter<SecurityServices>();
const selectState = (s: { signInSecurity: SecurityState }) => s.signInSecurity;

/**
 * Spec 001 §4.2: the email and the MFA options together. A failed MFA load says so (get-options text) and hides
 * the section; on the way back from a passkey change the notice follows from the passkeys listed now (§4.5). The
 * page is where the account (sign-in) widget of spec 001 §7 loads: strictly necessary, so without waiting for consent,
 * but not needed to show the page, so once its own work is done.
 */
export function* loadSecurity({ payload }: ReturnType<typeof securityRequested>) {
  const api = yield* service('securityApi');
  yield put(scriptWantedAfterPage('signIn'));
  const [email, mfa] = (yield all([callApi(() => api.email()), callApi(() => api.mfaOptions())])) as [
    ApiResult<string>,
    ApiResult<MfaOptionsResponse>,
  ];
  yield put(email.kind === 'ok' ? emailLoaded(email.data) : emailFailed());
  if (mfa.kind !== 'ok') {
    // The page says it where the sections would be, with a retry: a banner arriving above a page already shown would
    // move it.
    yield put(mfaFailed());
    return;
  }
  // The notice first: a page held until the options are in then appears with it, in one piece.
  const notice = changeNotice(payload.change, mfa.data.passkeys.length);
  if (notice) yield put(notify(notice));
  yield put(mfaLoaded(mfa.data));
}

/**
 * Spec 001 §4.3, after the confirm modal: on → flag true, then sign out and in again (in webview coming back to
 * this page: the deep-link state); off → flag false. A failure reverts the switch and says so (update-flag text).
 */
export function* saveMfaFlag({ payload }: ReturnType<typeof mfaFlagSaveRequested>) {
  const api = yield* service('securityApi');
  const webview = yield* service('webview');
  const result = yield* callApi(() => api.setUserLevel(payload.value));
  if (result.kind !== 'ok') {
    yield put(mfaFlagFailed());
    if (result.kind !== 'unauthorized') yield put(notify({ type: 'error', messageKey: 'security.mfa.updateFailed' }));
    return;
  }
  yield put(mfaFlagSaved(payload.value));
  if (payload.value) {
    yield put(reauthenticationRequested({ comeBack: webview }));
    return;
  }
  yield put(notify({ type: 'success', messageKey: 'security.mfa.turnedOff' }));
}

/** Spec 001 §4.4: the only option is never sent for removal (the error page shows); a 204 removes it from the list. */
export function* removeMfaOption({ payload: type }: ReturnType<typeof mfaOptionRemoveRequested>) {
  const { mfa } = (yield select(selectState)) as SecurityState;
  if (mfa.options.length <= 1) {
    yield put(errorPageShown());
    return;
  }
  const api = yield* service('securityApi');
  const result = yield* callApi(() => api.removeOption(type));
  if (result.kind === 'ok' && result.status === 204) {
    yield put(mfaOptionRemoved(type));
    yield put(notify({ type: 'success', messageKey: 'security.mfa.removed' }));
    return;
  }
  yield put(mfaOptionRemoveFailed());
  if (result.kind !== 'unauthorized') yield put(notify({ type: 'error', messageKey: 'security.mfa.deleteFailed' }));
}
