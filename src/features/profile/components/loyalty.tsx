import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { formatDate } from '../../../lib/format/date-time';
import { numberFormat } from '../../../lib/format/intl-formats';
import { useMarket } from '../../../ui/market-context';
import { loyaltyRequested, selectLoyalty } from '../slice';

/** The loyalty programme on the dashboard (markets with one): points, those expiring, and the recent activity. */
export function LoyaltyCard() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { market } = useMarket();
  const loyalty = useSelector(selectLoyalty);
  const numbers = numberFormat(market.languageRegionCode, { signDisplay: 'exceptZero' });
  const plain = numberFormat(market.languageRegionCode);
  // The dashboard asks for the points (it shows the page once they are in).
  if (!market.loyaltyProgramme) return null;
  return (
    <section aria-labelledby="loyalty-title" className="panel dashboard-loyalty">
      <h2 id="loyalty-title">{t('loyalty.title')}</h2>
      {loyalty.status === 'loading' && <p className="muted">{t('app.loading')}</p>}
      {loyalty.status === 'failed' && (
        <p role="alert">
          {t('loyalty.failed')}{' '}
          <button type="button" className="link-button" onClick={() => dispatch(loyaltyRequested())}>
            {t('dashboard.retry')}
          </button>
        </p>
      )}
      {loyalty.status === 'loaded' && (
        <>
          <p className="loyalty-points">
            {t('loyalty.points', { points: plain.format(loyalty.total), count: loyalty.total })}
          </p>
          {loyalty.expiring > 0 && (
            <p className="muted">
              {t('loyalty.expiring', { points: plain.format(loyalty.expiring), count: loyalty.expiring })}
            </p>
          )}
          <h3>{t('loyalty.activity')}</h3>
          {loyalty.activity === null && <p className="muted">{t('loyalty.activityFailed')}</p>}
          {loyalty.activity?.length === 0 && <p className="muted">{t('loyalty.noActivity')}</p>}
          {loyalty.activity && loyalty.activity.length > 0 && (
            <ul className="loyalty-activity">
              {loyalty.activity.map((a, i) => (
                <li key={`${a.date}-${i}`}>
                  <span className="muted">{formatDate(a.date, market)}</span>
                  <span>{a.description}</span>
                  <span className={a.points < 0 ? 'points-spent' : 'points-earned'}>{numbers.format(a.points)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
