import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import type { Reducer, Slice, UnknownAction } from '@reduxjs/toolkit';
import { features, type AppServices, type FeaturesState } from './features';
import { shell } from './shell/shell-slice';

/** The shell's own state and every feature's, typed from the feature list. */
export type RootState = FeaturesState & { [shell.reducerPath]: ReturnType<typeof shell.reducer> };

// combineSlices cannot see through the list's spread; the state type comes from the list itself.
const rootReducer = combineSlices(shell, ...(features.flatMap((f) => [...f.slices]) as Slice[])) as unknown as
  Reducer<RootState, UnknownAction, Partial<RootState>>;

export function* rootSaga() {
  yield all(features.flatMap((f) => f.sagas).map((saga) => fork(saga)));
}

export function makeStore({ context, preloadedState }: { context: AppServices; preloadedState?: Partial<RootState> }) {
  const sagas = createSagaMiddleware({
    context: { ...context },
    // Last resort only: sagas handle expected failures as values.
    onError: (error) => context.log('saga failed', { message: error.message }),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // Side effects live in sagas, so thunks are off.
    middleware: (gdm) => gdm({ thunk: false }).concat(sagas),
  });
  sagas.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
