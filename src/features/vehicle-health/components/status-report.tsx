import { useTranslation } from 'react-i18next';
import { dayAndTime } from './figures';
import type { VehicleStatusResponse } from '../../../generated/types/api/owner';
import { listFormat } from '../../../lib/format/intl-formats';
import { formatPercent } from '../../../lib/format/percent';
import {
  formatDistance,
  formatElectricConsumption,
  formatFuelEconomy,
  formatTemperature,
} from '../../../lib/units/figures';
import { Fact } from '../../../ui/fact';
import { useMarket, useSite } from '../../../ui/market-context';
import { useUnits } from '../../../ui/units/use-units';

/**
 * What the vehicle last reported: when, its odometer, its fuel or charge and the range left, its locks and what is
 * open, the outside temperature and its average consumption, in the owner's units.
 */
export function StatusReport({ report }: { report: VehicleStatusResponse }) {
  const { t } = useTranslation();
  const { market } = useMarket();
  const site = useSite();
  const units = useUnits();
  const locale = market.languageRegionCode;
  const { energy, averageConsumption: used } = report;
  const openings = listFormat(locale, { type: 'conjunction' }).format(
    report.openings.map((o) => t(`health.opening.${o}`)),
  );
  return (
    <section className="health-section" aria-labelledby="health-status-title">
      <h2 id="health-status-title">{t('health.status.title')}</h2>
      <p className="health-when">
        {t('health.status.reportedAt', dayAndTime(report.reportedAt, market, site.formats))}
      </p>
      <dl className="health-facts">
        {energy.fuelLevelPercent !== undefined && (
          <Fact label={t('health.status.fuelLevel')} className="health-fact">
            <Gauge percent={energy.fuelLevelPercent} text={formatPercent(energy.fuelLevelPercent, market)} />
          </Fact>
        )}
        {energy.chargeLevelPercent !== undefined && (
          <Fact label={t('health.status.chargeLevel')} className="health-fact">
            <Gauge percent={energy.chargeLevelPercent} text={formatPercent(energy.chargeLevelPercent, market)} />
            {energy.charging && <span className="badge badge-connected">{t('health.status.charging')}</span>}
          </Fact>
        )}
        <Fact label={t('health.status.range')} className="health-fact">
          <span className="health-figure">{formatDistance(energy.rangeKm, units, locale, 0)}</span>
        </Fact>
        <Fact label={t('health.status.odometer')} className="health-fact">
          <span className="health-figure">{formatDistance(report.odometerKm, units, locale, 0)}</span>
        </Fact>
        <Fact label={t('health.status.locks')} className="health-fact">
          <span className={`health-figure ${report.locked ? '' : 'health-attention'}`}>
            {t(report.locked ? 'health.status.locked' : 'health.status.unlocked')}
          </span>
          <span className="health-detail">
            {report.openings.length === 0 ? t('health.status.allClosed') : t('health.status.open', { list: openings })}
          </span>
        </Fact>
        <Fact label={t('health.status.outsideTemperature')} className="health-fact">
          <span className="health-figure">{formatTemperature(report.outsideTemperatureC, units, locale)}</span>
        </Fact>
        {(used.litresPer100Km !== undefined || used.kWhPer100Km !== undefined) && (
          <Fact label={t('health.status.consumption')} className="health-fact">
            {used.litresPer100Km !== undefined && (
              <span className="health-figure">{formatFuelEconomy(used.litresPer100Km, units, locale, t)}</span>
            )}
            {used.kWhPer100Km !== undefined && (
              <span className="health-figure">{formatElectricConsumption(used.kWhPer100Km, units, locale, t)}</span>
            )}
          </Fact>
        )}
      </dl>
    </section>
  );
}

/**
 * A level as a meter (hidden from screen readers, which read the figure beside it; drawn as low under
 * site.vehicleHealth.lowLevelPercent) and its figure.
 */
export function Gauge({ percent, text }: { percent: number; text: string }) {
  const { lowLevelPercent } = useSite().vehicleHealth;
  return (
    <span className="health-gauge">
      <span className="health-figure">{text}</span>
      <meter
        className="health-meter"
        aria-hidden="true"
        min={0}
        max={100}
        low={lowLevelPercent}
        optimum={100}
        value={percent}
      />
    </span>
  );
}
