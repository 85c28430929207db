import { useTranslation } from 'react-i18next';
import type { OrderReturn } from '../../../generated/types/api/owner';
import { formatDate } from '../../../lib/format/date-time';
import { formatMoney } from '../../../lib/format/money';
import { codeKey } from '../../../lib/orders/order-rules';
import { dataTextKey } from '../../../lib/texts/text-key';
import { Fact } from '../../../ui/fact';
import { useMarket } from '../../../ui/market-context';

/** The return at a glance: number, order, status, refund, each item with its reason, and the drop-off if booked. */
export function ReturnSummary({ value }: { value: OrderReturn }) {
  const { t } = useTranslation();
  const { market } = useMarket();
  return (
    <section className="panel return-summary" aria-labelledby="return-summary-heading">
      <h2 id="return-summary-heading">{t('returns.summary.heading', { returnId: value.returnId })}</h2>
      <dl className="return-facts">
        <Fact label={t('returns.summary.order')}>{value.orderNo}</Fact>
        <Fact label={t('returns.summary.created')}>{formatDate(value.createdAt, market, 'long')}</Fact>
        <Fact label={t('returns.summary.status')}>{t(`returns.status.${codeKey(value.status)}`)}</Fact>
        <Fact label={t('returns.summary.method')}>{t(`returns.method.${value.method}`)}</Fact>
        <div>
          <dt>{t('returns.summary.refund')}</dt>
          <dd className="return-refund">{formatMoney(value.refundTotal, value.currency, market)}</dd>
        </div>
      </dl>
      <h3>{t('returns.summary.items')}</h3>
      <ul className="return-item-list">
        {value.items.map((item) => (
          <li key={item.line}>
            <span className="return-line-name">
              {t('returns.summary.item', { name: item.name, quantity: String(item.quantity) })}
            </span>
            <span className="return-line-meta">{t(dataTextKey('returns.reason', codeKey(item.reason)))}</span>
          </li>
        ))}
      </ul>
      {value.booking && (
        <>
          <h3>{t('returns.summary.dropOff')}</h3>
          <p className="return-booking">
            {value.booking.dealerName}
            <br />
            {value.booking.dealerAddress}
            <br />
            {formatDate(value.booking.date, market, 'long')}
          </p>
        </>
      )}
    </section>
  );
}
