import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import type { OrderSummary } from '../../../generated/types/api/owner';
import { formatDate } from '../../../lib/format/date-time';
import { formatMoney } from '../../../lib/format/money';
import { routePath } from '../../../lib/market/route-paths';
import { isShownAmount } from '../../../lib/orders/order-amounts';
import { pageCount } from '../../../lib/orders/order-rules';
import { Fact } from '../../../ui/fact';
import { useFeature } from '../../../ui/feature-host';
import { LoadState } from '../../../ui/load-state';
import { useMarket, useOrdersTable } from '../../../ui/market-context';
import { RouteLink } from '../../../ui/route-link';
import { ScreenHeader } from '../../../ui/screen-header';
import { ordersFeature } from '../feature';
import { pageFromQuery, pageWindow, storeText } from '../labels';
import { OrderStatus } from './order-status';
import { historyPageRequested, selectHistory } from '../slice';

/**
 * The owner's accessory, charger and parts orders of the market brand's stores, newest first, a page at a time. The
 * page lives in the address (?page=2), so a reload or Back shows the same page.
 */
export function OrderHistoryScreen() {
  useFeature(ordersFeature);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const history = useSelector(selectHistory);
  const [search, setSearch] = useSearchParams();
  const requested = pageFromQuery(search.get('page'));
  const listHeading = useRef<HTMLHeadingElement>(null);
  const focusAfterLoad = useRef(false);

  useEffect(() => {
    dispatch(historyPageRequested(requested));
  }, [dispatch, requested]);

  useEffect(() => {
    // Only the answer to the page of the address counts (right after a click, the store still holds the last one).
    if (history.status !== 'loaded' || history.requested !== requested) return;
    // The service brings a page past the end back to the last one: the address says the page shown.
    if (history.page !== requested) setSearch({ page: String(history.page) }, { replace: true });
    if (focusAfterLoad.current) {
      focusAfterLoad.current = false;
      listHeading.current?.focus();
    }
  }, [history.status, history.requested, history.page, requested, setSearch]);

  const pages = pageCount(history.totalOrders, history.pageSize);
  return (
    <div className="screen orders-screen">
      <ScreenHeader title={t('screen.order-history.title')} lead={t('orders.history.lead')} />
      <LoadState
        status={history.status}
        loadingLabel={t('app.loading')}
        message={t('orders.history.failed')}
        retryLabel={t('orders.retry')}
        onRetry={() => dispatch(historyPageRequested(requested))}
      />
      {history.status === 'loaded' && history.orders.length === 0 && (
        <div className="panel orders-empty">
          <h2>{t('orders.history.empty.heading')}</h2>
          <p>{t('orders.history.empty.body')}</p>
        </div>
      )}
      {history.status === 'loaded' && history.orders.length > 0 && (
        <section aria-labelledby="orders-list-heading">
          <div className="orders-list-header">
            <h2 id="orders-list-heading" ref={listHeading} tabIndex={-1}>
              {t('orders.history.heading')}
            </h2>
            <p className="orders-count">
              {t('orders.history.pageOf', {
                page: String(history.page),
                pages: String(pages),
                total: String(history.totalOrders),
                count: history.totalOrders,
              })}
            </p>
          </div>
          <ul className="orders-list">
            {history.orders.map((order) => (
              <OrderCard key={order.orderNo} order={order} />
            ))}
          </ul>
          {pages > 1 && (
            <Pager
              page={history.page}
              pages={pages}
              onPage={() => {
                focusAfterLoad.current = true;
              }}
            />
          )}
        </section>
      )}
    </div>
  );
}

function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const { market } = useMarket();
  const table = useOrdersTable();
  return (
    <li className="order-card">
      <h3 className="order-card-title">
        <RouteLink to="order-details" params={{ orderNo: order.orderNo }}>
          {t('orders.history.orderLink', { orderNo: order.orderNo })}
        </RouteLink>
      </h3>
      <dl className="order-card-facts">
        <Fact label={t('orders.field.date')}>{formatDate(order.orderDate, market, 'medium')}</Fact>
        <Fact label={t('orders.field.store')}>{storeText(t, order.storeId, table)}</Fact>
        <Fact label={t('orders.field.status')}>
          <OrderStatus code={order.statusCode} />
        </Fact>
        <Fact label={t('orders.field.items')}>{order.itemCount}</Fact>
        {isShownAmount(order.total) && (
          <div>
            <dt>{t('orders.field.total')}</dt>
            <dd className="order-card-total">{formatMoney(order.total, order.currency, market)}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}

/** Previous, the page numbers and next, as links to ?page=n of this page (so they work as links do: new tab, Back). */
function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: () => void }) {
  const { t } = useTranslation();
  const { routes } = useMarket();
  const path = routePath(routes, 'order-history');
  if (path === undefined) return null;
  const to = (n: number) => `${path}?${new URLSearchParams({ page: String(n) }).toString()}`;
  return (
    <nav className="pager" aria-label={t('orders.pager.label')}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={to(page - 1)} className="pager-step" onClick={onPage}>
              {t('orders.pager.previous')}
            </Link>
          ) : (
            <span className="pager-step is-disabled">{t('orders.pager.previous')}</span>
          )}
        </li>
        {pageWindow(page, pages).map((n, i) => (
          <li key={n ?? `gap-${i}`}>
            {n === null ? (
              <span className="pager-gap" aria-hidden="true">
                …
              </span>
            ) : (
              <Link
                to={to(n)}
                className="pager-page"
                aria-current={n === page ? 'page' : undefined}
                onClick={n === page ? undefined : onPage}
                aria-label={t('orders.pager.page', { page: String(n) })}
              >
                {n}
              </Link>
            )}
          </li>
        ))}
        <li>
          {page < pages ? (
            <Link to={to(page + 1)} className="pager-step" onClick={onPage}>
              {t('orders.pager.next')}
            </Link>
          ) : (
            <span className="pager-step is-disabled">{t('orders.pager.next')}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
