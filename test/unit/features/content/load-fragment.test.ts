import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { ContentApi, FragmentResult } from '../../../../src/features/content/api';
import { watchFragments } from '../../../../src/features/content/load-fragment';
import {
  content,
  fragmentRequested,
  fragmentRetried,
  fragmentsRequested,
  selectFragment,
} from '../../../../src/ui/content/slice';

function setup(answer: FragmentResult, answers: Record<string, FragmentResult> = {}) {
  const asked: string[] = [];
  const logged: string[] = [];
  const contentApi: ContentApi = {
    fragment: async (_category, name) => {
      asked.push(name);
      return answers[name] ?? answer;
    },
    fragments: async (_category, names) => {
      asked.push(names.join('+'));
      return Object.fromEntries(names.map((name) => [name, answers[name] ?? answer]));
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

it('fetches a fragment that could not be had again when the owner asks, once however often they click', async () => {
  const { store, asked } = setup({ kind: 'error', message: 'HTTP 503' });
  const ref = { category: 'c', name: 'feature-guide' };
  store.dispatch(fragmentRequested(ref));
  await settle();
  expect(selectFragment(store.getState(), 'feature-guide')).toEqual({ status: 'unavailable' });
  // Asking as the page does again changes nothing: the owner's retry does.
  store.dispatch(fragmentRequested(ref));
  await settle();
  expect(asked).toEqual(['feature-guide']);
  store.dispatch(fragmentRetried(ref));
  store.dispatch(fragmentRetried(ref));
  expect(selectFragment(store.getState(), 'feature-guide')).toEqual({ status: 'loading' });
  await settle();
  expect(asked).toEqual(['feature-guide', 'feature-guide']);
  expect(selectFragment(store.getState(), 'feature-guide')).toEqual({ status: 'unavailable' });
});

it('does not fetch a loaded fragment again on a retry', async () => {
  const { store, asked } = setup({ kind: 'ok', data: { title: 'Guide' } });
  const ref = { category: 'c', name: 'feature-guide' };
  store.dispatch(fragmentRequested(ref));
  await settle();
  store.dispatch(fragmentRetried(ref));
  await settle();
  expect(asked).toEqual(['feature-guide']);
  expect(selectFragment(store.getState(), 'feature-guide')).toEqual({ status: 'loaded', data: { title: 'Guide' } });
});

it('treats resource-not-found content as absent, without logging a failure', async () => {
  const { store, logged } = setup({ kind: 'absent' });
  store.dispatch(fragmentRequested({ category: 'c', name: 'footer' }));
  await settle();
  expect(logged).toEqual([]);
  expect(selectFragment(store.getState(), 'footer')).toEqual({ status: 'unavailable' });
});

it("asks for the shell's fragments in one request, each settling as if asked alone, and none of them again", async () => {
  const { store, asked, logged } = setup(
    { kind: 'ok', data: { text: 'Header' } },
    { footer: { kind: 'absent' }, disclosures: { kind: 'error', message: 'HTTP 500' } },
  );
  store.dispatch(fragmentsRequested({ category: 'experience-fragments', names: ['header', 'footer', 'disclosures'] }));
  store.dispatch(fragmentRequested({ category: 'experience-fragments', name: 'header' }));
  await settle();
  store.dispatch(fragmentsRequested({ category: 'experience-fragments', names: ['footer', 'gdpr-banner'] }));
  await settle();
  expect(asked).toEqual(['header+footer+disclosures', 'gdpr-banner']);
  expect(selectFragment(store.getState(), 'header')).toEqual({ status: 'loaded', data: { text: 'Header' } });
  expect(selectFragment(store.getState(), 'footer')).toEqual({ status: 'unavailable' });
  expect(selectFragment(store.getState(), 'disclosures')).toEqual({ status: 'unavailable' });
  expect(logged).toEqual(['content fetch failed']);
});
