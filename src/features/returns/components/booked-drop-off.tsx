import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { Booking, OrderReturn } from '../../../generated/types/api/owner';
import { formatDate } from '../../../lib/format/date-time';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Fact } from '../../../ui/fact';
import { useMarket } from '../../../ui/market-context';
import { RouteLink } from '../../../ui/route-link';
import { useUnsavedChanges } from '../../../ui/unsaved-changes';
import { useModeFocus } from '../../../ui/use-mode-focus';
import { bookingCancelRequested, bookingDateChangeRequested, selectReturns } from '../slice';
import { DropOffDateField, useDropOffDate } from './drop-off-date-field';

const CANCEL_MODAL = 'cancel-drop-off';

/** The booked drop-off: dealer, date and reference, with forms to change the date or cancel the booking. */
export function BookedDropOff({ value, booking }: { value: OrderReturn; booking: Booking }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { market } = useMarket();
  const { dropOff } = useSelector(selectReturns);
  const [modal, setModal] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  const day = useDropOffDate(booking.date);
  const ids = useId();
  const panel = useRef<HTMLElement>(null);
  useModeFocus(panel, changing);
  useUnsavedChanges(changing && day.date !== booking.date);

  const saveDate = (event: FormEvent) => {
    event.preventDefault();
    if (!day.check()) return;
    dispatch(bookingDateChangeRequested({ bookingId: booking.bookingId, date: day.date }));
  };

  return (
    <section ref={panel} className="panel return-booked" aria-labelledby={`${ids}-booked`}>
      <h2 id={`${ids}-booked`}>{t('dropOff.bookedHeading')}</h2>
      <dl className="return-facts">
        <Fact label={t('dropOff.dealer')}>
          {booking.dealerName}
          <br />
          {booking.dealerAddress}
        </Fact>
        <Fact label={t('dropOff.date')}>{formatDate(booking.date, market, 'long')}</Fact>
        {dropOff.reference && (
          <Fact label={t('dropOff.reference')}>
            <code className="return-reference">{dropOff.reference}</code>
          </Fact>
        )}
      </dl>
      {dropOff.reference && <p className="hint">{t('dropOff.referenceHint', { bookingId: booking.bookingId })}</p>}
      {changing ? (
        <form onSubmit={saveDate} noValidate className="return-change-date">
          <DropOffDateField id={`${ids}-date`} {...day.field} />
          {dropOff.booking.status === 'failed' && dropOff.booking.error && (
            <p className="field-error" role="alert">
              {t(dropOff.booking.error)}
            </p>
          )}
          <div className="form-actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                setChanging(false);
                day.setDate(booking.date);
              }}
            >
              {t('dropOff.keepDate')}
            </button>
            <button type="submit" className="button button-primary" disabled={dropOff.booking.status === 'working'}>
              {t('dropOff.saveDate')}
            </button>
          </div>
        </form>
      ) : (
        <div className="actions">
          <button type="button" className="button" onClick={() => setChanging(true)}>
            {t('dropOff.changeDate')}
          </button>
          <button type="button" className="button" onClick={() => setModal(CANCEL_MODAL)}>
            {t('dropOff.cancel')}
          </button>
        </div>
      )}
      {dropOff.cancel.status === 'failed' && (
        <p className="field-error" role="alert">
          {t('dropOff.cancelFailed')}
        </p>
      )}
      <p className="return-link-row">
        <RouteLink to="complete-return" query={new URLSearchParams({ returnId: value.returnId }).toString()}>
          {t('returns.link.complete')}
        </RouteLink>
      </p>
      <ConfirmDialog
        name={CANCEL_MODAL}
        activeModal={modal}
        title={t('dropOff.cancelTitle')}
        body={t('dropOff.cancelBody', {
          date: formatDate(booking.date, market, 'long'),
          dealer: booking.dealerName,
        })}
        confirmDisabled={dropOff.cancel.status === 'working'}
        cancelLabel={t('dropOff.keep')}
        confirmLabel={t('dropOff.cancelConfirm')}
        onCancel={() => setModal(null)}
        onConfirm={() => {
          setModal(null);
          dispatch(bookingCancelRequested(booking.bookingId));
        }}
      />
    </section>
  );
}
