import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { Vehicle } from '../../../generated/types/api/owner';
import { vehicleModel } from '../../../lib/format/vehicle-name';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useSite } from '../../../ui/market-context';
import { Tooltip, VIN_TOOLTIP_LABEL_KEY } from '../../../ui/tooltip';
import { selectGarage, vehicleAddRequested, vehicleRemoveRequested, vehicleRenameRequested } from '../slice';

/** One vehicle's card actions: rename in place, remove after a confirmation. */
export function VehicleActions({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const garage = useSelector(selectGarage);
  const inputId = useId();
  const [renaming, setRenaming] = useState(false);
  const [nickName, setNickName] = useState(vehicle.nickName ?? '');
  const [modal, setModal] = useState<string | null>(null);
  const busy = garage.pending !== null;
  const name = vehicle.nickName ?? vehicleModel(vehicle, t);
  const site = useSite();

  const rename = (event: FormEvent) => {
    event.preventDefault();
    dispatch(vehicleRenameRequested({ vin: vehicle.vin, nickName }));
    setRenaming(false);
  };

  return (
    <div className="vehicle-actions">
      {renaming ? (
        <form className="vehicle-rename" onSubmit={rename}>
          <label htmlFor={inputId}>{t('garage.rename.label', { vehicle: name })}</label>
          <input
            id={inputId}
            value={nickName}
            maxLength={40}
            onChange={(e) => setNickName(e.target.value)}
            autoComplete="off"
          />
          <div className="actions">
            <button type="submit" className="button button-primary" disabled={busy}>
              {t('garage.save')}
            </button>
            <button type="button" className="button" onClick={() => setRenaming(false)}>
              {t('garage.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="actions">
          <button
            type="button"
            className="link-button"
            onClick={() => setRenaming(true)}
            aria-label={t('garage.rename.aria', { vehicle: name })}
          >
            {t('garage.rename')}
          </button>
          <button
            type="button"
            className="link-button"
            onClick={() => setModal('remove')}
            aria-label={t('garage.remove.aria', { vehicle: name })}
          >
            {t('garage.remove')}
          </button>
        </div>
      )}
      <ConfirmDialog
        name="remove"
        activeModal={modal}
        title={t('garage.remove.title', { vehicle: name })}
        body={t('garage.remove.bodyRestorable', { days: String(site.garage.restoreWithinDays) })}
        cancelLabel={t('garage.cancel')}
        confirmLabel={t('garage.remove.confirm')}
        onCancel={() => setModal(null)}
        onConfirm={() => {
          setModal(null);
          dispatch(vehicleRemoveRequested({ vin: vehicle.vin }));
        }}
      />
    </div>
  );
}

/** Spec 001 §3.5, §9: add a vehicle by its VIN (checked before sending), with an optional nickname. */
export function AddVehicle() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const garage = useSelector(selectGarage);
  const [vin, setVin] = useState('');
  const [nickname, setNickname] = useState('');
  const vinId = useId();
  const nickId = useId();
  const errorId = useId();
  // Added: the form is empty again for the next vehicle (the banner says it was added). Set during render, React's
  // pattern for state that follows what has been seen.
  const [seenPending, setSeenPending] = useState(garage.pending);
  if (seenPending !== garage.pending) {
    setSeenPending(garage.pending);
    if (seenPending === 'add' && garage.pending === null && garage.error === null) {
      setVin('');
      setNickname('');
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(vehicleAddRequested({ vin, nickname }));
  };
  const error = garage.error;
  return (
    <form className="panel add-vehicle" onSubmit={submit} aria-labelledby="add-vehicle-title" noValidate>
      <h3 id="add-vehicle-title">{t('garage.add.title')}</h3>
      <div className="field">
        <div className="field-label-row">
          <label htmlFor={vinId}>{t('garage.add.vin')}</label>
          <Tooltip label={t(VIN_TOOLTIP_LABEL_KEY)}>{t('garage.vinHelp')}</Tooltip>
        </div>
        <input
          id={vinId}
          value={vin}
          onChange={(e) => setVin(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={24}
          aria-invalid={error === 'garage.vinInvalid' || undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <div className="field">
        <label htmlFor={nickId}>{t('garage.add.nickname')}</label>
        <input
          id={nickId}
          value={nickname}
          maxLength={40}
          onChange={(e) => setNickname(e.target.value)}
          autoComplete="off"
        />
      </div>
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {t(error)}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={garage.pending !== null}>
          {t('garage.add.submit')}
        </button>
      </div>
    </form>
  );
}
