import { put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { callApi } from '../../../api/saga-call';
import { accountDeleted } from '../../../lib/auth/session-events';
import { serviceGetter } from '../../../lib/feature';
import { deletionConfirmed } from '../confirmation';
import type { DeleteAccountServices } from '../services';
import {
  deleteAccountOpened,
  deleteFailed,
  deleteInterrupted,
  deleteRequested,
  deleteSucceeded,
  emailFailed,
  emailLoaded,
  type DeleteAccountState,
} from '../slice';

const service = serviceGetter<DeleteAccountServices>();
const selectState = (s: { deleteAccount: DeleteAccountState }) => s.deleteAccount;

/** The email the owner has to type. A 401 leaves for sign-in (the one rule); any other failure says so, with a retry. */
export function* loadEmail() {
  const { status } = (yield select(selectState)) as DeleteAccountState;
  if (status === 'deleted') return;
  const api = yield* service('deleteAccountApi');
  const result = yield* callApi(() => api.email());
  yield put(result.kind === 'ok' ? emailLoaded(result.data) : emailFailed());
}

/**
 * Deletes the account once both confirmations hold (checked here too: the disabled button is not the only guard).
 * 204: the session forgets the tokens (accountDeleted, no sign-in after) and the page confirms. A failure keeps the
 * page with its error; a 401 leaves for sign-in.
 */
export function* deleteOwnerAccount({ payload }: ReturnType<typeof deleteRequested>) {
  const { email } = (yield select(selectState)) as DeleteAccountState;
  if (!deletionConfirmed(payload, email.value)) {
    yield put(deleteInterrupted());
    return;
  }
  const api = yield* service('deleteAccountApi');
  const result = yield* callApi(() => api.deleteAccount());
  if (result.kind === 'ok') {
    // First the tokens (the session saga clears them at once), then the confirmation.
    yield put(accountDeleted());
    yield put(deleteSucceeded());
    return;
  }
  yield put(result.kind === 'unauthorized' ? deleteInterrupted() : deleteFailed());
}

export function* watchDeleteAccount() {
  yield takeLatest(deleteAccountOpened.type, loadEmail);
  // takeLeading: a second press while the DELETE is on its way is ignored.
  yield takeLeading(deleteRequested.type, deleteOwnerAccount);
}
