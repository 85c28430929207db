import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { Recall } from '../../../generated/types/api/owner';
import { dayWindow, isIsoDay, isoDayOf } from '../../../lib/dates/day-window';
import { formatDate } from '../../../lib/format/date-time';
import { BackToGarage } from '../../../ui/back-to-garage';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DayField } from '../../../ui/day-field';
import { Fact } from '../../../ui/fact';
import { useFeature } from '../../../ui/feature-host';
import { LoadFailed, LoadState } from '../../../ui/load-state';
import { useMarket, useSite } from '../../../ui/market-context';
import { RouteLink } from '../../../ui/route-link';
import { ScreenHeader } from '../../../ui/screen-header';
import { useUnsavedChanges } from '../../../ui/unsaved-changes';
import { panelHeading, useModeFocus } from '../../../ui/use-mode-focus';
import { useAskAgainOnline } from '../../../ui/use-online';
import { useVinParam } from '../../../ui/use-vin-param';
import { recallsFeature } from '../feature';
import {
  isOpen,
  recallsRequested,
  remedyBookingRequested,
  remedyCancelRequested,
  selectBookingOf,
  selectRecallsOf,
  type RecallBooking,
  type RecallsState,
} from '../slice';

/**
 * /vehicle-recalls?vin=…: the safety recalls of one vehicle of the owner's garage (the dashboard's vehicle card links
 * here), each with what it concerns, the risk, the free remedy and where it stands. The remedy of an open one is
 * booked here with the owner's preferred dealer, on a day of markets/site.json recalls' window; a booked one can be
 * cancelled.
 */
export function VehicleRecallsScreen() {
  useFeature(recallsFeature);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const vin = useVinParam();
  const state = useSelector((s: { recalls: RecallsState }) => selectRecallsOf(s, vin));
  useEffect(() => {
    if (vin) dispatch(recallsRequested({ vin }));
  }, [dispatch, vin]);
  useAskAgainOnline(state.status === 'failed' && state.offline && vin !== '', () =>
    dispatch(recallsRequested({ vin })),
  );

  return (
    <div className="screen recalls">
      <ScreenHeader title={t('screen.vehicle-recalls.title')} lead={t('recalls.lead')} />
      {!vin ? (
        <div className="panel recalls-message">
          <p>{t('recalls.noVehicle')}</p>
          <BackToGarage />
        </div>
      ) : state.status === 'failed' && state.reason === 'not-in-garage' ? (
        <LoadFailed message={t('recalls.notInGarage')}>
          <BackToGarage />
        </LoadFailed>
      ) : state.status === 'loaded' ? (
        <RecallList vin={vin} checkedAt={state.checkedAt} recalls={state.recalls} />
      ) : (
        <LoadState
          status={state.status}
          loadingLabel={t('app.loading')}
          message={t('recalls.loadFailed')}
          retryLabel={t('app.offline.retry')}
          onRetry={() => dispatch(recallsRequested({ vin }))}
        />
      )}
    </div>
  );
}

/** The vehicle (its VIN, once) and when it was checked, then a card per recall: open ones first, as the service sends them. */
function RecallList({ vin, checkedAt, recalls }: { vin: string; checkedAt: string; recalls: Recall[] }) {
  const { t } = useTranslation();
  const { market } = useMarket();
  const checked = formatDate(checkedAt, market);
  return (
    <>
      <p className="recalls-vehicle">
        <span className="recalls-vin">{t('vehicle.vin', { vin })}</span>
        <span className="recalls-checked">{t('recalls.checked', { date: checked })}</span>
      </p>
      {recalls.length === 0 ? (
        <p className="panel recalls-none" role="status">
          {t('recalls.none')}
        </p>
      ) : (
        <ul className="recalls-list">
          {recalls.map((r) => (
            <RecallCard key={r.campaignId} vin={vin} recall={r} />
          ))}
        </ul>
      )}
    </>
  );
}

