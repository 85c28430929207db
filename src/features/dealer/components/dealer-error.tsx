import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../../lib/texts/text-key';
import { DEALER_TRANSFORMATION_ERROR, type DealerError } from '../dealer-details';

/** Spec 001 §8: a dealer error, by its mapped code, as a panel that says what happened. */
export function dealerErrorKey(error: DealerError): TextKey {
  if (error.errorCode === DEALER_TRANSFORMATION_ERROR) return 'dealer.error.transformation';
  if (error.errorCode === 'DEALER_NOT_FOUND' || error.statusCode === 404) return 'dealer.error.notFound';
  return 'dealer.error.service';
}

export function DealerErrorPanel({ error, onRetry }: { error: DealerError; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="panel panel-error dealer-error" role="alert">
      <h3>{t('dealer.error.title')}</h3>
      <p>{t(dealerErrorKey(error))}</p>
      <p className="dealer-error-code">
        {t('dealer.error.code', {
          code: error.statusCode ? `${error.errorCode} (${error.statusCode})` : error.errorCode,
        })}
      </p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('dealer.retry')}
        </button>
      )}
    </div>
  );
}
