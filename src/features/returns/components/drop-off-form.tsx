import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { OrderReturn } from '../../../generated/types/api/owner';
import { dropOffWindow } from '../../../lib/orders/drop-off';
import { useOrdersTable } from '../../../ui/market-context';
import { useUnsavedChanges } from '../../../ui/unsaved-changes';
import type { DropOffDealer } from '../api';
import { dropOffDateError } from '../return-choices';
import { bookingRequested, preferredDealerRequested, selectReturns } from '../slice';
import { DropOffDateField } from './drop-off-date-field';
import { DropOffDealerChoice } from './drop-off-dealer-choice';
import { DropOffDealerSearch } from './drop-off-dealer-search';
import { todayUtc } from './drop-off-today';

/** Booking a drop-off: the dealer search, then a dealer (the preferred one first) and a date within the window. */
export function DropOffForm({ value }: { value: OrderReturn }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { dropOff } = useSelector(selectReturns);
  const rules = useOrdersTable().dropOff;
  const [dealerCode, setDealerCode] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const [tried, setTried] = useState(false);
  const ids = useId();
  const today = todayUtc();
  const range = dropOffWindow(today, rules);
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
  const dateError = tried ? dropOffDateError(date, today, rules) : null;

  const book = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!chosen || dropOffDateError(date, today, rules)) return;
    dispatch(bookingRequested({ returnId: value.returnId, dealerCode: chosen, date }));
  };

  return (
    <>
      <DropOffDealerSearch ids={ids} />
      <section className="panel" aria-labelledby={`${ids}-book`}>
        <h2 id={`${ids}-book`}>{t('returns.dropOff.bookHeading')}</h2>
        <form onSubmit={book} noValidate>
          <DropOffDealerChoice
            ids={ids}
            dealers={dealers}
            preferred={preferred}
            chosen={chosen}
            dealerError={dealerError}
            onChoose={setDealerCode}
          />
          <DropOffDateField
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
