import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { TrackingFact } from './order-status-view';
import type { VehicleOrder } from '../../../generated/types/api/owner';
import { dealerStoreAddress } from '../../../lib/dealers/store-address';
import { addressLines } from '../../../lib/format/address';
import { useMarket } from '../../../ui/market-context';
import { OpeningHours } from '../../../ui/opening-hours';
import { PhoneLink } from '../../../ui/phone-link';
import { Spinner } from '../../../ui/spinner';
import { useCampaignLink } from '../../../ui/use-campaign-link';
import { selectOrderDealer } from '../order-dealer-slice';

/**
 * "Your dealer": the order's selling dealer, with its address, phone, opening hours and its page on the maker's site
 * where the country has dealer pages. While the dealer service answers, a spinner; when it cannot (or the order names
 * no dealer code), the name the order carries, nothing more.
 */
export function OrderDealer({ order }: { order: VehicleOrder }) {
  const { t } = useTranslation();
  const { market, tables } = useMarket();
  const campaignLink = useCampaignLink();
  const state = useSelector(selectOrderDealer);
  const headingId = useId();
  const current = order.dealerCode !== undefined && state.dealerCode === order.dealerCode;
  const dealer = current && state.status === 'loaded' ? state.dealer : null;
  const page = dealer
    ? dealerStoreAddress(tables.site.dealers.storeUrlPrefixes, market.countryCode, dealer.dealerCode)
    : null;
  return (
    <section className="panel tracking-dealer" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('tracking.dealer.heading')}</h2>
      <h3 className="tracking-dealer-name">{order.dealerName}</h3>
      {current && state.status === 'loading' && <Spinner label={t('app.loading')} />}
      {dealer && (
        <>
          <dl className="tracking-facts tracking-dealer-facts">
            <TrackingFact label={t('dealerInfo.address')}>
              <address>
                {addressLines(
                  { lines: [dealer.street], town: dealer.town, region: dealer.region, postalCode: dealer.postalCode },
                  market.countryCode,
                  tables.site.formats.addressFormats,
                ).map((line, i) => (
                  <span key={`${i}-${line}`} className="address-line">
                    {line}
                  </span>
                ))}
              </address>
            </TrackingFact>
            <TrackingFact label={t('dealerInfo.phone')}>
              <PhoneLink stored={dealer.phone} countryCode={market.countryCode} />
            </TrackingFact>
            {dealer.openingHours.length > 0 && (
              <TrackingFact label={t('dealerInfo.hours')}>
                <OpeningHours hours={dealer.openingHours} className="tracking-dealer-hours" />
              </TrackingFact>
            )}
          </dl>
          {page !== null && (
            <p className="tracking-dealer-page">
              <a href={campaignLink(page)}>{t('tracking.dealer.page')}</a>
            </p>
          )}
        </>
      )}
    </section>
  );
}
