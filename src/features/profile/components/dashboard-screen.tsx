import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { ConnectedLine } from './connected-line';
import { garageFeature } from '../garage-feature';
import { AddVehicle, VehicleActions } from './garage';
import { LoyaltyCard } from './loyalty';
import { RecallLine } from './recall-line';
import type { RouteName } from '../../../generated/routes';
import type { Vehicle } from '../../../generated/types/api/owner';
import type { ScreenId } from '../../../generated/types/routes';
import { vehicleModel } from '../../../lib/format/vehicle-name';
import { offersRoute } from '../../../lib/market/offers-route';
import { afterNextPaint } from '../../../lib/tasks/after-paint';
import type { TextKey } from '../../../lib/texts/text-key';
import { useFeature } from '../../../ui/feature-host';
import { LoadFailed } from '../../../ui/load-state';
import { useMarket } from '../../../ui/market-context';
import { RouteLink } from '../../../ui/route-link';
import { ScreenHeader } from '../../../ui/screen-header';
import { Spinner } from '../../../ui/spinner';
import { useShownOnceReady } from '../../../ui/use-shown-once-ready';
import { VehiclePicture } from '../../../ui/vehicle-picture';
import { UNAUTHORIZED } from '../sagas/load-profile';
import {
  loyaltyRequested,
  profileRequested,
  selectConnected,
  selectLoyalty,
  selectProfile,
  selectProfileError,
  selectProfileStatus,
  selectRecallSummaries,
  selectVehicles,
  vehicleLinesRequested,
} from '../slice';

/** A screen the hub can show: one with its hub text (hub.<screen>) besides its title. */
type HubScreen = { [S in ScreenId]: `hub.${S}` extends TextKey ? S : never }[ScreenId];

/** The capabilities the hub leads to, in the order an owner looks for them; what the market does not offer is left out (offersRoute). */
const HUB: { to: RouteName; screen: HubScreen }[] = [
  { to: 'account-settings', screen: 'account-settings' },
  { to: 'signinCredentialsView', screen: 'signin-credentials' },
  { to: 'terms-and-consents', screen: 'terms-and-consents' },
  { to: 'my-data', screen: 'my-data' },
  { to: 'marketing-options', screen: 'marketing-options' },
  { to: 'communication-preference', screen: 'communication-preference' },
  { to: 'email-preference', screen: 'email-preference' },
  { to: 'connected-services', screen: 'connected-services' },
  { to: 'wallet', screen: 'wallet' },
  { to: 'preferred-dealer', screen: 'preferred-dealer' },
  { to: 'units-of-measurement', screen: 'units-of-measurement' },
  { to: 'order-history', screen: 'order-history' },
  { to: 'vehicle-order-tracking', screen: 'vehicle-order-tracking' },
];

/** What the app puts on the dashboard from other features (features do not import each other). */
export interface DashboardSlots {
  /**
   * Shown last, under the hub, once the profile is in, given the vehicles of the page's brand (the offers): what
   * arrives after the page is drawn moves nothing above it.
   */
  atEnd?: (vehicles: readonly Vehicle[]) => ReactNode;
}

/**
 * The account dashboard: a welcome, the owner's vehicles of this brand with their connected status and open safety
 * recalls, and the hub.
 */
