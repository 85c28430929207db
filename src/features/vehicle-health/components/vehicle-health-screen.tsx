import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { HealthReport } from './health-report';
import { StatusReport } from './status-report';
import { BackToGarage } from '../../../ui/back-to-garage';
import { useFeature } from '../../../ui/feature-host';
import { LoadFailed, LoadState } from '../../../ui/load-state';
import { RouteLink } from '../../../ui/route-link';
import { ScreenHeader } from '../../../ui/screen-header';
import { useAskAgainOnline } from '../../../ui/use-online';
import { useVinParam } from '../../../ui/use-vin-param';
import { vehicleHealthFeature } from '../feature';
import { healthRequested, selectHealthOf, type VehicleHealthState } from '../slice';

/**
 * /vehicle-health?vin=…: what a connected vehicle of the owner's garage last reported and what it needs (the
 * dashboard's vehicle card links here for a connected vehicle). A vehicle that is not connected says how to connect
 * it; figures are in the owner's units.
 */
export function VehicleHealthScreen() {
  useFeature(vehicleHealthFeature);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const vin = useVinParam();
  const state = useSelector((s: { vehicleHealth: VehicleHealthState }) => selectHealthOf(s, vin));
  useEffect(() => {
    if (vin) dispatch(healthRequested({ vin }));
  }, [dispatch, vin]);
  useAskAgainOnline(state.status === 'failed' && state.offline && vin !== '', () => dispatch(healthRequested({ vin })));

  return (
    <div className="screen vehicle-health">
      <ScreenHeader title={t('screen.vehicle-health.title')} lead={t('health.lead')} />
      {vin && <p className="health-vin">{t('vehicle.vin', { vin })}</p>}
      {!vin ? (
        <div className="panel health-message">
          <p>{t('health.noVehicle')}</p>
          <BackToGarage />
        </div>
      ) : state.status === 'failed' && state.reason === 'not-in-garage' ? (
        <LoadFailed message={t('health.notInGarage')}>
          <BackToGarage />
        </LoadFailed>
      ) : state.status === 'failed' && state.reason === 'not-connected' ? (
        <NotConnected />
      ) : state.status === 'failed' && state.reason === 'no-report' ? (
        <p className="panel health-message" role="status">
          {t('health.noReport')}
        </p>
      ) : state.status === 'loaded' ? (
        <div className="health-sections">
          <StatusReport report={state.report} />
          <HealthReport prognostics={state.prognostics} />
          <p className="health-units">
            <RouteLink to="units-of-measurement" className="button">
              {t('health.units')}
            </RouteLink>
          </p>
        </div>
      ) : (
        <LoadState
          status={state.status}
          loadingLabel={t('app.loading')}
          message={t('health.loadFailed')}
          retryLabel={t('health.retry')}
          onRetry={() => dispatch(healthRequested({ vin }))}
        />
      )}
    </div>
  );
}

/** A vehicle that reports nothing: what connecting it brings, the steps, and where its connected services are. */
function NotConnected() {
  const { t } = useTranslation();
  return (
    <section className="panel health-not-connected" aria-labelledby="health-not-connected">
      <h2 id="health-not-connected">{t('connecting.title')}</h2>
      <p>{t('connecting.text')}</p>
      <ol>
        <li>{t('connecting.step1')}</li>
        <li>{t('connecting.step2')}</li>
        <li>{t('connecting.step3')}</li>
      </ol>
      <RouteLink to="connected-services" className="button">
        {t('connecting.link')}
      </RouteLink>
    </section>
  );
}
