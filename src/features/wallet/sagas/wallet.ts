import { call, put, takeLatest } from 'redux-saga/effects';
import { scriptWanted } from '../../../lib/events/analytics';
import { serviceGetter } from '../../../lib/feature';
import type { WalletServices } from '../services';
import { walletFailed, walletReady, walletRequested } from '../slice';

const service = serviceGetter<WalletServices>();

/**
 * Loads the market's wallet script unless it already ran on this page (the owner came back to the wallet), and says
 * whether its application is there to mount. A script that loads but registers nothing counts as a failure. The
 * payments script (spec 001 §7), with which the wallet adds a payment method, is asked for with it: strictly
 * necessary, so without waiting for consent; the wallet does not wait for it.
 */
export function* loadWallet() {
  const script = yield* service('walletScript');
  const log = yield* service('log');
  yield put(scriptWanted('payments'));
  if (script.app()) {
    yield put(walletReady());
    return;
  }
  const ran = (yield call([script, script.load])) as boolean;
  if (ran && script.app()) {
    yield put(walletReady());
    return;
  }
  if (ran) yield call(log, 'wallet script registered no application');
  yield put(walletFailed());
}

export function* watchWallet() {
  yield takeLatest(walletRequested.type, loadWallet);
}
