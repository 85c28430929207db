import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { GuestCredentials } from '../../../api/client';
import { formatDate } from '../../../lib/format/date-time';
import { LoadFailed } from '../../../ui/load-state';
import { useMarket } from '../../../ui/market-context';
import { RouteLink } from '../../../ui/route-link';
import { Spinner } from '../../../ui/spinner';
import { labelRequested, returnRequested, selectReturns, slipRequested } from '../slice';
import { PhotoUploadField } from './photo-upload-field';
import { ReturnSteps } from './return-steps';
import { ReturnSummary } from './return-summary';

/** The complete-return view of owners and guests: summary, steps, label (mail), packing slip and photos. */
export function CompleteReturnView({ returnId, guest }: { returnId: string; guest?: GuestCredentials }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { current } = useSelector(selectReturns);
  useEffect(() => {
    dispatch(returnRequested({ returnId, guest }));
  }, [dispatch, returnId, guest]);

  if (current.status === 'notFound') {
    return (
      <div className="panel" role="status">
        <p>{t('returns.complete.notFound')}</p>
        {!guest && <RouteLink to="order-history">{t('returns.link.orderHistory')}</RouteLink>}
      </div>
    );
  }
  if (current.status === 'failed') {
    return (
      <LoadFailed
        message={t('returns.complete.failed')}
        retryLabel={t('returns.retry')}
        onRetry={() => dispatch(returnRequested({ returnId, guest }))}
      />
    );
  }
  const value = current.value;
  if (!value) return <Spinner label={t('app.loading')} />;
  return (
    <>
      {/* A guest's page shows its own steps (find, choose, send back) already. */}
      {!guest && <ReturnSteps value={value} />}
      <ReturnSummary value={value} />
      <Documents guest={guest} />
      <PhotoUploadField value={value} guest={guest} />
      {!guest && value.method === 'dealer' && (
        <p className="return-link-row">
          <RouteLink to="return-to-dealer" query={new URLSearchParams({ returnId: value.returnId }).toString()}>
            {t('returns.link.dropOff')}
          </RouteLink>
        </p>
      )}
    </>
  );
}

function Documents({ guest }: { guest?: GuestCredentials }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { market } = useMarket();
  const { current, label, slip } = useSelector(selectReturns);
  const value = current.value;
  if (!value) return null;
  const returnId = value.returnId;
  const mail = value.method === 'mail';
  return (
    <section className="panel return-documents" aria-labelledby="return-documents-heading">
      <h2 id="return-documents-heading">{t('returnDocuments.heading')}</h2>
      <p className="hint return-documents-intro">
        {t(mail ? 'returnDocuments.introMail' : 'returnDocuments.introDealer')}
      </p>
      {mail && label.createdAt && (
        <p className="notice" role="status">
          {t(label.cached ? 'returnDocuments.labelStored' : 'returnDocuments.labelCreated', {
            date: formatDate(label.createdAt, market, 'long'),
          })}
        </p>
      )}
      <div className="actions">
        {mail && (
          <button
            type="button"
            className="button button-primary"
            disabled={label.status === 'working'}
            onClick={() => dispatch(labelRequested({ returnId, guest }))}
          >
            {label.status === 'working' ? t('returnDocuments.preparing') : t('returnDocuments.label')}
          </button>
        )}
        <button
          type="button"
          className="button"
          disabled={slip.status === 'working'}
          onClick={() => dispatch(slipRequested({ returnId, guest }))}
        >
          {slip.status === 'working' ? t('returnDocuments.preparing') : t('returnDocuments.slip')}
        </button>
      </div>
      {label.status === 'failed' && (
        <p className="field-error" role="alert">
          {t('returnDocuments.labelFailed')}
        </p>
      )}
      {slip.status === 'failed' && (
        <p className="field-error" role="alert">
          {t('returnDocuments.slipFailed')}
        </p>
      )}
    </section>
  );
}