export function DashboardScreen({ atEnd }: DashboardSlots = {}) {
  useFeature(garageFeature);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const status = useSelector(selectProfileStatus);
  const profile = useSelector(selectProfile);
  const vehicles = useSelector(selectVehicles);
  const connected = useSelector(selectConnected);
  const recalls = useSelector(selectRecallSummaries);
  const error = useSelector(selectProfileError);
  const { market, routes, tables } = useMarket();
  const loyalty = useSelector(selectLoyalty);
  useEffect(() => {
    dispatch(profileRequested());
  }, [dispatch]);
  useEffect(() => {
    if (market.loyaltyProgramme) dispatch(loyaltyRequested());
  }, [dispatch, market]);
  // The first time, the page appears whole: the vehicles, the loyalty points and the hub together, so nothing
  // arriving later pushes the rest down. Each vehicle's connected status and open recalls are not waited for (a call
  // per vehicle once the vehicles are in): their lines keep their space until their answer is in (connected-line.tsx,
  // recall-line.tsx).
  const pending =
    ((status === 'idle' || status === 'loading') && !profile) ||
    (market.loyaltyProgramme === true && (loyalty.status === 'idle' || loyalty.status === 'loading'));
  const ready = useShownOnceReady(pending);
  // Each vehicle's connected status and recalls are asked for once its card is on the screen (again when the garage
  // changes): their calls would otherwise share the connection with the scripts that draw the cards.
  const drawn = ready && profile !== null;
  const vins = vehicles.map((v) => v.vin).join(' ');
  useEffect(() => {
    if (!drawn || vins === '') return undefined;
    return afterNextPaint(() => dispatch(vehicleLinesRequested(['connected', 'recalls'])));
  }, [dispatch, drawn, vins]);

  return (
    <div className="screen dashboard">
      <ScreenHeader
        headingId="dashboard-title"
        title={t('screen.dashboard.title')}
        lead={profile && t('dashboard.welcome', { firstName: profile.firstName })}
      />
      {/* The failure takes the wait's place in the same render: drawn under it, it would move up when the wait goes. */}
      {!ready && status !== 'failed' && <Spinner label={t('app.loading')} />}
      {status === 'failed' && error !== UNAUTHORIZED && (
        <LoadFailed
          message={t('dashboard.loadFailed')}
          retryLabel={t('dashboard.retry')}
          onRetry={() => dispatch(profileRequested())}
        />
      )}
      {ready && profile && (
        <section aria-labelledby="vehicles-title" className="dashboard-vehicles">
          <h2 id="vehicles-title">{t('dashboard.vehicles')}</h2>
          {vehicles.length === 0 ? (
            <p className="empty">{t('dashboard.noVehicles')}</p>
          ) : (
            <ul aria-labelledby="vehicles-title" className="vehicle-cards">
              {vehicles.map((v) => (
                <li key={v.vin} className="vehicle-card">
                  <VehiclePicture model={v.modelName} />
                  <span className="vehicle-name">{v.nickName ?? vehicleModel(v, t)}</span>
                  <span className="vehicle-model">{v.nickName ? vehicleModel(v, t) : ''}</span>
                  <span className="vehicle-vin">{t('dashboard.vin', { vin: v.vin })}</span>
                  <ConnectedLine vehicle={v} connected={connected[v.vin]} />
                  <RouteLink
                    to="feature-guide"
                    query={new URLSearchParams({ vin: v.vin }).toString()}
                    className="vehicle-guide-link"
                    aria-label={t('guide.card.linkOf', { vehicle: v.nickName ?? vehicleModel(v, t) })}
                  >
                    {t('guide.card.link')}
                  </RouteLink>
                  <RecallLine vehicle={v} summary={recalls[v.vin]} />
                  <VehicleActions vehicle={v} />
                </li>
              ))}
            </ul>
          )}
          <AddVehicle />
          <p className="removed-link">
            <RouteLink to="deleted-vehicles" className="button">
              {t('removed.link')}
            </RouteLink>
          </p>
        </section>
      )}
      {ready && profile && <LoyaltyCard />}
      {ready && (
        <nav aria-labelledby="hub-title" className="dashboard-hub">
          <h2 id="hub-title">{t('dashboard.hub')}</h2>
          <ul className="hub-grid">
            {HUB.filter((h) => offersRoute(market, routes, h.to, tables)).map((h) => (
              <li key={h.screen} className="hub-card">
                <RouteLink to={h.to} className="hub-link">
                  {t(`screen.${h.screen}.title`)}
                </RouteLink>
                <p>{t(`hub.${h.screen}`)}</p>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {ready && profile && atEnd?.(vehicles)}
    </div>
  );
}
