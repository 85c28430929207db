import * as address from '../../../../src/lib/format/address';
import { fixtureSite } from '../../../support/fixture-markets';

// The formats are site data, passed in: the fixture's here (US, GB and TH formats, a default for the rest).
const formats = fixtureSite.formats.addressFormats;
const addressFormatOf = (countryCode: string) => address.addressFormatOf(countryCode, formats);
const addressLines = (parts: address.AddressParts, countryCode: string) =>
  address.addressLines(parts, countryCode, formats);
const townLine = (place: Parameters<typeof address.townLine>[0], countryCode: string) =>
  address.townLine(place, countryCode, formats);

const home = (town: string, postalCode: string, region?: string) => ({
  lines: ['1200 Oakwood Blvd', '', null],
  town,
  postalCode,
  region,
});

describe("an address in its country's order", () => {
  it('US: town, state and ZIP code on one line ("Dearborn, MI 48124")', () => {
    expect(addressLines(home('Dearborn', '48124', 'MI'), 'US')).toEqual(['1200 Oakwood Blvd', 'Dearborn, MI 48124']);
  });

  it('UK: the town over the postcode; DE and FR: the postal code before the town', () => {
    expect(addressLines({ lines: ['22 Kings Road', 'Flat 3'], town: 'London', postalCode: 'SW3 4RP' }, 'gb')).toEqual([
      '22 Kings Road',
      'Flat 3',
      'London',
      'SW3 4RP',
    ]);
    expect(addressLines({ lines: ['Aachener Straße 120'], town: 'Köln', postalCode: '50674' }, 'DE')).toEqual([
      'Aachener Straße 120',
      '50674 Köln',
    ]);
    expect(addressLines({ lines: ['8 rue des Lilas'], town: 'Paris', postalCode: '75020' }, 'FR')).toEqual([
      '8 rue des Lilas',
      '75020 Paris',
    ]);
  });

  it('TH: the district or town, then the province with the postal code', () => {
    expect(
      addressLines({ lines: ['99 Sukhumvit Road'], town: 'Khlong Toei', region: 'Bangkok', postalCode: '10110' }, 'TH'),
    ).toEqual(['99 Sukhumvit Road', 'Khlong Toei', 'Bangkok 10110']);
  });

  it('a missing part leaves no dangling separator and an empty line is left out', () => {
    expect(addressLines(home('Dearborn', '48124'), 'US')).toEqual(['1200 Oakwood Blvd', 'Dearborn 48124']);
    expect(addressLines(home('', '48124', 'MI'), 'US')).toEqual(['1200 Oakwood Blvd', 'MI 48124']);
    expect(addressLines({ lines: [], town: 'Dublin', postalCode: '' }, 'IE')).toEqual(['Dublin']);
  });

  it("the town line of a dealer in a list joins the country's lines", () => {
    expect(townLine({ town: 'Dearborn', postalCode: '48124', region: 'MI' }, 'US')).toBe('Dearborn, MI 48124');
    expect(townLine({ town: 'Reading', postalCode: 'RG1 6NB' }, 'GB')).toBe('Reading, RG1 6NB');
    expect(townLine({ town: 'Paris', postalCode: '75015' }, 'FR')).toBe('75015 Paris');
  });

  it('is data: site.formats.addressFormats, with a default for the countries without their own', () => {
    expect(addressFormatOf('US')).toBe('%A%n%C, %S %Z');
    expect(addressFormatOf('th')).toBe('%A%n%C%n%S %Z');
    expect(addressFormatOf('AT')).toBe('%A%n%Z %C');
    expect([addressFormatOf('US'), addressFormatOf('AT')]).toEqual([
      fixtureSite.formats.addressFormats.US,
      fixtureSite.formats.addressFormats.default,
    ]);
  });
});
