import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatDate } from '../../../lib/format/date-time';
import { routePath } from '../../../lib/market/route-paths';
import { useFeature } from '../../../ui/feature-host';
import { LoadState } from '../../../ui/load-state';
import { useMarket } from '../../../ui/market-context';
import { RouteLink } from '../../../ui/route-link';
import { ScreenHeader } from '../../../ui/screen-header';
import { returnsFeature } from '../feature';
import { orderMissing, orderRequested, selectReturns } from '../slice';
import { ReturnForm } from './return-form';

/** /create-return?orderNo=…: the owner picks what goes back and how; a mail return moves on to complete, a dealer return to the drop-off. */
export function CreateReturnScreen() {
  useFeature(returnsFeature);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { market, routes } = useMarket();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  const { order, create } = useSelector(selectReturns);

  useEffect(() => {
    dispatch(orderNo ? orderRequested(orderNo) : orderMissing());
  }, [dispatch, orderNo]);
  // A return created before this visit (the store outlives the screen) is not a reason to move on.
  const [earlier] = useState(create.created?.returnId ?? null);
  const created = create.status === 'created' && create.created?.returnId !== earlier ? create.created : null;
  useEffect(() => {
    if (!created) return;
    const path = routePath(routes, created.method === 'dealer' ? 'return-to-dealer' : 'complete-return');
    if (path !== undefined) void navigate(`${path}?${new URLSearchParams({ returnId: created.returnId }).toString()}`);
  }, [created, navigate, routes]);

  return (
    <div className="screen returns">
      <ScreenHeader
        title={t('screen.create-return.title')}
        lead={
          order.order &&
          t('returns.create.lead', {
            orderNo: order.order.orderNo,
            date: formatDate(order.order.orderDate, market, 'long'),
          })
        }
      />
      <LoadState
        status={order.status}
        loadingLabel={t('app.loading')}
        message={t('returns.create.orderFailed')}
        retryLabel={t('returns.retry')}
        onRetry={() => dispatch(orderRequested(orderNo))}
      />
      {order.status === 'notFound' && (
        <div className="panel" role="status">
          <p>{t(orderNo ? 'returns.create.unknownOrder' : 'returns.create.noOrder')}</p>
          <RouteLink to="order-history">{t('returns.link.orderHistory')}</RouteLink>
        </div>
      )}
      {order.status === 'loaded' && order.order && (
        <section className="panel" aria-labelledby="return-create-heading">
          <h2 id="return-create-heading">{t('returns.create.heading')}</h2>
          <ReturnForm order={order.order} dealerOffered />
        </section>
      )}
    </div>
  );
}