/** One campaign: the part it concerns, its number and date, where it stands, the risk and the free remedy. */
function RecallCard({ vin, recall }: { vin: string; recall: Recall }) {
  const { t } = useTranslation();
  const { market } = useMarket();
  const dispatch = useDispatch();
  const booking = useSelector((s: { recalls: RecallsState }) => selectBookingOf(s, vin, recall.campaignId));
  const [formOpen, setFormOpen] = useState(false);
  const [modal, setModal] = useState<string | null>(null);
  const card = useRef<HTMLLIElement>(null);
  const date = (value: string) => formatDate(value, market, 'long');
  const open = isOpen(recall);
  // The form belongs to an open recall: once booked it is gone, and the focus goes to the card's heading (the form's
  // controls are gone). Cancelling that booking (only then is the recall open again) does not bring it back.
  const formShown = formOpen && recall.status === 'open';
  useModeFocus(card, formShown);
  // Cancelled: the Cancel button the focus was on is gone; the heading takes it.
  const cancelled = booking?.done === 'cancelled';
  const wasCancelled = useRef(cancelled);
  useEffect(() => {
    if (cancelled && !wasCancelled.current && card.current) panelHeading(card.current)?.focus();
    wasCancelled.current = cancelled;
  }, [cancelled]);

  const cancelModal = `cancel-recall-booking-${recall.campaignId}`;
  const cancelling = booking?.kind === 'cancel' ? booking : null;
  return (
    <li ref={card} className={`recall-card recall-card-${recall.status}`}>
      <h2 className="recall-title">{t(`recalls.component.${recall.component}`)}</h2>
      <p className="recall-campaign">
        <span>{t('recalls.campaign', { id: recall.campaignId })}</span>
        <span>{t('recalls.issued', { date: date(recall.issuedOn) })}</span>
      </p>
      <dl className="recall-facts">
        <Fact label={t('recalls.statusLabel')} className="recall-status">
          <span className={`recall-badge recall-badge-${recall.status}`}>{t(`recalls.status.${recall.status}`)}</span>
          {recall.status === 'scheduled' && recall.scheduledFor && recall.dealerName && (
            <span className="recall-status-detail">
              {t('recalls.scheduledFor', { date: date(recall.scheduledFor), dealer: recall.dealerName })}
            </span>
          )}
          {recall.status === 'remedied' && recall.remediedOn && (
            <span className="recall-status-detail">{t('recalls.remediedOn', { date: date(recall.remediedOn) })}</span>
          )}
        </Fact>
        <Fact label={t('recalls.riskLabel')}>{t(`recalls.risk.${recall.risk}`)}</Fact>
        <Fact label={t('recalls.remedyLabel')}>{t(`recalls.remedy.${recall.remedy}`)}</Fact>
      </dl>
      {open && <p className="recall-free">{t('recalls.free')}</p>}
      {recall.status === 'open' &&
        (!recall.remedyAvailable ? (
          <p className="recall-wait">{t('recalls.notYetAvailable')}</p>
        ) : formShown ? (
          <BookingForm
            vin={vin}
            recall={recall}
            booking={booking?.kind === 'book' ? booking : null}
            onClose={() => setFormOpen(false)}
          />
        ) : (
          <p className="recall-action">
            <button type="button" className="button button-primary" onClick={() => setFormOpen(true)}>
              {t('recalls.book.open')}
            </button>
          </p>
        ))}
      {recall.status === 'scheduled' && (
        <p className="recall-action">
          <button type="button" className="button" onClick={() => setModal(cancelModal)}>
            {t('recalls.cancel.action')}
          </button>
        </p>
      )}
      {recall.status === 'scheduled' && cancelling?.status === 'failed' && cancelling.error && (
        <p className="field-error" role="alert">
          {t(cancelling.error)}
        </p>
      )}
      {/* Always there, so that what it says is announced when it appears. */}
      <p className="recall-done" role="status">
        {booking?.done === 'booked' && recall.status === 'scheduled' && recall.scheduledFor
          ? t('recalls.book.done', { date: date(recall.scheduledFor), dealer: recall.dealerName ?? '' })
          : booking?.done === 'cancelled' && recall.status === 'open'
            ? t('recalls.cancel.done')
            : null}
      </p>
      <ConfirmDialog
        name={cancelModal}
        activeModal={modal}
        title={t('recalls.cancel.title')}
        body={t('recalls.cancel.body')}
        cancelLabel={t('recalls.cancel.keep')}
        confirmLabel={t('recalls.cancel.confirm')}
        confirmDisabled={cancelling?.status === 'working'}
        onCancel={() => setModal(null)}
        onConfirm={() => {
          setModal(null);
          setFormOpen(false);
          dispatch(remedyCancelRequested({ vin, campaignId: recall.campaignId }));
        }}
      />
    </li>
  );
}

/**
 * The booking of an open recall's remedy, in its card: the day of the visit with the preferred dealer, within the
 * window of markets/site.json recalls from today. A failed booking keeps the day chosen (the slice has it too).
 */
function BookingForm({
  vin,
  recall,
  booking,
  onClose,
}: {
  vin: string;
  recall: Recall;
  booking: RecallBooking | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { market } = useMarket();
  const dispatch = useDispatch();
  const rules = useSite().recalls;
  const ids = useId();
  const [day, setDay] = useState(booking?.status === 'failed' ? (booking.date ?? '') : '');
  const [tried, setTried] = useState(false);
  // Today as the service counts days (UTC), as of when the form opened.
  const [today] = useState(() => isoDayOf(Date.now()));
  const { min, max } = dayWindow(today, rules.bookingEarliestDays, rules.bookingLatestDays);
  const valid = isIsoDay(day) && day >= min && day <= max;
  const span = { min: formatDate(min, market, 'long'), max: formatDate(max, market, 'long') };
  const working = booking?.status === 'working';
  // The service refused the day (outside its window): the day field says so, with the window, until it changes.
  const refusedDay =
    booking?.status === 'failed' && booking.error === 'recalls.book.dateInvalid' && day === booking.date;
  useUnsavedChanges(day !== '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!valid || working) return;
    dispatch(remedyBookingRequested({ vin, campaignId: recall.campaignId, date: day }));
  };

  return (
    <form className="recall-booking" onSubmit={submit} noValidate aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`}>{t('recalls.book.heading', { id: recall.campaignId })}</h3>
      <p className="recall-booking-dealer">
        {t('recalls.book.withDealer')} <RouteLink to="preferred-dealer">{t('recalls.book.changeDealer')}</RouteLink>
      </p>
      <DayField
        id={`${ids}-date`}
        className="recall-booking-date"
        label={t('recalls.book.date')}
        hint={t('recalls.book.window', span)}
        error={(tried && !valid) || refusedDay ? t('recalls.book.dateInvalid', span) : null}
        value={day}
        onChange={setDay}
        min={min}
        max={max}
      />
      {booking?.status === 'failed' && booking.error && booking.error !== 'recalls.book.dateInvalid' && (
        <p className="field-error" role="alert">
          {t(booking.error)}
          {booking.error === 'recalls.book.noDealer' && (
            <>
              {' '}
              <RouteLink to="preferred-dealer">{t('recalls.book.changeDealer')}</RouteLink>
            </>
          )}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>
          {t('recalls.book.close')}
        </button>
        <button type="submit" className="button button-primary" disabled={working}>
          {working ? t('recalls.book.working') : t('recalls.book.submit')}
        </button>
      </div>
    </form>
  );
}
