import { useEffect } from 'react';
import { profileRequested, selectProfile, selectProfileError, selectProfileStatus, selectVehicles } from '../../features/profile/slice';
import { useAppDispatch, useAppSelector } from '../hooks';

/** The account dashboard: the owner's name and vehicles of the current brand. */
export function Dashboard() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectProfileStatus);
  const profile = useAppSelector(selectProfile);
  const vehicles = useAppSelector(selectVehicles);
  const error = useAppSelector(selectProfileError);
  useEffect(() => { dispatch(profileRequested()); }, [dispatch]);

  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Account dashboard</h1>
      {status === 'loading' && <p role="status">Loading…</p>}
      {status === 'failed' && error !== 'unauthorized' && <p role="alert">Your account could not be loaded. Please try again later.</p>}
      {profile && (
        <>
          <p>Welcome, {profile.firstName}</p>
          <h2 id="vehicles-title">Your vehicles</h2>
          {vehicles.length === 0 ? <p>No vehicles yet.</p> : (
            <ul aria-labelledby="vehicles-title">
              {vehicles.map((v) => <li key={v.vin}>{v.nickName ?? `${v.modelYear} ${v.modelName}`} ({v.vin})</li>)}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
