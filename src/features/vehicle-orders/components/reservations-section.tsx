import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { Reservation } from '../../../generated/types/api/owner';
import { formatDate } from '../../../lib/format/date-time';
import { formatMoney } from '../../../lib/format/money';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { LoadState } from '../../../ui/load-state';
import { useMarket, useOrdersTable } from '../../../ui/market-context';
import { VehiclePicture } from '../../../ui/vehicle-picture';
import { reservationCancellable, reservationStatusKey } from '../reservation-status';
import {
  cancelReservationAsked,
  cancelReservationDismissed,
  cancelReservationRequested,
  reservationsRequested,
  selectCancel,
  selectReservations,
} from '../slice';
import { TrackingFact } from './order-status-view';
import { vehicleModel } from '../../../lib/format/vehicle-name';

const CANCEL_MODAL = 'cancel-reservation';

/** The owner's reservations, each cancellable while it is still a reservation (after a confirmation). */
export function ReservationsSection() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const reservations = useSelector(selectReservations);
  const cancel = useSelector(selectCancel);
  const headingId = useId();
  const done = cancel.doneId ? reservations.items.find((r) => r.reservationId === cancel.doneId) : undefined;
  return (
    <section className="tracking-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('tracking.reservations.heading')}</h2>
      <LoadState
        status={reservations.status}
        loadingLabel={t('app.loading')}
        message={t('tracking.reservations.failed')}
        retryLabel={t('tracking.retry')}
        onRetry={() => dispatch(reservationsRequested())}
      />
      {done && (
        <p className="tracking-notice" role="status">
          {t('tracking.reservation.cancel.done', { model: done.model, reservationId: done.reservationId })}
        </p>
      )}
      {reservations.status === 'loaded' && reservations.items.length === 0 && (
        <div className="panel tracking-empty">
          <p>{t('tracking.reservations.empty')}</p>
        </div>
      )}
      {reservations.status === 'loaded' && reservations.items.length > 0 && (
        <ul className="tracking-cards">
          {reservations.items.map((r) => (
            <li key={r.reservationId}>
              <ReservationCard reservation={r} />
            </li>
          ))}
        </ul>
      )}
      <CancelReservationModal />
    </section>
  );
}

function ReservationCard({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { market } = useMarket();
  const { statusGroups } = useOrdersTable();
  const headingId = useId();
  const statusKey = reservationStatusKey(reservation.statusCode, statusGroups);
  return (
    <article className="tracking-card tracking-reservation" aria-labelledby={headingId}>
      <VehiclePicture model={reservation.model} />
      <h3 id={headingId}>{vehicleModel({ modelName: reservation.model, modelYear: reservation.modelYear }, t)}</h3>
      <p className="tracking-order-number">
        {t('tracking.reservation.number', { reservationId: reservation.reservationId })}
      </p>
      <p className="tracking-current">
        <span className="tracking-current-label">{t('tracking.reservation.statusLabel')}</span>{' '}
        <strong className={`tracking-reservation-status is-${statusKey.split('.').pop() ?? ''}`}>{t(statusKey)}</strong>
      </p>
      <dl className="tracking-facts">
        <TrackingFact label={t('tracking.reservation.date')}>
          {formatDate(reservation.createdAt, market, 'long')}
        </TrackingFact>
        <TrackingFact label={t('tracking.reservation.deposit')}>
          {formatMoney(reservation.deposit, reservation.currency, market)}
        </TrackingFact>
        <TrackingFact label={t('tracking.field.dealer')}>{reservation.dealerName}</TrackingFact>
      </dl>
      {reservationCancellable(reservation.statusCode) && (
        <p className="tracking-card-actions">
          <button
            type="button"
            className="button"
            onClick={() => dispatch(cancelReservationAsked(reservation.reservationId))}
          >
            {t('tracking.reservation.cancel.button')}
          </button>
        </p>
      )}
    </article>
  );
}

/** Asks before cancelling; a refusal shows here, in the modal, and changes nothing on the page. */
function CancelReservationModal() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const cancel = useSelector(selectCancel);
  const { items } = useSelector(selectReservations);
  const reservation = items.find((r) => r.reservationId === cancel.reservationId);
  const open = cancel.status !== 'idle' && reservation !== undefined;
  const close = () => dispatch(cancelReservationDismissed());
  return (
    <ConfirmDialog
      name={CANCEL_MODAL}
      activeModal={open ? CANCEL_MODAL : null}
      title={t('tracking.reservation.cancel.title')}
      body={
        reservation &&
        t('tracking.reservation.cancel.body', { model: reservation.model, reservationId: reservation.reservationId })
      }
      error={cancel.status === 'failed' && cancel.errorKey ? t(cancel.errorKey) : null}
      busy={cancel.status === 'cancelling'}
      closeLabel={t('tracking.close')}
      cancelLabel={t('tracking.reservation.cancel.keep')}
      confirmLabel={
        cancel.status === 'cancelling'
          ? t('tracking.reservation.cancel.cancelling')
          : t('tracking.reservation.cancel.confirm')
      }
      onCancel={close}
      onConfirm={() => {
        if (reservation) dispatch(cancelReservationRequested(reservation.reservationId));
      }}
    />
  );
}
