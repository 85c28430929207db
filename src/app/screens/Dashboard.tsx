import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { profileRequested, selectProfile, selectProfileError, selectProfileStatus, selectVehicles } from '../../features/profile/slice';
import { useAppDispatch, useAppSelector } from '../hooks';

/** The account dashboard: the owner's name and vehicles of the current brand. */
export function Dashboard() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectProfileStatus);
  const profile = useAppSelector(selectProfile);
  const vehicles = useAppSelector(selectVehicles);
  const error = useAppSelector(selectProfileError);
  useEffect(() => { dispatch(profileRequested()); }, [dispatch]);

  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('screen.dashboard.title')}</h1>
      {status === 'loading' && <p role="status">{t('app.loading')}</p>}
      {status === 'failed' && error !== 'unauthorized' && <p role="alert">{t('dashboard.loadFailed')}</p>}
      {profile && (
        <>
          <p>{t('dashboard.welcome', { firstName: profile.firstName })}</p>
          <h2 id="vehicles-title">{t('dashboard.vehicles')}</h2>
          {vehicles.length === 0 ? <p>{t('dashboard.noVehicles')}</p> : (
            <ul aria-labelledby="vehicles-title">
              {vehicles.map((v) => <li key={v.vin}>{v.nickName ?? `${v.modelYear} ${v.modelName}`} ({v.vin})</li>)}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
