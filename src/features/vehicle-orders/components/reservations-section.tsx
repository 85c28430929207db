import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { Reservation } from '../../../generated/types/api/owner';
import { formatDate } from '../../../lib/format/date-time';
import { formatMoney } from '../../../lib/format/money';
import { useMarket } from '../../../ui/market-context';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
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
      {(reservations.status === 'idle' || reservations.status === 'loading') && <Spinner label={t('app.loading')} />}
      {reservations.status === 'failed' && (
        <div className="panel panel-error" role="alert">
          <p>{t('tracking.reservations.failed')}</p>
          <button type="button" className="button" onClick={() => dispatch(reservationsRequested())}>
            {t('tracking.retry')}
          </button>
        </div>
      )}
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
  const headingId = useId();
  const statusKey = reservationStatusKey(reservation.statusCode);
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
    <Modal
      name={CANCEL_MODAL}
      activeModal={open ? CANCEL_MODAL : null}
      onClose={close}
      title={t('tracking.reservation.cancel.title')}
      closeLabel={t('tracking.close')}
    >
      {reservation && (
        <>
          <p>
            {t('tracking.reservation.cancel.body', {
              model: reservation.model,
              reservationId: reservation.reservationId,
            })}
          </p>
          {cancel.status === 'failed' && cancel.errorKey && (
            <p className="field-error" role="alert">
              {t(cancel.errorKey)}
            </p>
          )}
          <div className="form-actions">
            <button type="button" className="button" onClick={close} disabled={cancel.status === 'cancelling'}>
              {t('tracking.reservation.cancel.keep')}
            </button>
            <button
              type="button"
              className="button button-danger"
              disabled={cancel.status === 'cancelling'}
              onClick={() => dispatch(cancelReservationRequested(reservation.reservationId))}
            >
              {cancel.status === 'cancelling'
                ? t('tracking.reservation.cancel.cancelling')
                : t('tracking.reservation.cancel.confirm')}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
