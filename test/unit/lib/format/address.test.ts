import { site } from '../../../../src/generated/site';
import { townLine } from '../../../../src/lib/format/address';

describe('the town line of an address', () => {
  it('puts the town first where the country writes it so, the postal code first elsewhere', () => {
    expect(townLine({ town: 'Dearborn', postalCode: '48124' }, 'US')).toBe('Dearborn 48124');
    expect(townLine({ town: 'London', postalCode: 'SW3 4RP' }, 'gb')).toBe('London SW3 4RP');
    expect(townLine({ town: 'Paris', postalCode: '75020' }, 'FR')).toBe('75020 Paris');
    expect(townLine({ town: 'Köln', postalCode: '50735' }, 'DE')).toBe('50735 Köln');
  });
  it('leaves out an empty part', () => {
    expect(townLine({ town: 'Dublin', postalCode: '' }, 'IE')).toBe('Dublin');
    expect(townLine({ town: ' ', postalCode: '75020' }, 'FR')).toBe('75020');
  });
  it('is data: site.formats.cityFirstCountries', () => {
    expect(site.formats.cityFirstCountries).toEqual(expect.arrayContaining(['US', 'CA', 'GB', 'AU']));
    expect(site.formats.cityFirstCountries).not.toContain('FR');
  });
});
