import type { Site } from '../../generated/types/site';

/** site.json formats.units: a default and, per country, the units that differ from it. */
export type UnitsTable = Site['formats']['units'];
/** The four units figures are shown in. */
export type Units = UnitsTable['default'];
/** What an owner chose (the unitsOfMeasurement call): a unit not chosen follows the market. */
export type UnitChoice = Partial<Units>;

export const UNIT_KINDS = ['distance', 'fuelEconomy', 'tyrePressure', 'temperature'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

/** The market's units: the default, with those of the country over it. */
export function marketUnits(countryCode: string, table: UnitsTable): Units {
  return { ...table.default, ...table.countries[countryCode] };
}

/** The units figures are shown in: the owner's choices over the market's defaults. */
export function ownerUnits(countryCode: string, table: UnitsTable, chosen: UnitChoice = {}): Units {
  const own = Object.fromEntries(Object.entries(chosen).filter(([, unit]) => unit !== undefined && unit !== null));
  return { ...marketUnits(countryCode, table), ...own };
}

/** The units an owner may choose, per kind (those of the site schema's formats.units, in the order offered). */
export const UNIT_OPTIONS: { [K in UnitKind]: readonly Units[K][] } = {
  distance: ['km', 'mi'],
  fuelEconomy: ['l-per-100km', 'mpg-us', 'mpg-uk', 'km-per-l'],
  tyrePressure: ['bar', 'kpa', 'psi'],
  temperature: ['celsius', 'fahrenheit'],
};
