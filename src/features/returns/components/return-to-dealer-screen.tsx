import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import type { Booking, OrderReturn } from '../../../generated/types/api/owner';
import { formatDate } from '../../../lib/format/date-time';
import { dropOffWindow } from '../../../lib/orders/drop-off';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Fact } from '../../../ui/fact';
import { useFeature } from '../../../ui/feature-host';
import { LoadFailed } from '../../../ui/load-state';
import { useMarket } from '../../../ui/market-context';
import { RouteLink } from '../../../ui/route-link';
import { ScreenHeader } from '../../../ui/screen-header';
import { Spinner } from '../../../ui/spinner';
import { useUnsavedChanges } from '../../../ui/unsaved-changes';
import { useModeFocus } from '../../../ui/use-mode-focus';
import type { DropOffDealer } from '../api';
import { returnsFeature } from '../feature';
import { dropOffDateError } from '../return-choices';
import {
  bookingCancelRequested,
  bookingDateChangeRequested,
  bookingRequested,
  dealerSearchRequested,
  preferredDealerRequested,
  returnRequested,
  selectReturns,
} from '../slice';

const CANCEL_MODAL = 'cancel-drop-off';
/** The longest search text the dealer search takes (schemas/api dealerSearchQuery.q). */
const SEARCH_MAX = 60;

/** Today as the service counts days (UTC). */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** /return-to-dealer?returnId=…: book a drop-off at a dealer (the preferred one first), then change or cancel it. */
export function ReturnToDealerScreen() {
  useFeature(returnsFeature);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const returnId = params.get('returnId')?.trim() ?? '';
  const { current } = useSelector(selectReturns);
  useEffect(() => {
    if (returnId) dispatch(returnRequested({ returnId }));
  }, [dispatch, returnId]);
  const value = current.returnId === returnId ? current.value : null;

  let body;
  if (!returnId || current.status === 'notFound') {
    body = (
      <div className="panel" role="status">
        <p>{t(returnId ? 'returns.complete.notFound' : 'returns.complete.noReturn')}</p>
        <RouteLink to="order-history">{t('returns.link.orderHistory')}</RouteLink>
      </div>
    );
  } else if (current.status === 'failed') {
    body = (
      <LoadFailed
        message={t('returns.complete.failed')}
        retryLabel={t('returns.retry')}
        onRetry={() => dispatch(returnRequested({ returnId }))}
      />
    );
  } else if (!value) {
    body = <Spinner label={t('app.loading')} />;
  } else if (value.method !== 'dealer') {
    body = (
      <div className="panel" role="status">
        <p>{t('returns.dropOff.byMail')}</p>
        <RouteLink to="complete-return" query={new URLSearchParams({ returnId }).toString()}>
          {t('returns.link.complete')}
        </RouteLink>
      </div>
    );
  } else {
    // Keyed by the date: a saved change shows the booking afresh, its date form closed.
    body = value.booking ? (
      <BookedDropOff key={value.booking.date} value={value} booking={value.booking} />
    ) : (
      <DropOffForm value={value} />
    );
  }
  return (
    <div className="screen returns">
      <ScreenHeader
        title={t('screen.return-to-dealer.title')}
        lead={
          value && t(value.booking ? 'returns.summary.heading' : 'returns.dropOff.lead', { returnId: value.returnId })
        }
      />
      {body}
    </div>
  );
}

