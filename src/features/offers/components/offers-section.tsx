import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { Offer } from '../../../generated/types/api/owner';
import { formatDate } from '../../../lib/format/date-time';
import { vehicleName, type NamedVehicle } from '../../../lib/format/vehicle-name';
import { afterNextPaint } from '../../../lib/tasks/after-paint';
import { useFeature } from '../../../ui/feature-host';
import { useBrand, useMarket, useSite } from '../../../ui/market-context';
import { RouteLink } from '../../../ui/route-link';
import { offersFeature } from '../feature';
import { offersQueryFor } from '../query';
import { offersRequested, selectOffers, type OffersState } from '../slice';

/**
 * The dashboard's offers: the market's offers valid today, those for one of the owner's vehicles first, only when
 * the owner agreed to hear about offers (the service sends none otherwise). Nothing at all while loading, on a
 * failure or with no offer: an offer is never worth a spinner or an error on the owner's home page.
 */
export function OffersSection({ vehicles }: { vehicles: readonly (NamedVehicle & { vin: string })[] }) {
  useFeature(offersFeature);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { market } = useMarket();
  const brand = useBrand();
  const { dashboardMax } = useSite().offers;
  const headingId = useId();
  const [all, setAll] = useState(false);
  const state = useSelector((s: { offers: OffersState }) => selectOffers(s));
  const query = offersQueryFor(market, brand);
  const { locale, country, brand: brandCode } = query ?? {};
  // Asked for once the page above is on the screen: the offers come last and never hold it up.
  useEffect(() => {
    if (!locale || !country || !brandCode) return undefined;
    return afterNextPaint(() => dispatch(offersRequested({ locale, country, brand: brandCode })));
  }, [dispatch, locale, country, brandCode]);
  if (state.status !== 'loaded' || state.offers.length === 0) return null;
  const shown = all ? state.offers : state.offers.slice(0, dashboardMax);
  const vehicleOf = (vin: string | null) => vehicles.find((v) => v.vin === vin);
  return (
    <section aria-labelledby={headingId} className="dashboard-offers">
      <h2 id={headingId}>{t('offers.title')}</h2>
      <ul className="offer-cards">
        {shown.map((offer) => (
          <OfferCard key={`${offer.offerId}-${offer.vin ?? ''}`} offer={offer} vehicle={vehicleOf(offer.vin)} />
        ))}
      </ul>
      {state.offers.length > dashboardMax && (
        <button type="button" className="button" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? t('offers.fewer') : t('offers.all', { count: state.offers.length })}
        </button>
      )}
      <p className="offers-why">{t('offers.why')}</p>
      <RouteLink to="communication-preference" className="button">
        {t('offers.manage')}
      </RouteLink>
    </section>
  );
}

/** One offer: what it is, for which vehicle, the code to quote and until when it holds. */
function OfferCard({ offer, vehicle }: { offer: Offer; vehicle: NamedVehicle | undefined }) {
  const { t } = useTranslation();
  const { market } = useMarket();
  const titleId = useId();
  return (
    <li className="offer-card">
      <article aria-labelledby={titleId}>
        <p className="offer-category">{t(`offers.category.${offer.category}`)}</p>
        <h3 id={titleId}>{offer.title}</h3>
        {vehicle && <p className="offer-vehicle">{t('offers.forVehicle', { vehicle: vehicleName(vehicle, t) })}</p>}
        <p className="offer-description">{offer.description}</p>
        {offer.code && <OfferCode code={offer.code} />}
        <p className="offer-valid">{t('offers.validUntil', { date: formatDate(offer.validUntil, market, 'long') })}</p>
      </article>
    </li>
  );
}

/** The code to quote, with a button that copies it (said in a status once copied). */
function OfferCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="offer-code">
      <p>
        {t('offers.code')} <strong className="offer-code-value">{code}</strong>
      </p>
      <button type="button" className="button" onClick={copy} aria-label={t('offers.copyOf', { code })}>
        {t('offers.copy')}
      </button>
      <span role="status" className="offer-copied">
        {copied ? t('offers.copied') : ''}
      </span>
    </div>
  );
}
