import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { OrderReturn } from '../../../generated/types/api/owner';
import { useUnsavedChanges } from '../../../ui/unsaved-changes';
import type { DropOffDealer } from '../api';
import { bookingRequested, preferredDealerRequested, selectReturns } from '../slice';
import { DropOffDateField, useDropOffDate } from './drop-off-date-field';
import { DropOffDealerChoice } from './drop-off-dealer-choice';
import { DropOffDealerSearch } from './drop-off-dealer-search';

/** Booking a drop-off: the dealer search, then a dealer (the preferred one first) and a date within the window. */
export function DropOffForm({ value }: { value: OrderReturn }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { dropOff } = useSelector(selectReturns);
  const [dealerCode, setDealerCode] = useState<string | null>(null);
  const day = useDropOffDate('');
  const ids = useId();
  useUnsavedChanges(dealerCode !== null || day.date !== '');

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
  const dealerError = day.tried && !chosen ? 'dropOff.chooseDealer' : null;

  const book = (event: FormEvent) => {
    event.preventDefault();
    const dateOk = day.check();
    if (!chosen || !dateOk) return;
    dispatch(bookingRequested({ returnId: value.returnId, dealerCode: chosen, date: day.date }));
  };

  return (
    <>
      <DropOffDealerSearch ids={ids} />
      <section className="panel" aria-labelledby={`${ids}-book`}>
        <h2 id={`${ids}-book`}>{t('dropOff.bookHeading')}</h2>
        <form onSubmit={book} noValidate>
          <DropOffDealerChoice
            ids={ids}
            dealers={dealers}
            preferred={preferred}
            chosen={chosen}
            dealerError={dealerError}
            onChoose={setDealerCode}
          />
          <DropOffDateField id={`${ids}-date`} {...day.field} />
          {dropOff.booking.status === 'failed' && dropOff.booking.error && (
            <p className="panel panel-error" role="alert">
              {t(dropOff.booking.error)}
            </p>
          )}
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={dropOff.booking.status === 'working'}>
              {dropOff.booking.status === 'working' ? t('dropOff.booking') : t('dropOff.book')}
            </button>
          </div>
        </form>
      </section>
    </>
  );
}
