import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { ServicesList } from './services-list';
import type { Vehicle } from '../../../generated/types/api/owner';
import { vehicleModel } from '../../../lib/format/vehicle-name';
import { returnTarget } from '../../../lib/market/return-target';
import { routePath, underRoot } from '../../../lib/market/route-paths';
import { createScriptLoader } from '../../../lib/scripts/loader';
import { useFragmentState } from '../../../ui/content/use-fragment';
import { LoadFailed } from '../../../ui/load-state';
import { useMarket } from '../../../ui/market-context';
import { RouteLink } from '../../../ui/route-link';
import { ScreenHeader } from '../../../ui/screen-header';
import { Spinner } from '../../../ui/spinner';
import { useCampaignLink } from '../../../ui/use-campaign-link';
import { VehiclePicture } from '../../../ui/vehicle-picture';
import type { ServiceId } from '../api';
import { connectedServicesView, needsGarage, type ConnectedServicesView } from '../routing';
import { garageRequested, selectConnectedServices } from '../slice';

/** What the subscriptions application (a separate script, the market's subscriptionUrl) offers the page. */
interface SubscriptionsApp {
  mount(
    element: HTMLElement,
    options: { vin?: string; vehicleRef?: string; sspid?: string; env: string; locale: string; returnPath: string },
  ): void;
}
declare global {
  interface Window {
    ownerSubscriptions?: SubscriptionsApp;
  }
}

/** The services the page words (schemas/api connectedService serviceId): a renewal link names one as its sspid. */
const SERVICE_IDS: readonly ServiceId[] = [
  'remoteControls',
  'vehicleLocator',
  'connectedNavigation',
  'wifiHotspot',
  'healthAlerts',
  'phoneAsKey',
];

// Made on first use, not at import: a module does no work when it loads (and a prerendered page has no document).
let scripts: ReturnType<typeof createScriptLoader> | undefined;
const loader = () => (scripts ??= createScriptLoader(document, (m, d) => console.info(m, d ?? '')));

/** Spec 001 §2.2: the connected-services page. */
export function ConnectedServicesScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { routes } = useMarket();
  const location = useLocation();
  const garage = useSelector(selectConnectedServices);
  const waitForGarage = needsGarage(location.search);
  useEffect(() => {
    if (waitForGarage) dispatch(garageRequested());
  }, [dispatch, waitForGarage]);

  const view = useMemo(
    () =>
      waitForGarage && garage.garage !== 'loaded' && garage.garage !== 'failed'
        ? null
        : connectedServicesView(
            location.search,
            garage.vehicles.map((v) => v.vin),
          ),
    [waitForGarage, garage, location.search],
  );
  const vehicle = view?.kind === 'app' && view.vin ? garage.vehicles.find((v) => v.vin === view.vin) : undefined;
  const dashboard = routePath(routes, 'account-dashboard');
  if (view?.kind === 'redirect' && dashboard !== undefined)
    return <Navigate to={`${dashboard}?connectedservices=true`} replace />;
  return (
    <div className="screen connected-services">
      <ScreenHeader title={t('screen.connected-services.title')} />
      {view === null && <Spinner label={t('app.loading')} />}
      {view?.kind === 'vin-not-found' && (
        <LoadFailed message={t('connected.vinNotFound')}>
          <RouteLink to="account-dashboard" className="button">
            {t('app.returnToDashboard')}
          </RouteLink>
        </LoadFailed>
      )}
      {vehicle && <VehicleCard vehicle={vehicle} />}
      {/* A vehicle of the garage: its services (switch, dates, renewal); a subscription or vehicle reference: the
          subscriptions application, where a renewal is made. */}
      {vehicle && view?.kind === 'app' && !view.vehicleRef && !view.sspid && <ServicesList vin={vehicle.vin} />}
      {view?.kind === 'app' && (view.vehicleRef || view.sspid) && <Subscriptions view={view} />}
      {/* The not-found panel has its own way back: a second, identical button would only repeat it. */}
      {view?.kind !== 'vin-not-found' && <ReturnLink />}
    </div>
  );
}

