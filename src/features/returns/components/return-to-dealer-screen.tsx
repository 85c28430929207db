import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { useFeature } from '../../../ui/feature-host';
import { LoadFailed } from '../../../ui/load-state';
import { RouteLink } from '../../../ui/route-link';
import { ScreenHeader } from '../../../ui/screen-header';
import { Spinner } from '../../../ui/spinner';
import { returnsFeature } from '../feature';
import { returnRequested, selectReturns } from '../slice';
import { BookedDropOff } from './booked-drop-off';
import { DropOffForm } from './drop-off-form';

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
        <p>{t('dropOff.byMail')}</p>
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
        lead={value && t(value.booking ? 'returns.summary.heading' : 'dropOff.lead', { returnId: value.returnId })}
      />
      {body}
    </div>
  );
}
