import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '../../../generated/routes';
import type { Order, OrderLine } from '../../../generated/types/api/owner';
import { addressLines } from '../../../lib/format/address';
import { countryName } from '../../../lib/format/country-name';
import { formatDate } from '../../../lib/format/date-time';
import { formatMoney } from '../../../lib/format/money';
import { shownAmounts } from '../../../lib/orders/order-amounts';
import { lineActions } from '../../../lib/orders/order-rules';
import { useMarket, useOrdersTable, useSite } from '../../../ui/market-context';
import { RouteLink } from '../../../ui/route-link';
import { returnStatusText, storeText } from '../labels';
import { OrderStatus } from './order-status';
import { Fact } from '../../../ui/fact';

export interface OrderViewProps {
  order: Order;
  /** A guest's view: nothing can be changed from it (no cancel). */
  readOnly: boolean;
  /** Where "Return items" goes: the owner's create-return, or a guest's make-return. */
  returnRoute: RouteName;
  /** History state handed to the return screen (a guest's order and authorization, so they are not asked again). */
  returnState?: unknown;
  /** Whether the order's returns are listed with links (the owner's complete-return page). */
  showReturns: boolean;
  /** The owner chose "Cancel item" on a line. */
  onCancel?: (line: OrderLine) => void;
  /**
   * The id of the page's own heading where it names the order (the owner's details page): the view then has no
   * heading of its own, and its sections are the page's second level.
   */
  headingId?: string;
}

/**
 * One order as the owner and a guest see it: number, date, status, store, where it goes, its lines and the totals
 * in the order's currency written the market's way. The heading takes focus after a look-up or a cancellation.
 */
export const OrderView = forwardRef<HTMLHeadingElement, OrderViewProps>(function OrderView(
  { order, readOnly, returnRoute, returnState, showReturns, onCancel, headingId },
  headingRef,
) {
  const Section = headingId ? 'h2' : 'h3';
  const { t } = useTranslation();
  const { market } = useMarket();
  const table = useOrdersTable();
  const { formats } = useSite();
  const money = (amount: number) => formatMoney(amount, order.currency, market);
  const returnable = order.items.some((line) => lineActions(line.status, table).returnable);
  // The code itself where the browser has no name for it.
  const country =
    countryName(market.languageRegionCode, order.shipTo.countryCode.toUpperCase()) ?? order.shipTo.countryCode;
  const amounts = shownAmounts(order);
  return (
    <article className="order-view" aria-labelledby={headingId ?? `order-${order.orderNo}`}>
      {!headingId && (
        <h2 id={`order-${order.orderNo}`} ref={headingRef} tabIndex={-1}>
          {t('orders.details.heading', { orderNo: order.orderNo })}
        </h2>
      )}
      <dl className="order-facts">
        <Fact label={t('orders.field.date')}>{formatDate(order.orderDate, market, 'long')}</Fact>
        <Fact label={t('orders.field.status')}>
          <OrderStatus code={order.statusCode} />
        </Fact>
        <Fact label={t('orders.field.store')}>{storeText(t, order.storeId, table)}</Fact>
      </dl>

      <div className="order-columns">
        <section className="panel order-lines-panel" aria-labelledby={`order-${order.orderNo}-lines`}>
          <Section id={`order-${order.orderNo}-lines`}>{t('orders.details.items')}</Section>
          <ul className="order-lines">
            {order.items.map((line) => (
              <li key={line.line} className="order-line" aria-label={line.name}>
                <div className="order-line-main">
                  <span className="order-line-name">{line.name}</span>
                  <span className="order-line-sku">{t('orders.line.sku', { sku: line.sku })}</span>
                </div>
                <dl className="order-line-facts">
                  <Fact label={t('orders.line.quantity')}>{line.quantity}</Fact>
                  <Fact label={t('orders.line.price')}>{money(line.price)}</Fact>
                  <Fact label={t('orders.line.status')}>
                    <OrderStatus code={line.status} />
                  </Fact>
                </dl>
                {!readOnly && onCancel && lineActions(line.status, table).cancellable && (
                  <button type="button" className="button order-line-cancel" onClick={() => onCancel(line)}>
                    {t('orders.cancel.button')}
                    <span className="visually-hidden">{`: ${line.name}`}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
          {returnable && (
            <p className="order-return-link">
              <RouteLink
                to={returnRoute}
                query={new URLSearchParams({ orderNo: order.orderNo }).toString()}
                state={returnState}
                className="button button-primary"
              >
                {t('orders.details.returnItems')}
              </RouteLink>
            </p>
          )}
        </section>

        <div className="order-side">
          {amounts.length > 0 && (
            <section className="panel" aria-labelledby={`order-${order.orderNo}-summary`}>
              <Section id={`order-${order.orderNo}-summary`}>{t('orders.details.summary')}</Section>
              <dl className="order-totals">
                {amounts.map(({ line, amount }) => (
                  <div key={line} className={line === 'total' ? 'order-total' : undefined}>
                    <dt>{t(`orders.total.${line}`)}</dt>
                    <dd>{money(amount)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
          <section className="panel" aria-labelledby={`order-${order.orderNo}-ship`}>
            <Section id={`order-${order.orderNo}-ship`}>{t('orders.details.shipTo')}</Section>
            <address className="order-address">
              {[
                order.shipTo.name,
                ...addressLines(
                  {
                    lines: [order.shipTo.address1],
                    town: order.shipTo.city,
                    region: order.shipTo.region,
                    postalCode: order.shipTo.postalCode,
                  },
                  order.shipTo.countryCode,
                  formats.addressFormats,
                ),
                country,
              ].map((l, i) => (
                <span key={`${i}-${l}`} className="address-line">
                  {l}
                </span>
              ))}
            </address>
          </section>
        </div>
      </div>

      {showReturns && order.returns.length > 0 && (
        <section className="panel" aria-labelledby={`order-${order.orderNo}-returns`}>
          <Section id={`order-${order.orderNo}-returns`}>{t('orders.details.returns')}</Section>
          <ul className="order-returns">
            {order.returns.map((r) => (
              <li key={r.returnId}>
                <RouteLink to="complete-return" query={new URLSearchParams({ returnId: r.returnId }).toString()}>
                  {t('orders.returns.link', { returnId: r.returnId })}
                </RouteLink>
                <span className="order-return-meta">
                  {` · ${formatDate(r.createdAt, market, 'medium')} · `}
                  {returnStatusText(t, r.status)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
});
