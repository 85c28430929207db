import { useTranslation } from 'react-i18next';
import { trackingRegionOf } from '../../../lib/orders/status-groups';
import { useMarket } from '../../../ui/market-context';
import { RouteLink } from '../../../ui/route-link';
import { ScreenHeader } from '../../../ui/screen-header';

/** Whether the market's country has status groups (markets/orders.json regions): without them tracking is not offered. */
export function useTrackingOffered(): boolean {
  const { market, tables } = useMarket();
  return trackingRegionOf(market.countryCode, tables.orders.statusGroups) !== null;
}

/** The page of a market without vehicle order tracking: says so plainly, and leads back to the dashboard. */
export function TrackingNotOffered({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="screen vehicle-orders">
      <ScreenHeader title={title} />
      <section className="panel tracking-not-offered" aria-labelledby="tracking-not-offered-heading">
        <h2 id="tracking-not-offered-heading">{t('tracking.notOffered.heading')}</h2>
        <p>{t('tracking.notOffered.body')}</p>
        <RouteLink to="accountDashboardView" className="button button-primary">
          {t('app.returnToDashboard')}
        </RouteLink>
      </section>
    </div>
  );
}