/** The vehicle the page is opened for, as on the dashboard: its name, its picture and its VIN. */
function VehicleCard({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const model = vehicleModel(vehicle, t);
  return (
    <section className="panel connected-vehicle" aria-labelledby="connected-vehicle-name">
      <VehiclePicture model={vehicle.modelName} />
      <div className="connected-vehicle-facts">
        <h2 id="connected-vehicle-name">{vehicle.nickName ?? model}</h2>
        {vehicle.nickName && <p className="connected-vehicle-model">{model}</p>}
        <dl>
          <dt>{t('vehicle.vinLabel')}</dt>
          <dd className="vin">
            {vinGroups(vehicle.vin).map((g, i) => (
              <span key={i}>{g}</span>
            ))}
          </dd>
        </dl>
      </div>
    </section>
  );
}

/**
 * A VIN in the three parts printed on the car (maker, description, serial: ISO 3779), so an owner can compare it
 * group by group; the gaps are margins, so a copied VIN has no spaces.
 */
function vinGroups(vin: string): string[] {
  return vin.length === 17 ? [vin.slice(0, 3), vin.slice(3, 9), vin.slice(9)] : [vin];
}

/** The subscriptions application, mounted into its own element; markets without it say so. */
function Subscriptions({ view }: { view: Extract<ConnectedServicesView, { kind: 'app' }> }) {
  const { t } = useTranslation();
  const { market } = useMarket();
  const location = useLocation();
  const element = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'mounted' | 'failed'>('loading');
  const base = market.subscriptionUrl;
  useEffect(() => {
    if (!base) return undefined;
    let live = true;
    void loader()
      .load('subscriptions', `${base}app.js`)
      .then((ok) => {
        const app = window.ownerSubscriptions;
        if (!live) return;
        if (!ok || !app || !element.current) return setState('failed');
        // The sign-in return state points back here, should the application need the owner to sign in again.
        app.mount(element.current, {
          ...view,
          env: market.subscriptionEnv,
          locale: market.languageRegionCode,
          returnPath: `${underRoot(market, location.pathname)}${location.search}`,
        });
        setState('mounted');
      });
    return () => {
      live = false;
    };
  }, [base, view, market, location]);
  if (!base) return <p className="panel">{t('connected.unavailable')}</p>;
  const renewing = SERVICE_IDS.find((id) => id === view.sspid);
  return (
    <>
      {renewing && (
        <h2 className="connected-renewing">
          {t('connected.renewing', { service: t(`connected.service.${renewing}.name`) })}
        </h2>
      )}
      {state === 'loading' && <Spinner label={t('app.loading')} />}
      {state === 'failed' && (
        <p className="panel panel-error" role="alert">
          {t('connected.failed')}
        </p>
      )}
      <div ref={element} className="panel subscriptions-app" />
    </>
  );
}

/**
 * Spec 001 §2.2: a return button when the return-link content exists. Where it goes is the site's return links
 * (spec 000 §2): in Australia and New Zealand, on this path, the account dashboard's address outside the app.
 */
function ReturnLink() {
  const fragment = useFragmentState('return-link', 'return-link');
  const { market, tables } = useMarket();
  const location = useLocation();
  const campaignLink = useCampaignLink();
  const label = fragment.status === 'loaded' && typeof fragment.data.label === 'string' ? fragment.data.label : null;
  if (!label) return null;
  const target = returnTarget(tables.site.marketingOptions.returnLinks, market.countryCode, market.domain, location);
  return (
    <p className="return-link">
      {'href' in target ? (
        <a href={campaignLink(target.href)} className="button">
          {label}
        </a>
      ) : (
        <RouteLink to={target.route} className="button">
          {label}
        </RouteLink>
      )}
    </p>
  );
}
