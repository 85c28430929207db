import { marketUnits, ownerUnits, UNIT_KINDS, UNIT_OPTIONS } from '../../../../src/lib/units/units';
import { fixtureSite } from '../../../support/fixture-markets';

const table = fixtureSite.formats.units;

describe("a market's units", () => {
  it("are the default, with the country's own over it", () => {
    expect(marketUnits('DE', table)).toEqual(table.default);
    expect(marketUnits('US', table)).toEqual({
      distance: 'mi',
      fuelEconomy: 'mpg-us',
      tyrePressure: 'psi',
      temperature: 'fahrenheit',
    });
    // The UK: miles and imperial mpg, but Celsius, from the default.
    expect(marketUnits('GB', table)).toEqual({
      distance: 'mi',
      fuelEconomy: 'mpg-uk',
      tyrePressure: 'psi',
      temperature: 'celsius',
    });
  });
});

describe("an owner's units", () => {
  it("are what they chose over the market's; one not chosen (absent or null) follows the market", () => {
    expect(ownerUnits('US', table, { temperature: 'celsius' })).toEqual({
      distance: 'mi',
      fuelEconomy: 'mpg-us',
      tyrePressure: 'psi',
      temperature: 'celsius',
    });
    expect(ownerUnits('DE', table, {})).toEqual(table.default);
    expect(ownerUnits('DE', table)).toEqual(table.default);
  });
});

describe('the units offered', () => {
  it('are those the site schema allows, per kind', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const schema = require('../../../../schemas/site.schema.json') as {
      properties: {
        formats: {
          properties: { units: { properties: { default: { properties: Record<string, { enum: string[] }> } } } };
        };
      };
    };
    const allowed = schema.properties.formats.properties.units.properties.default.properties;
    for (const kind of UNIT_KINDS) expect([...UNIT_OPTIONS[kind]]).toEqual(allowed[kind]!.enum);
  });
});
