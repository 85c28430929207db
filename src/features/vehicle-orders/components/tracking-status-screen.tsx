import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import type { VehicleOrderDetail } from '../../../generated/types/api/owner';
import { useFeature } from '../../../ui/feature-host';
import { LoadFailed, LoadState } from '../../../ui/load-state';
import { RouteLink } from '../../../ui/route-link';
import { ScreenHeader } from '../../../ui/screen-header';
import { vehicleOrdersFeature } from '../feature';
import { orderStatusRequested, selectDetail, selectSticker, stickerRequested } from '../slice';
import { HandoverChecklist, useInDelivery } from './handover-checklist';
import { TrackingNotOffered, useTrackingOffered } from './not-offered';
import { OrderDealer } from './order-dealer';
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
      <ScreenHeader title={t('screen.tracking-status.title')} />
      <LoadState
        status={current.status}
        loadingLabel={t('app.loading')}
        message={t('tracking.status.failed')}
        retryLabel={t('tracking.retry')}
        onRetry={() => dispatch(orderStatusRequested(orderId))}
      />
      {current.status === 'notFound' && (
        <section className="panel tracking-not-found" aria-labelledby="tracking-not-found-heading">
          <h2 id="tracking-not-found-heading">{t('tracking.status.notFound.heading')}</h2>
          <p>{t('tracking.status.notFound.body')}</p>
          <RouteLink to="vehicle-order-tracking" className="button button-primary">
            {t('tracking.backToList')}
          </RouteLink>
        </section>
      )}
      {current.status === 'loaded' && current.order && <OwnOrder order={current.order} />}
    </div>
  );
}

/**
 * The owner's own order: its status with the window sticker, the handover checklist while it is in delivery, and the
 * selling dealer's details ("Your dealer").
 */
function OwnOrder({ order }: { order: VehicleOrderDetail }) {
  const inDelivery = useInDelivery(order);
  return (
    <OrderStatusView
      order={order}
      actions={order.windowSticker ? <WindowSticker orderId={order.orderId} /> : undefined}
      beforeHistory={
        <>
          {inDelivery && <HandoverChecklist orderId={order.orderId} />}
          <OrderDealer order={order} />
        </>
      }
    />
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
        <LoadFailed message={t('tracking.sticker.failed')} retryLabel={t('tracking.retry')} onRetry={download} />
      )}
    </div>
  );
}
