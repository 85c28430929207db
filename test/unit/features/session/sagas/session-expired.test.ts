import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { handleSessionExpired, type SessionSagaContext } from '../../../../../src/features/session/sagas/session-expired';
import { selectSessionStatus, session } from '../../../../../src/features/session/slice';
import { sessionExpired } from '../../../../../src/lib/auth/session-events';

async function expire(signIn: SessionSagaContext['signIn'] = () => undefined) {
  const logged: string[] = [];
  const signedIn: string[] = [];
  const context: SessionSagaContext = {
    log: (message) => logged.push(message),
    signIn: (path) => {
      signedIn.push(path);
      return signIn(path);
    },
    currentPath: () => '/product/de-de/kontoeinstellungen?tab=2#privacy',
  };
  const sagas = createSagaMiddleware({ context: { ...context } });
  const store = configureStore({ reducer: { [session.reducerPath]: session.reducer }, middleware: (gdm) => gdm({ thunk: false }).concat(sagas) });
  const action = sessionExpired({ log: 'User Timeout' });
  store.dispatch(action);
  await sagas.run(handleSessionExpired, action).toPromise();
  return { logged, signedIn, state: store.getState() };
}

it("logs 'User Timeout' through the injected logger", async () => {
  const { logged } = await expire();
  expect(logged[0]).toBe('User Timeout');
});

it('starts sign-in with the current path as the return path', async () => {
  const { signedIn } = await expire();
  expect(signedIn).toEqual(['/product/de-de/kontoeinstellungen?tab=2#privacy']);
});

it('marks the session expired', async () => {
  const { state } = await expire();
  expect(selectSessionStatus(state)).toBe('expired');
});

it('logs instead of failing when sign-in cannot start', async () => {
  const { logged } = await expire(async () => {
    throw new Error('no crypto');
  });
  expect(logged).toEqual(['User Timeout', 'sign-in could not start']);
});
