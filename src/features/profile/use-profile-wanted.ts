import { useEffect } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { profile, profileRequested, selectProfileStatus } from './slice';

type WithProfile = { [profile.reducerPath]: ReturnType<typeof profile.reducer> };

/**
 * Asks for the owner's profile once `wanted` (signed in, on a page that shows what it holds), unless it has been asked
 * for already. The store is read as it is when the effect runs, not as it was when the component rendered: the shell
 * hydrates after the screen, whose own request may have failed in between, and asking again would take that failure
 * off the page and put it back, moving everything under it twice.
 */
export function useProfileWanted(wanted: boolean): void {
  const dispatch = useDispatch();
  const store = useStore<WithProfile>();
  useEffect(() => {
    if (wanted && selectProfileStatus(store.getState()) === 'idle') dispatch(profileRequested());
  }, [wanted, store, dispatch]);
}
