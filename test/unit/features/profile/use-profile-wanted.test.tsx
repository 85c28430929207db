/** @jest-environment ./test/support/jsdom-environment.js */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { Provider, useDispatch } from 'react-redux';
import { profile, profileFailed, profileRequested, selectProfileStatus } from '../../../../src/features/profile/slice';
import { useProfileWanted } from '../../../../src/features/profile/use-profile-wanted';

function storeOf() {
  return configureStore({ reducer: combineSlices(profile) });
}

/** The screen: asks for the profile, and its answer (a failure) comes before the shell's effect runs. */
function ScreenFailing() {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(profileRequested());
    dispatch(profileFailed('Service unavailable'));
  }, [dispatch]);
  return null;
}

function Shell({ wanted }: { wanted: boolean }) {
  useProfileWanted(wanted);
  return null;
}

it('asks for the profile once wanted and not asked for yet', async () => {
  const store = storeOf();
  const view = await act(async () =>
    render(
      <Provider store={store}>
        <Shell wanted={false} />
      </Provider>,
    ),
  );
  expect(selectProfileStatus(store.getState())).toBe('idle');
  await act(async () =>
    view.rerender(
      <Provider store={store}>
        <Shell wanted />
      </Provider>,
    ),
  );
  expect(selectProfileStatus(store.getState())).toBe('loading');
});

it('does not ask again when a request failed after it rendered (the failure stays on the page)', async () => {
  // Effects run in order: the screen's fails the profile after the shell rendered it as not asked for yet.
  const store = storeOf();
  await act(async () =>
    render(
      <Provider store={store}>
        <ScreenFailing />
        <Shell wanted />
      </Provider>,
    ),
  );
  expect(selectProfileStatus(store.getState())).toBe('failed');
});
