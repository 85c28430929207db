import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import { callApi } from '../../../api/saga-call';
import type { TermsConsent } from '../../../generated/types/api/owner';
import { notify } from '../../../lib/events/notification';
import { serviceGetter } from '../../../lib/feature';
import type { TermsServices } from '../services';
import {
  acceptFailed,
  accepted,
  acceptRequested,
  consentsFailed,
  consentsInterrupted,
  consentsLoaded,
  consentsRequested,
} from '../slice';

const service = serviceGetter<TermsServices>();

/** The versions the owner accepted. */
export function* loadConsents({ payload }: ReturnType<typeof consentsRequested>) {
  const api = yield* service('termsApi');
  const result = yield* callApi(() => api.consents(), { background: payload?.background === true });
  if (result.kind === 'ok') yield put(consentsLoaded(result.data.consents));
  else if (result.kind === 'unauthorized') yield put(consentsInterrupted());
  else yield put(consentsFailed());
}

/**
 * Accepts each document asked, one call each, in order; the list of the last answer is kept. A refusal stops
 * there and says so: what was accepted before it stays accepted, and is shown.
 */
export function* acceptDocuments({ payload }: ReturnType<typeof acceptRequested>) {
  const api = yield* service('termsApi');
  let latest: TermsConsent[] | null = null;
  for (const document of payload.documents) {
    const result = yield* callApi(() => api.accept(document.id, document.version));
    if (result.kind !== 'ok') {
      if (latest) yield put(consentsLoaded(latest));
      yield put(acceptFailed());
      return;
    }
    latest = result.data.consents;
  }
  if (latest) yield put(accepted(latest));
  if (latest && payload.from === 'dialog') yield put(notify({ type: 'success', messageKey: 'terms.accepted' }));
}

export function* watchTerms() {
  yield takeLatest(consentsRequested.type, loadConsents);
  // A second press while the acceptance is on its way is ignored.
  yield takeLeading(acceptRequested.type, acceptDocuments);
}
