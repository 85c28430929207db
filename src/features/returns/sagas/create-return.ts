import { put } from 'redux-saga/effects';
import { callApi } from '../../../api/saga-call';
import {
  createFailed,
  createInterrupted,
  orderFailed,
  orderLoaded,
  type createRequested,
  type orderRequested,
  returnCreated,
} from '../slice';
import { returnsCall } from './returns-call';
import { service } from '../services';

/** The owner's order the return is made from; 404 (unknown, or another owner's) is said as such. */
export function* loadOrder({ payload }: ReturnType<typeof orderRequested>) {
  const api = yield* service('returnsApi');
  const result = yield* callApi(() => api.orderDetails(payload));
  if (result.kind === 'ok') yield put(orderLoaded(result.data.order));
  else if (result.kind === 'error') yield put(orderFailed({ notFound: result.status === 404 }));
  else yield put(orderFailed({ notFound: false }));
}

/** The text key of a refused create: 400 means the service refused the lines as chosen. */
export const createErrorKey = (status: number) => (status === 400 ? 'returns.create.refused' : 'returns.create.failed');

/** Creates the return (owner or guest); the screen moves on once it is created, and keeps every choice when it is not. */
export function* createReturn({ payload }: ReturnType<typeof createRequested>) {
  const api = yield* service('returnsApi');
  const result = yield* returnsCall(payload.guest, () => api.createReturn(payload.body, payload.guest));
  if (result.kind === 'ok') yield put(returnCreated(result.data.return));
  else if (result.kind === 'error') yield put(createFailed(createErrorKey(result.status)));
  else yield put(createInterrupted());
}
