import { combineSlices, configureStore, type Slice, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { call, cancel, fork, put, takeEvery } from 'redux-saga/effects';
import { scriptLoaded, scriptUnavailable, scriptWanted } from '../../src/lib/events/analytics';
import type { BotCheck } from '../../src/lib/scripts/bot-check';

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

/**
 * The consent feature's part in a test: every script asked for (scriptWanted) is answered at once, loaded or
 * unavailable, as the consent saga answers a strictly necessary one. Run it beside a feature's sagas.
 */
export function answerScripts(answer: 'loaded' | 'unavailable' = 'loaded'): Saga {
  return function* answeringScripts() {
    yield takeEvery(scriptWanted.type, function* ({ payload: kind }: ReturnType<typeof scriptWanted>) {
      yield put(answer === 'loaded' ? scriptLoaded({ kind }) : scriptUnavailable({ kind }));
    });
  };
}

/** The saga with answerScripts beside it while it runs. */
export function withScripts(saga: Saga, answer: 'loaded' | 'unavailable' = 'loaded'): Saga {
  return function* withScriptsAnswered(...args: unknown[]) {
    const answering = (yield fork(answerScripts(answer))) as Task;
    try {
      return (yield call(saga, ...args)) as unknown;
    } finally {
      yield cancel(answering);
    }
  };
}

/** A bot-check that answers `token` (null: none) and remembers the actions it was asked for. */
export function fakeBotCheck(token: string | null = 'bot-token-1'): BotCheck & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    token: async (action) => {
      asked.push(action);
      return token;
    },
  };
}
