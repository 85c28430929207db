import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Reducer, Slice, UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { features, type AppServices, type FeaturesState, type ServiceDeps } from './features';
import type { Feature, FeatureHost } from '../lib/feature';
import { shell } from './shell/shell-slice';

/** The shell's own state and every feature's, typed from the feature list. */
export type RootState = FeaturesState & { [shell.reducerPath]: ReturnType<typeof shell.reducer> };

const combined = combineSlices(shell, ...(features.flatMap((f) => [...f.slices]) as Slice[]));
// combineSlices cannot see through the list's spread; the state type comes from the list itself.
const rootReducer = combined as unknown as Reducer<RootState, UnknownAction, Partial<RootState>>;

/** Every slice's state as a new store starts (the slices of screens added so far included). */
export function startingState(): RootState {
  return rootReducer(undefined, { type: 'app/startingState' });
}

/** Marks a screen's feature added; its slices' state is in the store once this has passed through the reducer. */
const FEATURE_ADDED = 'app/featureAdded';

export function* rootSaga() {
  yield all(features.flatMap((f) => f.sagas).map((saga) => fork(saga)));
}

/**
 * The store with its saga middleware. deps: what a screen's feature builds its services from when it is added
 * (DESIGN: a screen's capability comes with the screen's code, not in the first bundle).
 */
export function makeStore({
  context,
  preloadedState,
  deps,
  sagasRun = true,
}: {
  context: AppServices;
  preloadedState?: Partial<RootState>;
  deps?: ServiceDeps;
  /** False where a page is prerendered: no saga answers what the render dispatches (nothing is fetched there). */
  sagasRun?: boolean;
}) {
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
  if (sagasRun) sagas.run(rootSaga);

  const added = new Set<string>();
  const featureHost: FeatureHost = {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any feature of the app's deps
    add(feature: Feature<any, object>) {
      if (added.has(feature.name)) return;
      added.add(feature.name);
      for (const slice of feature.slices) combined.inject(slice);
      if (feature.services && deps) sagas.setContext(feature.services(deps));
      if (sagasRun) for (const saga of feature.sagas) sagas.run(saga);
      store.dispatch({ type: FEATURE_ADDED, payload: feature.name });
    },
  };
  return Object.assign(store, { featureHost });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
