import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { OrderProgress } from './order-progress';
import type { VehicleOrder } from '../../../generated/types/api/owner';
import { useFeature } from '../../../ui/feature-host';
import { LoadFailed, LoadState } from '../../../ui/load-state';
import { RouteLink } from '../../../ui/route-link';
import { ScreenHeader } from '../../../ui/screen-header';
import { Spinner } from '../../../ui/spinner';
import { useShownOnceReady } from '../../../ui/use-shown-once-ready';
import { VehiclePicture } from '../../../ui/vehicle-picture';
import { vehicleOrdersFeature } from '../feature';
import { ordersRequested, reservationsRequested, selectOrders, selectReservations } from '../slice';
import { TrackingNotOffered, useTrackingOffered } from './not-offered';
import { OrderFacts } from './order-status-view';
import { ReservationsSection } from './reservations-section';
import { vehicleModel } from '../../../lib/format/vehicle-name';

/** The owner's vehicle orders with their progress, then their reservations; a clear page where the market has no tracking. */
export function VehicleOrderTrackingScreen() {
  const { t } = useTranslation();
  const offered = useTrackingOffered();
  if (!offered) return <TrackingNotOffered title={t('screen.vehicle-order-tracking.title')} />;
  return <TrackingLists />;
}

function TrackingLists() {
  useFeature(vehicleOrdersFeature);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(ordersRequested());
    dispatch(reservationsRequested());
  }, [dispatch]);
  // Both lists appear together the first time: orders arriving first would push the reservations down as they grew.
  const statuses = [useSelector(selectOrders).status, useSelector(selectReservations).status];
  const pending = statuses.some((s) => s === 'idle' || s === 'loading');
  const ready = useShownOnceReady(pending);
  // One failure, one message: when neither list could be read, the page says so once, with one Try again.
  const bothFailed = statuses.every((s) => s === 'failed');
  return (
    <div className="screen vehicle-orders">
      <ScreenHeader title={t('screen.vehicle-order-tracking.title')} lead={t('tracking.lead')} />
      {ready && bothFailed && (
        <LoadFailed
          message={t('tracking.bothFailed')}
          retryLabel={t('tracking.retry')}
          onRetry={() => {
            dispatch(ordersRequested());
            dispatch(reservationsRequested());
          }}
        />
      )}
      {ready && !bothFailed && (
        <>
          <OrdersSection />
          <ReservationsSection />
        </>
      )}
      {!ready && <Spinner label={t('app.loading')} />}
    </div>
  );
}

function OrdersSection() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const orders = useSelector(selectOrders);
  const headingId = useId();
  return (
    <section className="tracking-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('tracking.orders.heading')}</h2>
      <LoadState
        status={orders.status}
        loadingLabel={t('app.loading')}
        message={t('tracking.orders.failed')}
        retryLabel={t('tracking.retry')}
        onRetry={() => dispatch(ordersRequested())}
      />
      {orders.status === 'loaded' && orders.items.length === 0 && (
        <div className="panel tracking-empty">
          <p>{t('tracking.orders.empty')}</p>
        </div>
      )}
      {orders.status === 'loaded' && orders.items.length > 0 && (
        <ul className="tracking-cards">
          {orders.items.map((order) => (
            <li key={order.orderId}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderCard({ order }: { order: VehicleOrder }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <article className="tracking-card" aria-labelledby={headingId}>
      <VehiclePicture model={order.model} />
      <h3 id={headingId}>{vehicleModel({ modelName: order.model, modelYear: order.modelYear }, t)}</h3>
      <p className="tracking-order-number">{t('tracking.order.number', { orderId: order.orderId })}</p>
      <OrderProgress statusCode={order.statusCode} countryCode={order.countryCode} />
      <OrderFacts order={order} />
      <p className="tracking-card-actions">
        <RouteLink
          to="vehicle-order-tracking-status"
          query={new URLSearchParams({ orderId: order.orderId }).toString()}
          className="button"
        >
          {t('tracking.order.viewStatus')}
          <span className="visually-hidden">{` ${order.orderId}`}</span>
        </RouteLink>
      </p>
    </article>
  );
}
