import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useFeature } from '../../../ui/feature-host';
import { RouteLink } from '../../../ui/route-link';
import { ScreenHeader } from '../../../ui/screen-header';
import { returnsFeature } from '../feature';
import { CompleteReturnView } from './complete-return-view';

/** /complete-return?returnId=…: the owner's return, its documents and photos. */
export function CompleteReturnScreen() {
  useFeature(returnsFeature);
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const returnId = params.get('returnId')?.trim() ?? '';
  return (
    <div className="screen returns">
      <ScreenHeader title={t('screen.complete-return.title')} />
      {returnId ? (
        <CompleteReturnView returnId={returnId} />
      ) : (
        <div className="panel" role="status">
          <p>{t('returns.complete.noReturn')}</p>
          <RouteLink to="order-history">{t('returns.link.orderHistory')}</RouteLink>
        </div>
      )}
    </div>
  );
}
