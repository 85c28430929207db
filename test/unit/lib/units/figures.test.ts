import type { Translate } from '../../../../src/lib/texts/text-key';
import {
  distanceIn,
  formatDistance,
  formatElectricConsumption,
  formatFuelEconomy,
  formatPressure,
  formatTemperature,
} from '../../../../src/lib/units/figures';

// The texts' own wording of the units Intl does not know, as en.json words them.
const EN: Record<string, string> = {
  'units.pressure.bar': '{{value}} bar',
  'units.pressure.kpa': '{{value}} kPa',
  'units.pressure.psi': '{{value}} psi',
  'units.fuel.l-per-100km': '{{value}} l/100 km',
  'units.fuel.mpg-uk': '{{value}} mpg',
  'units.electric.km': '{{value}} kWh/100 km',
  'units.electric.mi': '{{value}} kWh/100 mi',
};
const t: Translate = (key, options = {}) =>
  Object.entries(options).reduce((text, [k, v]) => text.replace(`{{${k}}}`, String(v)), EN[key] ?? key);

describe('distances', () => {
  it('converts kilometres to miles for a mile unit only', () => {
    expect(distanceIn(16.09344, 'mi')).toBeCloseTo(10, 6);
    expect(distanceIn(10, 'km')).toBe(10);
  });

  it("writes them in the page's language and the owner's unit, an odometer without decimals", () => {
    expect(formatDistance(16.09344, { distance: 'mi' }, 'en-US')).toBe('10 mi');
    expect(formatDistance(12.34, { distance: 'km' }, 'de-DE')).toBe('12,3 km');
    expect(formatDistance(48211.6, { distance: 'km' }, 'de-DE', 0)).toBe('48.212 km');
    expect(formatDistance(48211.6, { distance: 'mi' }, 'en-US', 0)).toBe('29,957 mi');
  });
});

describe('temperatures', () => {
  it('whole degrees Celsius or Fahrenheit', () => {
    expect(formatTemperature(4, { temperature: 'celsius' }, 'de-DE')).toBe('4 °C');
    expect(formatTemperature(4, { temperature: 'fahrenheit' }, 'en-US')).toBe('39°F');
    expect(formatTemperature(-40, { temperature: 'fahrenheit' }, 'en-US')).toBe('-40°F');
  });
});

describe('tyre pressures', () => {
  it('bar to a tenth, kPa and psi whole, from kPa', () => {
    expect(formatPressure(241, { tyrePressure: 'bar' }, 'de-DE', t)).toBe('2,4 bar');
    expect(formatPressure(241, { tyrePressure: 'kpa' }, 'en-AU', t)).toBe('241 kPa');
    expect(formatPressure(241, { tyrePressure: 'psi' }, 'en-US', t)).toBe('35 psi');
    expect(formatPressure(196, { tyrePressure: 'bar' }, 'en-GB', t)).toBe('2.0 bar');
  });
});

describe('consumption', () => {
  it('l/100 km, US and imperial mpg, km/l, from litres per 100 km', () => {
    expect(formatFuelEconomy(7.8, { fuelEconomy: 'l-per-100km' }, 'de-DE', t)).toBe('7,8 l/100 km');
    // 7.8 l/100 km: 30.2 US mpg, 36.2 imperial mpg, 12.8 km/l.
    expect(formatFuelEconomy(7.8, { fuelEconomy: 'mpg-us' }, 'en-US', t)).toBe('30.2 mpg');
    expect(formatFuelEconomy(7.8, { fuelEconomy: 'mpg-uk' }, 'en-GB', t)).toBe('36.2 mpg');
    expect(formatFuelEconomy(7.8, { fuelEconomy: 'km-per-l' }, 'th-TH', t)).toMatch(/^12\.8 /);
  });

  it('kWh per 100 of the owner’s distance unit', () => {
    expect(formatElectricConsumption(17.5, { distance: 'km' }, 'fr-FR', t)).toBe('17,5 kWh/100 km');
    expect(formatElectricConsumption(17.5, { distance: 'mi' }, 'en-US', t)).toBe('28.2 kWh/100 mi');
  });
});
