import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { ProfileSagaContext } from '../features/profile/sagas/load-profile';
import { profile } from '../features/profile/slice';
import type { SessionSagaContext } from '../features/session/sagas/session-expired';
import { session } from '../features/session/slice';
import { rootSaga } from './root-saga';

const rootReducer = combineSlices(session, profile);

export type RootState = ReturnType<typeof rootReducer>;

/** Everything the sagas take from getContext: the APIs, the webview flag, the logger and sign-in. */
export type AppSagaContext = SessionSagaContext & ProfileSagaContext;

export function makeStore({ context, preloadedState }: { context: AppSagaContext; preloadedState?: Partial<RootState> }) {
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