function DropOffForm({ value }: { value: OrderReturn }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { dropOff } = useSelector(selectReturns);
  const [query, setQuery] = useState('');
  const [queryProblem, setQueryProblem] = useState(false);
  const [dealerCode, setDealerCode] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const [tried, setTried] = useState(false);
  const ids = useId();
  const today = todayUtc();
  const range = dropOffWindow(today);
  useUnsavedChanges(dealerCode !== null || date !== '');

  useEffect(() => {
    dispatch(preferredDealerRequested());
  }, [dispatch]);
  const preferred = dropOff.preferred.dealer;
  // The preferred dealer is preselected until the owner picks another.
  const chosen = dealerCode ?? preferred?.dealerCode ?? null;
  const dealers: DropOffDealer[] = [
    ...(preferred ? [preferred] : []),
    ...dropOff.search.results.filter((d) => d.dealerCode !== preferred?.dealerCode),
  ];
  const dealerError = tried && !chosen ? 'returns.dropOff.chooseDealer' : null;
  const dateError = tried ? dropOffDateError(date, today) : null;

  const search = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    const bad = q.length === 0 || q.length > SEARCH_MAX;
    setQueryProblem(bad);
    if (!bad) dispatch(dealerSearchRequested(q));
  };
  const book = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!chosen || dropOffDateError(date, today)) return;
    dispatch(bookingRequested({ returnId: value.returnId, dealerCode: chosen, date }));
  };

  return (
    <>
      <section className="panel" aria-labelledby={`${ids}-search`}>
        <h2 id={`${ids}-search`}>{t('returns.dropOff.searchHeading')}</h2>
        <form
          role="search"
          aria-labelledby={`${ids}-search`}
          onSubmit={search}
          noValidate
          className="return-dealer-search"
        >
          <div className="field">
            <label htmlFor={`${ids}-q`}>{t('returns.dropOff.searchLabel')}</label>
            <input
              id={`${ids}-q`}
              type="search"
              value={query}
              maxLength={SEARCH_MAX}
              onChange={(e) => setQuery(e.target.value)}
              aria-invalid={queryProblem ? true : undefined}
              aria-describedby={queryProblem ? `${ids}-q-error` : undefined}
            />
            {queryProblem && (
              <p className="field-error" id={`${ids}-q-error`}>
                {t('returns.dropOff.searchEmpty')}
              </p>
            )}
          </div>
          <div className="form-actions">
            <button type="submit" className="button" disabled={dropOff.search.status === 'loading'}>
              {t('returns.dropOff.searchSubmit')}
            </button>
          </div>
        </form>
        {dropOff.search.status === 'loading' && <Spinner label={t('app.loading')} />}
        {dropOff.search.status === 'failed' && (
          <p className="field-error" role="alert">
            {t('returns.dropOff.searchFailed')}
          </p>
        )}
        {dropOff.search.status === 'loaded' && dropOff.search.results.length === 0 && (
          <p role="status">{t('returns.dropOff.noResults', { query: dropOff.search.query })}</p>
        )}
      </section>
      <section className="panel" aria-labelledby={`${ids}-book`}>
        <h2 id={`${ids}-book`}>{t('returns.dropOff.bookHeading')}</h2>
        <form onSubmit={book} noValidate>
          <fieldset className="return-dealers" aria-describedby={dealerError ? `${ids}-dealer-error` : undefined}>
            <legend>{t('returns.dropOff.dealerLegend')}</legend>
            {dropOff.preferred.status === 'loading' && <Spinner label={t('app.loading')} />}
            {dropOff.preferred.status === 'failed' && <p className="hint">{t('returns.dropOff.preferredFailed')}</p>}
            {dropOff.preferred.status === 'loaded' && !preferred && (
              <p className="hint">{t('returns.dropOff.noPreferred')}</p>
            )}
            {dealers.map((d) => (
              <div key={d.dealerCode} className="return-method-choice">
                <input
                  id={`${ids}-dealer-${d.dealerCode}`}
                  type="radio"
                  name={`${ids}-dealer`}
                  value={d.dealerCode}
                  checked={chosen === d.dealerCode}
                  onChange={() => setDealerCode(d.dealerCode)}
                />
                <label htmlFor={`${ids}-dealer-${d.dealerCode}`}>
                  <span className="return-method-name">{d.name}</span>
                  {d.dealerCode === preferred?.dealerCode && (
                    <span className="badge badge-muted">{t('returns.dropOff.preferred')}</span>
                  )}
                  <span className="return-line-meta">{d.address}</span>
                </label>
              </div>
            ))}
            {dealerError && (
              <p className="field-error" id={`${ids}-dealer-error`}>
                {t(dealerError)}
              </p>
            )}
          </fieldset>
          <DateField
            id={`${ids}-date`}
            value={date}
            onChange={setDate}
            error={dateError}
            min={range.min}
            max={range.max}
          />
          {dropOff.booking.status === 'failed' && dropOff.booking.error && (
            <p className="panel panel-error" role="alert">
              {t(dropOff.booking.error)}
            </p>
          )}
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={dropOff.booking.status === 'working'}>
              {dropOff.booking.status === 'working' ? t('returns.dropOff.booking') : t('returns.dropOff.book')}
            </button>
          </div>
        </form>
      </section>
    </>
  );
}

