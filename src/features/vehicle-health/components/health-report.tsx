import { useTranslation } from 'react-i18next';
import { dayAndTime } from './figures';
import { Gauge } from './status-report';
import type { PrognosticsResponse } from '../../../generated/types/api/owner';
import { formatDate } from '../../../lib/format/date-time';
import { numberFormat } from '../../../lib/format/intl-formats';
import { formatPercent } from '../../../lib/format/percent';
import { formatDistance, formatPressure } from '../../../lib/units/figures';
import { Fact } from '../../../ui/fact';
import { useMarket, useSite } from '../../../ui/market-context';
import { RouteLink } from '../../../ui/route-link';
import { useUnits } from '../../../ui/units/use-units';

type Alert = PrognosticsResponse['alerts'][number];

/**
 * The vehicle's health from its diagnostics: the alerts first (each with what to do), then oil life, tyre pressures
 * against the maker's, the 12-volt battery, the brake pads and the next service, in the owner's units.
 */
export function HealthReport({ prognostics: p }: { prognostics: PrognosticsResponse }) {
  const { t } = useTranslation();
  const { market } = useMarket();
  const site = useSite();
  const units = useUnits();
  const locale = market.languageRegionCode;
  const overdue = p.nextService.dueInKm < 0 || p.nextService.dueOn < p.checkedAt.slice(0, 10);
  return (
    <section className="health-section" aria-labelledby="health-health-title">
      <h2 id="health-health-title">{t('health.health.title')}</h2>
      <p className="health-when">{t('health.checkedAt', dayAndTime(p.checkedAt, market, site.formats))}</p>
      <h3 className="health-subtitle">{t('health.alerts.title')}</h3>
      {p.alerts.length === 0 ? (
        <p className="health-no-alerts">{t('health.alerts.none')}</p>
      ) : (
        <ul className="health-alerts">
          {p.alerts.map((a) => (
            <AlertCard key={`${a.code}-${a.raisedAt}`} alert={a} />
          ))}
        </ul>
      )}
      <dl className="health-facts">
        {p.oilLifePercent !== undefined && (
          <Fact label={t('health.oil.title')} className="health-fact">
            <Gauge
              percent={p.oilLifePercent}
              text={t('health.left', { percent: formatPercent(p.oilLifePercent, market) })}
            />
          </Fact>
        )}
        <Fact label={t('health.battery.title')} className="health-fact">
          <span className={`health-figure ${p.battery.status === 'ok' ? '' : 'health-attention'}`}>
            {t(`health.battery.${p.battery.status}`)}
          </span>
          {p.battery.voltage !== undefined && (
            <span className="health-detail">
              {t('units.voltage', {
                value: numberFormat(locale, { maximumFractionDigits: 1 }).format(p.battery.voltage),
              })}
            </span>
          )}
        </Fact>
        <Fact label={t('health.service.title')} className="health-fact health-fact-wide">
          <span className={`health-figure ${overdue ? 'health-attention' : ''}`}>
            {overdue
              ? t('health.service.overdue')
              : t('health.service.due', {
                  date: formatDate(p.nextService.dueOn, market, 'long'),
                  distance: formatDistance(p.nextService.dueInKm, units, locale, 0),
                })}
          </span>
          <RouteLink to="preferred-dealer" className="health-detail">
            {t('health.service.dealer')}
          </RouteLink>
        </Fact>
      </dl>
      <h3 className="health-subtitle">{t('health.tyres.title')}</h3>
      <ul className="health-tyres">
        {p.tyres.map((tyre) => (
          <li key={tyre.position} className={`health-tyre health-tyre-${tyre.status}`}>
            <span className="health-tyre-position">{t(`health.tyre.${tyre.position}`)}</span>
            <span className="health-figure">{formatPressure(tyre.pressureKpa, units, locale, t)}</span>
            <span className={`health-status ${tyre.status === 'ok' ? '' : 'health-attention'}`}>
              {t(`health.tyreStatus.${tyre.status}`)}
            </span>
            <span className="health-detail">
              {t('health.tyre.recommended', { pressure: formatPressure(tyre.recommendedKpa, units, locale, t) })}
            </span>
          </li>
        ))}
      </ul>
      <h3 className="health-subtitle">{t('health.brakes.title')}</h3>
      <dl className="health-facts">
        {p.brakes.map((b) => (
          <Fact key={b.axle} label={t(`health.brakes.${b.axle}`)} className="health-fact">
            <Gauge
              percent={b.remainingPercent}
              text={t('health.left', { percent: formatPercent(b.remainingPercent, market) })}
            />
            <span className={`health-status ${b.status === 'ok' ? '' : 'health-attention'}`}>
              {t(`health.brakeStatus.${b.status}`)}
            </span>
          </Fact>
        ))}
      </dl>
    </section>
  );
}

/** One alert: how serious, what it is, what to do, and when the vehicle reported it. */
function AlertCard({ alert }: { alert: Alert }) {
  const { t } = useTranslation();
  const { market } = useMarket();
  return (
    <li className={`health-alert health-alert-${alert.severity}`}>
      <p className="health-alert-head">
        <span className={`health-severity health-severity-${alert.severity}`}>
          {t(`health.severity.${alert.severity}`)}
        </span>
        <strong className="health-alert-title">{t(`health.alert.${alert.code}.title`)}</strong>
      </p>
      <p className="health-alert-action">{t(`health.alert.${alert.code}.action`)}</p>
      <p className="health-detail">{t('health.alert.raisedAt', { date: formatDate(alert.raisedAt, market) })}</p>
    </li>
  );
}
