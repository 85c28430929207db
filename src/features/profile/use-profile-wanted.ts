import { useEffect } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import {
  connectedStatusWanted,
  profile,
  profileRequested,
  selectConnected,
  selectProfileStatus,
  selectVehicles,
} from './slice';

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

/**
 * Asks for the connected status of the owner's vehicles, unless every vehicle's is known: for a part of the shell that
 * depends on it (the shortcuts), beside any page. The saga waits for the page to settle first.
 */
export function useConnectedStatusWanted(wanted: boolean): void {
  const dispatch = useDispatch();
  const loaded = useSelector((s: WithProfile) => selectProfileStatus(s) === 'loaded');
  const unknown = useSelector((s: WithProfile) => selectVehicles(s).some((v) => !(v.vin in selectConnected(s))));
  useEffect(() => {
    if (wanted && loaded && unknown) dispatch(connectedStatusWanted());
  }, [wanted, loaded, unknown, dispatch]);
}
