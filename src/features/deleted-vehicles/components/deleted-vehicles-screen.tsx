import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { RemovedVehicle } from '../../../generated/types/api/owner';
import { formatDate } from '../../../lib/format/date-time';
import { vehicleModel } from '../../../lib/format/vehicle-name';
import { useFeature } from '../../../ui/feature-host';
import { LoadState } from '../../../ui/load-state';
import { useMarket, useSite } from '../../../ui/market-context';
import { RouteLink } from '../../../ui/route-link';
import { ScreenHeader } from '../../../ui/screen-header';
import { useAskAgainOnline } from '../../../ui/use-online';
import { VehiclePicture } from '../../../ui/vehicle-picture';
import { deletedVehiclesFeature } from '../feature';
import { removedRequested, restoreRequested, selectDeletedVehicles, type DeletedVehiclesState } from '../slice';

type State = { deletedVehicles: DeletedVehiclesState };

/**
 * /deleted-vehicles: the vehicles the owner removed from the garage in the last days (site.json
 * garage.restoreWithinDays), each with when it was removed and until when it can be restored, and a restore button
 * that puts it back as it was, nickname included.
 */
export function DeletedVehiclesScreen() {
  useFeature(deletedVehiclesFeature);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const site = useSite();
  const state = useSelector((s: State) => selectDeletedVehicles(s));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    dispatch(removedRequested());
  }, [dispatch]);
  useAskAgainOnline(state.status === 'failed' && state.offline, () => dispatch(removedRequested()));
  // Restored: its card (and the button the focus was on) is gone; the page's heading takes the focus, and the
  // announcement below says what happened.
  const restoredVin = state.restored?.vin;
  useEffect(() => {
    if (restoredVin) heading.current?.focus();
  }, [restoredVin]);
  const restoredName = state.restored ? (state.restored.nickName ?? vehicleModel(state.restored, t)) : null;
  const failures = Object.entries(state.restoring).filter(
    ([vin, r]) => r.status === 'failed' && !state.vehicles.some((v) => v.vin === vin),
  );

  return (
    <div className="screen deleted-vehicles">
      <ScreenHeader
        title={t('screen.deleted-vehicles.title')}
        lead={t('removed.lead', { days: String(site.garage.restoreWithinDays) })}
        focusRef={heading}
      />
      <p className="removed-done" role="status">
        {restoredName ? t('removed.restored', { vehicle: restoredName }) : ''}
      </p>
      {restoredName && (
        <p>
          <RouteLink to="account-dashboard" className="button button-primary">
            {t('removed.toGarage')}
          </RouteLink>
        </p>
      )}
      {failures.map(([vin, r]) => (
        <p key={vin} className="field-error" role="alert">
          {r.error ? t(r.error) : ''}
        </p>
      ))}
      {state.status === 'loaded' ? (
        state.vehicles.length === 0 ? (
          <p className="panel">{t('removed.none', { days: String(site.garage.restoreWithinDays) })}</p>
        ) : (
          <ul className="removed-list">
            {state.vehicles.map((v) => (
              <RemovedCard key={v.vin} vehicle={v} />
            ))}
          </ul>
        )
      ) : (
        <LoadState
          status={state.status}
          loadingLabel={t('app.loading')}
          message={t('removed.loadFailed')}
          retryLabel={t('app.offline.retry')}
          onRetry={() => dispatch(removedRequested())}
        />
      )}
    </div>
  );
}

/** One removed vehicle: its picture and name, its VIN, when it was removed and until when it can come back. */
function RemovedCard({ vehicle }: { vehicle: RemovedVehicle }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { market } = useMarket();
  const restoring = useSelector((s: State) => selectDeletedVehicles(s).restoring[vehicle.vin]);
  const model = vehicleModel(vehicle, t);
  const name = vehicle.nickName ?? model;
  const date = (value: string) => formatDate(value, market, 'long');
  return (
    <li className="removed-card">
      <VehiclePicture model={vehicle.modelName} />
      <div className="removed-facts">
        <h2 className="removed-name">{name}</h2>
        {vehicle.nickName && <p className="removed-model">{model}</p>}
        <p className="removed-vin">{t('vehicle.vin', { vin: vehicle.vin })}</p>
        <p className="removed-dates">
          <span>{t('removed.removedOn', { date: date(vehicle.removedAt) })}</span>
          <span>{t('removed.until', { date: date(vehicle.restorableUntil) })}</span>
        </p>
        <p>
          <button
            type="button"
            className="button"
            disabled={restoring?.status === 'working'}
            aria-label={t('removed.restoreOf', { vehicle: name })}
            onClick={() => dispatch(restoreRequested({ vin: vehicle.vin }))}
          >
            {t('removed.restore')}
          </button>
        </p>
        {restoring?.status === 'failed' && restoring.error && (
          <p className="field-error" role="alert">
            {t(restoring.error)}
          </p>
        )}
      </div>
    </li>
  );
}
