import { put } from 'redux-saga/effects';
import { callApi } from '../../../api/saga-call';
import { notify } from '../../../lib/events/notification';
import { serviceGetter } from '../../../lib/feature';
import type { SecurityServices } from '../services';
import {
  passkeyRenameClosed,
  passkeyRenamed,
  passkeyRenameFailed,
  passkeyRenameRefused,
  passkeyRenameRequested,
} from '../slice';

const service = serviceGetter<SecurityServices>();

/**
 * The owner's name for a passkey (checked by the dialog first, with the service's rule): the list shows the passkey
 * as the service answered it. A name the service refuses (400), or a passkey gone meanwhile (404), keeps the dialog
 * open saying so; any other failure says to try again.
 */
export function* renamePasskey({ payload }: ReturnType<typeof passkeyRenameRequested>) {
  const api = yield* service('securityApi');
  const result = yield* callApi(() => api.renamePasskey(payload.id, payload.name));
  if (result.kind === 'ok') {
    yield put(passkeyRenamed(result.data));
    yield put(notify({ type: 'success', messageKey: 'security.passkeys.renamed' }));
  } else if (result.kind === 'unauthorized') yield put(passkeyRenameClosed());
  else if (result.status === 400 || result.status === 404) yield put(passkeyRenameRefused());
  else yield put(passkeyRenameFailed());
}
