import { call, put, select, takeLeading } from 'redux-saga/effects';
import { callApi } from '../../../api/saga-call';
import { trackRequested } from '../../../lib/events/analytics';
import { notify } from '../../../lib/events/notification';
import { serviceGetter } from '../../../lib/feature';
import { preferenceItems } from '../options';
import type { MarketingServices } from '../services';
import { saveFailed, saveRequested, saveSucceeded, selectMarketing, type MarketingOptionsState } from '../slice';

const service = serviceGetter<MarketingServices>();

/** Success or failure: a notification at the top of the page, and the page scrolled up to it (spec 000 §4). */
function* announce(type: 'success' | 'error') {
  const scrollToTop = yield* service('scrollToTop');
  const state = (yield select(selectMarketing)) as MarketingOptionsState;
  const event =
    type === 'error'
      ? 'preferencesSaveFailed'
      : state.page === 'eu-post-registration'
        ? 'postRegistrationSaved'
        : 'preferencesSaved';
  yield put(trackRequested({ event }));
  // Post-registration moves on to the dashboard once saved: its success is shown there.
  const onward = type === 'success' && state.page === 'eu-post-registration';
  yield put(notify(onward ? { type, messageKey: '', forNextPage: true } : { type, messageKey: '' }));
  yield call(scrollToTop);
}

/**
 * Spec 000 §4. The marketing options page saves the preferences, through the market's privacy call, then the image
 * consent where the page asks for it and the owner changed it (its own call). Post-registration with mail or mobile yes
 * first updates the personal info: status and httpStatus 200 go on to the preferences (the client evicts the
 * cached profile), httpStatus 400 shows its message under the address fields, anything else fails the save.
 * The edits are kept aside first: a 401 sends the owner to sign in, and they come back afterwards.
 */
export function* save({ payload: contactBody }: ReturnType<typeof saveRequested>) {
  const api = yield* service('marketingApi');
  const drafts = yield* service('drafts');
  const state = (yield select(selectMarketing)) as MarketingOptionsState;
  if (state.userGuid)
    yield call([drafts, drafts.save], state.page, {
      userGuid: state.userGuid,
      values: state.values,
      contact: state.contact,
      ...(state.image ? { image: state.image.value } : {}),
    });

  if (contactBody) {
    const info = yield* callApi(() => api.updatePersonalInfo(contactBody));
    if (info.kind === 'unauthorized') {
      yield put(saveFailed());
      return;
    }
    if (info.kind === 'ok' && info.data.httpStatus === 400 && info.data.error?.message) {
      yield call([drafts, drafts.discard], state.page);
      yield put(saveFailed({ contactError: info.data.error.message }));
      return;
    }
    if (info.kind !== 'ok' || info.data.status !== 200 || info.data.httpStatus !== 200) {
      yield call([drafts, drafts.discard], state.page);
      yield put(saveFailed());
      return yield* announce('error');
    }
  }

  const webview = yield* service('webview');
  const result = yield* callApi(() => api.savePreferences(preferenceItems(state.values), { webview }));
  // The image consent only once the preferences are saved, and only when the owner changed it.
  const consent = state.image?.value !== state.image?.saved ? (state.image?.value ?? null) : null;
  const outcome =
    result.kind === 'ok' && consent !== null ? yield* callApi(() => api.saveImageConsent(consent)) : result;
  if (outcome.kind === 'unauthorized') {
    yield put(saveFailed());
    return;
  }
  yield call([drafts, drafts.discard], state.page);
  if (outcome.kind !== 'ok') {
    yield put(saveFailed());
    return yield* announce('error');
  }
  yield put(saveSucceeded());
  yield* announce('success');
  const location = yield* service('webviewSaveLocation');
  if (webview && location !== null && state.page === 'marketing-options') {
    const leaveTo = yield* service('leaveTo');
    yield call(leaveTo, location);
  }
}

export function* watchSave() {
  yield takeLeading(saveRequested.type, save);
}