function DateField({
  id,
  value,
  onChange,
  error,
  min,
  max,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  error: string | null;
  min: string;
  max: string;
}) {
  const { t } = useTranslation();
  const { market } = useMarket();
  return (
    <div className="field return-date">
      <label htmlFor={id}>{t('returns.dropOff.date')}</label>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      <p className="hint" id={`${id}-hint`}>
        {t('returns.dropOff.window', { min: formatDate(min, market, 'long'), max: formatDate(max, market, 'long') })}
      </p>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {t(error)}
        </p>
      )}
    </div>
  );
}

function BookedDropOff({ value, booking }: { value: OrderReturn; booking: Booking }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { market } = useMarket();
  const { dropOff } = useSelector(selectReturns);
  const [modal, setModal] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  const [date, setDate] = useState(booking.date);
  const [tried, setTried] = useState(false);
  const ids = useId();
  const today = todayUtc();
  const range = dropOffWindow(today);
  const dateError = tried ? dropOffDateError(date, today) : null;
  const panel = useRef<HTMLElement>(null);
  useModeFocus(panel, changing);
  useUnsavedChanges(changing && date !== booking.date);

  const saveDate = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (dropOffDateError(date, today)) return;
    dispatch(bookingDateChangeRequested({ bookingId: booking.bookingId, date }));
  };

  return (
    <section ref={panel} className="panel return-booked" aria-labelledby={`${ids}-booked`}>
      <h2 id={`${ids}-booked`}>{t('returns.dropOff.bookedHeading')}</h2>
      <dl className="return-facts">
        <Fact label={t('returns.dropOff.dealer')}>
          {booking.dealerName}
          <br />
          {booking.dealerAddress}
        </Fact>
        <Fact label={t('returns.dropOff.date')}>{formatDate(booking.date, market, 'long')}</Fact>
        {dropOff.reference && (
          <Fact label={t('returns.dropOff.reference')}>
            <code className="return-reference">{dropOff.reference}</code>
          </Fact>
        )}
      </dl>
      {dropOff.reference && (
        <p className="hint">{t('returns.dropOff.referenceHint', { bookingId: booking.bookingId })}</p>
      )}
      {changing ? (
        <form onSubmit={saveDate} noValidate className="return-change-date">
          <DateField
            id={`${ids}-date`}
            value={date}
            onChange={setDate}
            error={dateError}
            min={range.min}
            max={range.max}
          />
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
                setDate(booking.date);
              }}
            >
              {t('returns.dropOff.keepDate')}
            </button>
            <button type="submit" className="button button-primary" disabled={dropOff.booking.status === 'working'}>
              {t('returns.dropOff.saveDate')}
            </button>
          </div>
        </form>
      ) : (
        <div className="actions">
          <button type="button" className="button" onClick={() => setChanging(true)}>
            {t('returns.dropOff.changeDate')}
          </button>
          <button type="button" className="button" onClick={() => setModal(CANCEL_MODAL)}>
            {t('returns.dropOff.cancel')}
          </button>
        </div>
      )}
      {dropOff.cancel.status === 'failed' && (
        <p className="field-error" role="alert">
          {t('returns.dropOff.cancelFailed')}
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
        title={t('returns.dropOff.cancelTitle')}
        body={t('returns.dropOff.cancelBody', {
          date: formatDate(booking.date, market, 'long'),
          dealer: booking.dealerName,
        })}
        confirmDisabled={dropOff.cancel.status === 'working'}
        cancelLabel={t('returns.dropOff.keep')}
        confirmLabel={t('returns.dropOff.cancelConfirm')}
        onCancel={() => setModal(null)}
        onConfirm={() => {
          setModal(null);
          dispatch(bookingCancelRequested(booking.bookingId));
        }}
      />
    </section>
  );
}
