import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { ConnectedService } from '../../../generated/types/api/owner';
import { addDays, isoDayOf } from '../../../lib/dates/day-window';
import { formatDate } from '../../../lib/format/date-time';
import { LoadState } from '../../../ui/load-state';
import { useMarket, useSite } from '../../../ui/market-context';
import { RouteLink } from '../../../ui/route-link';
import { Switch } from '../../../ui/switch';
import { useAskAgainOnline } from '../../../ui/use-online';
import {
  selectServicesOf,
  selectSwitchOf,
  servicesRequested,
  serviceSwitchRequested,
  type ConnectedServicesState,
} from '../slice';

type State = { connectedServices: ConnectedServicesState };

/**
 * The connected services of the vehicle the page is for (the subscriptions call): each with what it does, whether it
 * is on, since when and until when, a switch where the owner may switch it, and its renewal (in the subscriptions
 * application, where the market has one) when it has ended or ends soon (site.json connectedServices). A vehicle
 * that is not connected has nothing to switch: the page says how to connect it.
 */
export function ServicesList({ vin }: { vin: string }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const state = useSelector((s: State) => selectServicesOf(s, vin));
  useEffect(() => {
    dispatch(servicesRequested({ vin }));
  }, [dispatch, vin]);
  useAskAgainOnline(state?.status === 'failed' && state.offline, () => dispatch(servicesRequested({ vin })));

  if (state?.status === 'not-connected')
    return (
      <section className="panel connected-not-connected" aria-labelledby="connected-not-connected">
        <h2 id="connected-not-connected">{t('connecting.title')}</h2>
        <p>{t('connected.notConnected')}</p>
        <ol>
          <li>{t('connecting.step1')}</li>
          <li>{t('connecting.step2')}</li>
          <li>{t('connecting.step3')}</li>
        </ol>
      </section>
    );
  if (state?.status !== 'loaded')
    return (
      <LoadState
        status={state?.status ?? 'loading'}
        loadingLabel={t('app.loading')}
        message={t('connected.servicesFailed')}
        retryLabel={t('app.offline.retry')}
        onRetry={() => dispatch(servicesRequested({ vin }))}
      />
    );
  return (
    <section className="connected-services-list" aria-labelledby="connected-services-title">
      <h2 id="connected-services-title">{t('connected.services.title')}</h2>
      {state.services.length === 0 ? (
        <p className="panel">{t('connected.none')}</p>
      ) : (
        <ul className="connected-service-cards">
          {state.services.map((s) => (
            <ServiceCard key={s.serviceId} vin={vin} service={s} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One service: its name and what it does, its status and dates, its switch, its renewal. */
function ServiceCard({ vin, service }: { vin: string; service: ConnectedService }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { market } = useMarket();
  const site = useSite();
  const nameId = useId();
  const switching = useSelector((s: State) => selectSwitchOf(s, vin, service.serviceId));
  const name = t(`connected.service.${service.serviceId}.name`);
  const date = (value: string) => formatDate(value, market, 'long');
  // The day the page opened: the renewal window counts from it.
  const [today] = useState(() => isoDayOf(Date.now()));
  const endsSoon =
    service.status !== 'expired' &&
    service.expiresOn !== undefined &&
    service.expiresOn <= addDays(today, site.connectedServices.renewWithinDays);
  const offerRenewal = service.renewable && (service.status === 'expired' || endsSoon);
  const on = service.status === 'active';
  const working = switching?.status === 'working';
  const { switchable } = service;
  return (
    <li className={`connected-service connected-service-${service.status}`}>
      <h3 id={nameId} className="connected-service-name">
        {name}
      </h3>
      <p className="connected-service-description">{t(`connected.service.${service.serviceId}.description`)}</p>
      <p className="connected-service-dates">
        {/* A service with a switch says whether it is on there; the others say it here. */}
        {(!switchable || service.status === 'expired') && (
          <span className={`connected-service-status connected-service-status-${service.status}`}>
            {t(`connected.status.${service.status}`)}
          </span>
        )}
        <span>{t('connected.since', { date: date(service.startedOn) })}</span>
        <span>
          {service.expiresOn === undefined
            ? t('connected.forLife')
            : t(service.status === 'expired' ? 'connected.ended' : 'connected.until', {
                date: date(service.expiresOn),
              })}
        </span>
      </p>
      {endsSoon && <p className="connected-service-soon">{t('connected.endsSoon')}</p>}
      {switchable && service.status !== 'expired' && (
        <p className="connected-service-switch">
          <Switch
            on={on}
            labelledBy={nameId}
            stateText={t(on ? 'connected.switch.on' : 'connected.switch.off')}
            disabled={working}
            onToggle={() => dispatch(serviceSwitchRequested({ vin, serviceId: service.serviceId, enabled: !on }))}
          />
        </p>
      )}
      {offerRenewal &&
        (market.subscriptionUrl ? (
          <p className="connected-service-renew">
            <RouteLink
              to="connected-services"
              query={new URLSearchParams({ vin, sspid: service.serviceId }).toString()}
              className="button button-primary"
            >
              {t('connected.renew', { service: name })}
            </RouteLink>
          </p>
        ) : (
          <p className="connected-service-renew">{t('connected.renewAtDealer')}</p>
        ))}
      {switching?.status === 'failed' && (
        <p className="field-error" role="alert">
          {t('connected.switch.failed', { service: name })}
        </p>
      )}
      {/* Always there, so that what it says is announced when it appears. */}
      <p className="connected-service-done" role="status">
        {switching?.done ? t(`connected.switched.${switching.done}`, { service: name }) : ''}
      </p>
    </li>
  );
}
