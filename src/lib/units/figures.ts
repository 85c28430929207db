import type { Units } from './units';
import { numberFormat } from '../format/intl-formats';
import type { Translate } from '../texts/text-key';

/*
 * Figures in the owner's units. The service sends metric (km, kPa, °C, l and kWh per 100 km); these convert and
 * write them in the page's language: Intl's unit formatting where it knows the unit (km, mi, °C, °F, mpg, km/l),
 * the language's texts (units.*) for those it does not (bar, kPa, psi, l/100 km, kWh per 100 km or mi).
 */

const KM_PER_MILE = 1.609344;
const KPA_PER_PSI = 6.894757;
const KPA_PER_BAR = 100;
const LITRES_PER_US_GALLON = 3.785411784;
const LITRES_PER_IMPERIAL_GALLON = 4.54609;

const number = (locale: string, value: number, digits: number, fixed = false) =>
  numberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: fixed ? digits : 0 }).format(value);
const withUnit = (locale: string, value: number, unit: string, digits: number) =>
  numberFormat(locale, { style: 'unit', unit, maximumFractionDigits: digits }).format(value);

/** A distance in kilometres as the unit gives it (miles or kilometres). */
export function distanceIn(km: number, unit: Units['distance']): number {
  return unit === 'mi' ? km / KM_PER_MILE : km;
}

/** A distance (km) in the owner's unit; digits: the decimals shown (an odometer shows none). */
export function formatDistance(km: number, units: Pick<Units, 'distance'>, locale: string, digits = 1): string {
  return withUnit(locale, distanceIn(km, units.distance), units.distance === 'mi' ? 'mile' : 'kilometer', digits);
}

/** A temperature (°C) in the owner's unit, in whole degrees. */
export function formatTemperature(celsius: number, units: Pick<Units, 'temperature'>, locale: string): string {
  return units.temperature === 'fahrenheit'
    ? withUnit(locale, (celsius * 9) / 5 + 32, 'fahrenheit', 0)
    : withUnit(locale, celsius, 'celsius', 0);
}

/** A tyre pressure (kPa) in the owner's unit: bar to a tenth (2.0 bar, as gauges show it), kPa and psi whole. */
export function formatPressure(kpa: number, units: Pick<Units, 'tyrePressure'>, locale: string, t: Translate): string {
  const value =
    units.tyrePressure === 'bar'
      ? number(locale, kpa / KPA_PER_BAR, 1, true)
      : number(locale, units.tyrePressure === 'psi' ? kpa / KPA_PER_PSI : kpa, 0);
  return t(`units.pressure.${units.tyrePressure}`, { value });
}

/** A fuel consumption (litres per 100 km) in the owner's unit: l/100 km, US or imperial mpg, or km/l. */
export function formatFuelEconomy(
  litresPer100Km: number,
  units: Pick<Units, 'fuelEconomy'>,
  locale: string,
  t: Translate,
): string {
  const kmPerLitre = 100 / litresPer100Km;
  switch (units.fuelEconomy) {
    case 'mpg-us':
      return withUnit(locale, (kmPerLitre / KM_PER_MILE) * LITRES_PER_US_GALLON, 'mile-per-gallon', 1);
    case 'mpg-uk':
      return t('units.fuel.mpg-uk', {
        value: number(locale, (kmPerLitre / KM_PER_MILE) * LITRES_PER_IMPERIAL_GALLON, 1),
      });
    case 'km-per-l':
      return withUnit(locale, kmPerLitre, 'kilometer-per-liter', 1);
    default:
      return t('units.fuel.l-per-100km', { value: number(locale, litresPer100Km, 1) });
  }
}

/** An electric consumption (kWh per 100 km), per 100 of the owner's distance unit. */
export function formatElectricConsumption(
  kWhPer100Km: number,
  units: Pick<Units, 'distance'>,
  locale: string,
  t: Translate,
): string {
  return units.distance === 'mi'
    ? t('units.electric.mi', { value: number(locale, kWhPer100Km * KM_PER_MILE, 1) })
    : t('units.electric.km', { value: number(locale, kWhPer100Km, 1) });
}
