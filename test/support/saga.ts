import { combineSlices, configureStore, type Slice, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';

/**
 * Runs one saga to its end against a real store of the given slices, with the given saga context (fakes of the
 * services), and answers the final state and every action dispatched: tests assert on those, never on steps.
 */
export async function runSaga(options: {
  slices: readonly Slice[];
  context: object;
  saga: Saga;
  action?: UnknownAction;
  /** Dispatched first, to bring the store to the state the saga starts from. */
  before?: UnknownAction[];
}): Promise<{ state: Record<string, unknown>; seen: UnknownAction[] }> {
  const seen: UnknownAction[] = [];
  const sagas = createSagaMiddleware({ context: { ...options.context } });
  const store = configureStore({
    reducer: combineSlices(...options.slices),
    middleware: (gdm) =>
      gdm({ thunk: false }).concat(
        () => (next) => (a) => {
          seen.push(a as UnknownAction);
          return next(a);
        },
        sagas,
      ),
  });
  for (const a of options.before ?? []) store.dispatch(a);
  seen.length = 0;
  if (options.action) store.dispatch(options.action);
  await sagas.run(options.saga, options.action).toPromise();
  return { state: store.getState() as Record<string, unknown>, seen };
}

/** A logger that remembers its messages. */
export function recordingLog(): {
  log: (message: string, detail?: Record<string, unknown>) => void;
  messages: string[];
} {
  const messages: string[] = [];
  return {
    log: (message) => {
      messages.push(message);
    },
    messages,
  };
}
