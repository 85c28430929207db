import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { VehicleOrderDetail } from '../../../generated/types/api/owner';
import { formatDate } from '../../../lib/format/date-time';
import { statusGroupOf, trackingRegionOf } from '../../../lib/orders/status-groups';
import { dataTextKey } from '../../../lib/texts/text-key';
import { LoadState } from '../../../ui/load-state';
import { useMarket, useOrdersTable } from '../../../ui/market-context';
import { handoverRequested, selectHandover, tickRequested, type HandoverState } from '../handover-slice';

/** Whether the order is in delivery: its status is in one of the groups markets/orders.json handover names. */
export function useInDelivery(order: VehicleOrderDetail): boolean {
  const { statusGroups, handover } = useOrdersTable();
  const group = statusGroupOf(order.statusCode, trackingRegionOf(order.countryCode, statusGroups), statusGroups);
  return (handover.statusGroups as string[]).includes(group);
}

/**
 * The handover-day checklist of an order in delivery: what to bring and do on the day, ticked by the owner. Each tick
 * is kept by the service at once (no save button); one it refuses is taken back and said.
 */
export function HandoverChecklist({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const { market } = useMarket();
  const dispatch = useDispatch();
  const headingId = useId();
  const state = useSelector((s: { handover: HandoverState }) => selectHandover(s));
  useEffect(() => {
    dispatch(handoverRequested(orderId));
  }, [dispatch, orderId]);
  const current = state.orderId === orderId ? state : null;
  if (current?.status === 'notOffered') return null;
  const checklist = current?.status === 'loaded' ? current.checklist : null;
  const done = checklist?.items.filter((i) => i.done).length ?? 0;
  const total = checklist?.items.length ?? 0;
  return (
    <section className="panel handover" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('handover.title')}</h2>
      <p>{t('handover.lead')}</p>
      {!checklist ? (
        <LoadState
          status={current?.status ?? 'loading'}
          loadingLabel={t('app.loading')}
          message={t('handover.loadFailed')}
          retryLabel={t('handover.retry')}
          onRetry={() => dispatch(handoverRequested(orderId))}
        />
      ) : (
        <>
          {checklist.handoverDate && (
            <p className="handover-date">
              {t('handover.date', { date: formatDate(checklist.handoverDate, market, 'long') })}
            </p>
          )}
          <p className="handover-progress" role="status">
            {done === total ? t('handover.allDone') : t('handover.progress', { done, total })}
          </p>
          <ul className="handover-items">
            {checklist.items.map((item) => {
              const hintId = `${headingId}-${item.id}`;
              return (
                <li key={item.id} className={item.done ? 'handover-item handover-item--done' : 'handover-item'}>
                  <input
                    type="checkbox"
                    id={`${hintId}-box`}
                    checked={item.done}
                    aria-describedby={hintId}
                    onChange={(e) => dispatch(tickRequested({ orderId, itemId: item.id, done: e.target.checked }))}
                  />
                  <label htmlFor={`${hintId}-box`}>{t(dataTextKey('handover.item', `${item.id}.title`))}</label>
                  <p id={hintId} className="handover-hint">
                    {t(dataTextKey('handover.item', `${item.id}.hint`))}
                    {item.done && item.checkedAt && (
                      <span className="handover-checked">
                        {t('handover.checkedAt', { date: formatDate(item.checkedAt, market, 'long') })}
                      </span>
                    )}
                  </p>
                </li>
              );
            })}
          </ul>
          {current?.failedItem && (
            <p className="handover-failed" role="alert">
              {t('handover.saveFailed', { item: t(dataTextKey('handover.item', `${current.failedItem}.title`)) })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
