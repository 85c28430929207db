import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderProgress } from './order-progress';
import type { VehicleOrder, VehicleOrderDetail } from '../../../generated/types/api/owner';
import { formatDate } from '../../../lib/format/date-time';
import { vehicleModel } from '../../../lib/format/vehicle-name';
import { statusGroupOf, trackingRegionOf } from '../../../lib/orders/status-groups';
import { Fact } from '../../../ui/fact';
import { useMarket, useOrdersTable } from '../../../ui/market-context';
import { VehiclePicture } from '../../../ui/vehicle-picture';

/**
 * One vehicle order's status, read-only: the vehicle, the progress, the facts and the history. Shared by the owner's
 * status page and the guest check; `actions` and `beforeHistory` hold what only the owner may do (the window
 * sticker, the handover checklist).
 */
export function OrderStatusView({
  order,
  actions,
  beforeHistory,
}: {
  order: VehicleOrderDetail;
  actions?: ReactNode;
  /** What the owner acts on next (the handover checklist), between the status and the history. */
  beforeHistory?: ReactNode;
}) {
  const { t } = useTranslation();
  const { market } = useMarket();
  const { statusGroups } = useOrdersTable();
  const headingId = useId();
  const historyId = useId();
  const region = trackingRegionOf(order.countryCode, statusGroups);
  return (
    <>
      <section className="panel tracking-status" aria-labelledby={headingId}>
        <VehiclePicture model={order.model} />
        <h2 id={headingId}>{vehicleModel({ modelName: order.model, modelYear: order.modelYear }, t)}</h2>
        <p className="tracking-order-number">{t('tracking.order.number', { orderId: order.orderId })}</p>
        <OrderProgress statusCode={order.statusCode} countryCode={order.countryCode} />
        <OrderFacts order={order} />
        {actions}
      </section>
      {beforeHistory}
      <section className="panel tracking-history" aria-labelledby={historyId}>
        <h2 id={historyId}>{t('tracking.history.heading')}</h2>
        {order.events.length === 0 ? (
          <p className="empty">{t('tracking.history.none')}</p>
        ) : (
          // The service sends the events oldest first: the newest is last, as the owner reads a story.
          <ol className="tracking-events">
            {order.events.map((e, i) => (
              <li key={`${e.date}-${e.statusCode}-${i}`}>
                <time dateTime={e.date} className="tracking-event-date">
                  {formatDate(e.date, market, 'long')}
                </time>
                <span className="tracking-event-group">
                  {t(`tracking.group.${statusGroupOf(e.statusCode, region, statusGroups)}`)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

/** What the owner ordered and when it comes, on a card of the list and on the status page (with the VIN once known). */
export function OrderFacts({ order }: { order: VehicleOrder }) {
  const { t } = useTranslation();
  const { market } = useMarket();
  return (
    <dl className="tracking-facts">
      <TrackingFact label={t('tracking.field.trim')}>{order.trim}</TrackingFact>
      <TrackingFact label={t('tracking.field.colour')}>{order.colour}</TrackingFact>
      <TrackingFact label={t('tracking.field.orderDate')}>{formatDate(order.orderDate, market, 'long')}</TrackingFact>
      <TrackingFact label={t('tracking.field.estimatedDelivery')}>
        {order.estimatedDelivery
          ? formatDate(order.estimatedDelivery, market, 'long')
          : t('tracking.field.notKnownYet')}
      </TrackingFact>
      <TrackingFact label={t('tracking.field.dealer')}>{order.dealerName}</TrackingFact>
      {order.vin && (
        <TrackingFact label={t('vehicle.vinLabel')}>
          <span className="tracking-vin">{order.vin}</span>
        </TrackingFact>
      )}
    </dl>
  );
}

/** A fact of an order or reservation card. */
export function TrackingFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Fact label={label} className="tracking-fact">
      {children}
    </Fact>
  );
}
