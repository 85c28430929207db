import { useTranslation } from 'react-i18next';
import { dealerStoreAddress } from '../../../lib/dealers/store-address';
import { addressLines } from '../../../lib/format/address';
import { formatDate } from '../../../lib/format/date-time';
import { dataTextKey } from '../../../lib/texts/text-key';
import { useMarket } from '../../../ui/market-context';
import { OpeningHours } from '../../../ui/opening-hours';
import { PhoneLink } from '../../../ui/phone-link';
import { useCampaignLink } from '../../../ui/use-campaign-link';
import { dealerServices, type Dealer } from '../dealer-details';

export function DealerCard({ dealer }: { dealer: Dealer }) {
  const { t } = useTranslation();
  const { market, tables } = useMarket();
  const { site } = tables;
  const campaignLink = useCampaignLink();
  const slots = [
    dealer.appointments.AM && t('dealer.appointment.am'),
    dealer.appointments.PM && t('dealer.appointment.pm'),
    dealer.appointments.weekend && t('dealer.appointment.weekend'),
  ].filter((s): s is string => typeof s === 'string');
  // The service names its services by code (OIL-CHANGE); the market's language names them. A name the texts do
  // not know is shown as the service sent it.
  const serviceName = (code: string) => t(dataTextKey('dealer.service', code), { defaultValue: code });
  const services = dealerServices(dealer, serviceName, t('dealer.delivery'));
  const store = dealerStoreAddress(site.dealers.storeUrlPrefixes, market.countryCode, dealer.dealerCode);
  return (
    <article className="dealer-card" aria-label={dealer.name}>
      {/* Where the dealer has a store on the maker's site, its name leads there (with the kept campaign). */}
      <h3>{store === null ? dealer.name : <a href={campaignLink(store)}>{dealer.name}</a>}</h3>
      <dl className="dealer-facts">
        <div className="dealer-fact">
          <dt>{t('dealerInfo.address')}</dt>
          <dd>
            <address>
              {addressLines(
                { lines: [dealer.street], town: dealer.town, region: dealer.region, postalCode: dealer.postalCode },
                market.countryCode,
                site.formats.addressFormats,
              ).map((l, i) => (
                <span key={`${i}-${l}`} className="address-line">
                  {l}
                </span>
              ))}
            </address>
          </dd>
        </div>
        <div className="dealer-fact">
          <dt>{t('dealerInfo.phone')}</dt>
          <dd>
            <PhoneLink stored={dealer.phone} countryCode={market.countryCode} />
          </dd>
        </div>
        <div className="dealer-fact">
          <dt>{t('dealerInfo.hours')}</dt>
          <dd>
            <OpeningHours hours={dealer.openingHours} className="dealer-hours" />
          </dd>
        </div>
        <div className="dealer-fact">
          <dt>{t('dealer.field.appointment')}</dt>
          <dd>
            {formatDate(dealer.appointments.nextAppointmentDate, market, 'long')}
            <br />
            {slots.length > 0
              ? t('dealer.appointment.slots', { slots: slots.join(', ') })
              : t('dealer.appointment.none')}
          </dd>
        </div>
        <div className="dealer-fact">
          <dt>{t('dealer.field.services')}</dt>
          <dd>{services.length > 0 ? services.join(', ') : t('dealer.services.none')}</dd>
        </div>
      </dl>
    </article>
  );
}
