import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { ContentApi, FragmentResult } from '../../../../src/features/content/api';
import { watchFragments } from '../../../../src/features/content/load-fragment';
import { content, fragmentRequested, selectFragment } from '../../../../src/ui/content/slice';

function setup(answer: FragmentResult) {
  const asked: string[] = [];
  const logged: string[] = [];
  const contentApi: ContentApi = {
    fragment: async (_category, name) => {
      asked.push(name);
      return answer;
    },
  };
  const sagas = createSagaMiddleware({
    context: {
      contentApi,
      log: (m: string) => {
        logged.push(m);
      },
      webview: false,
    },
  });
  const store = configureStore({
    reducer: { [content.reducerPath]: content.reducer },
    middleware: (gdm) => gdm({ thunk: false }).concat(sagas),
  });
  sagas.run(watchFragments);
  return { store, asked, logged };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('fetches a fragment once however many components ask for it', async () => {
  const { store, asked } = setup({ kind: 'ok', data: { successText: 'Saved' } });
  store.dispatch(fragmentRequested({ category: 'c', name: 'notification-banner' }));
  store.dispatch(fragmentRequested({ category: 'c', name: 'notification-banner' }));
  await settle();
  store.dispatch(fragmentRequested({ category: 'c', name: 'notification-banner' }));
  await settle();
  expect(asked).toEqual(['notification-banner']);
  expect(selectFragment(store.getState(), 'notification-banner')).toEqual({
    status: 'loaded',
    data: { successText: 'Saved' },
  });
});

it('logs a failed fetch and marks the fragment unavailable, so its part renders nothing (002 §8)', async () => {
  const { store, logged } = setup({ kind: 'error', message: 'HTTP 500' });
  store.dispatch(fragmentRequested({ category: 'c', name: 'footer' }));
  await settle();
  expect(logged).toEqual(['content fetch failed']);
  expect(selectFragment(store.getState(), 'footer')).toEqual({ status: 'unavailable' });
});

it('treats resource-not-found content as absent, without logging a failure', async () => {
  const { store, logged } = setup({ kind: 'absent' });
  store.dispatch(fragmentRequested({ category: 'c', name: 'footer' }));
  await settle();
  expect(logged).toEqual([]);
  expect(selectFragment(store.getState(), 'footer')).toEqual({ status: 'unavailable' });
});
