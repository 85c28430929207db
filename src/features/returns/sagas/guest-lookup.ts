import { put } from 'redux-saga/effects';
import { callUnguarded } from '../../../api/saga-call';
import { botCheckToken } from '../../../lib/scripts/bot-check';
import type { TextKey } from '../../../lib/texts/text-key';
import { service } from '../services';
import { guestLookedUp, guestLookupFailed, type guestLookupRequested } from '../slice';

/** The text key of a failed look-up: one answer for an unknown number and a wrong email (404), and the 429 lock-out. */
export function lookupErrorKey(status: number): TextKey {
  if (status === 404) return 'returns.lookup.notFound';
  if (status === 429) return 'returns.lookup.tooMany';
  return 'returns.lookup.failed';
}

/**
 * Step 1 of a guest return: the order by number and email, with the bot-check's token (the script loads at the first
 * submit); its authorization is kept in memory for the next steps.
 */
export function* lookUpGuestOrder({ payload }: ReturnType<typeof guestLookupRequested>) {
  const api = yield* service('returnsApi');
  const token = yield* botCheckToken('guest_return_lookup');
  // A guest call (auth none): not through callApi, a guest is never sent to sign-in.
  const result = yield* callUnguarded(() => api.guestLookup(payload.orderNo.trim(), payload.email.trim(), token));
  if (result.kind === 'ok') yield put(guestLookedUp(result.data));
  else yield put(guestLookupFailed(result.kind === 'error' ? lookupErrorKey(result.status) : 'returns.lookup.failed'));
}
