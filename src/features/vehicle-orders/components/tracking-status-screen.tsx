import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { useFeature } from '../../../ui/feature-host';
import { RouteLink } from '../../../ui/route-link';
import { Spinner } from '../../../ui/spinner';
import { vehicleOrdersFeature } from '../feature';
import { orderStatusRequested, selectDetail, selectSticker, stickerRequested } from '../slice';
import { TrackingNotOffered, useTrackingOffered } from './not-offered';
import { OrderStatusView } from './order-status-view';

/** One of the owner's vehicle orders (?orderId=): its progress, facts, history and, where it has one, the window sticker. */
export function TrackingStatusScreen() {
  const { t } = useTranslation();
  const offered = useTrackingOffered();
  if (!offered) return <TrackingNotOffered title={t('screen.tracking-status.title')} />;
  return <OrderStatus />;
}

function OrderStatus() {
  useFeature(vehicleOrdersFeature);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const location = useLocation();
  const orderId = new URLSearchParams(location.search).get('orderId') ?? '';
  const detail = useSelector(selectDetail);
  useEffect(() => {
    dispatch(orderStatusRequested(orderId));
  }, [dispatch, orderId]);
  const current = detail.orderId === orderId ? detail : { status: 'loading' as const, order: null };
  return (
    <div className="screen vehicle-orders">
      <p className="tracking-back">
        <RouteLink to="vehicle-order-tracking">{t('tracking.backToList')}</RouteLink>
      </p>
      <div className="screen-header">
        <h1>{t('screen.tracking-status.title')}</h1>
      </div>
      {(current.status === 'idle' || current.status === 'loading') && <Spinner label={t('app.loading')} />}
      {current.status === 'notFound' && (
        <section className="panel tracking-not-found" aria-labelledby="tracking-not-found-heading">
          <h2 id="tracking-not-found-heading">{t('tracking.status.notFound.heading')}</h2>
          <p>{t('tracking.status.notFound.body')}</p>
          <RouteLink to="vehicle-order-tracking" className="button button-primary">
            {t('tracking.backToList')}
          </RouteLink>
        </section>
      )}
      {current.status === 'failed' && (
        <div className="panel panel-error" role="alert">
          <p>{t('tracking.status.failed')}</p>
          <button type="button" className="button" onClick={() => dispatch(orderStatusRequested(orderId))}>
            {t('tracking.retry')}
          </button>
        </div>
      )}
      {current.status === 'loaded' && current.order && (
        <OrderStatusView
          order={current.order}
          actions={current.order.windowSticker ? <WindowSticker orderId={current.order.orderId} /> : undefined}
        />
      )}
    </div>
  );
}

/** The window sticker as a PDF download; a failure says so and offers to try again. */
function WindowSticker({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const sticker = useSelector(selectSticker);
  const download = () => dispatch(stickerRequested(orderId));
  return (
    <div className="tracking-sticker">
      {sticker.status !== 'failed' && (
        <button
          type="button"
          className="button button-primary"
          onClick={download}
          disabled={sticker.status === 'loading'}
        >
          {sticker.status === 'loading' ? t('tracking.sticker.preparing') : t('tracking.sticker.download')}
        </button>
      )}
      {sticker.status === 'saved' && (
        <p className="tracking-notice" role="status">
          {t('tracking.sticker.saved')}
        </p>
      )}
      {sticker.status === 'failed' && (
        <div className="panel panel-error" role="alert">
          <p>{t('tracking.sticker.failed')}</p>
          <button type="button" className="button" onClick={download}>
            {t('tracking.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
