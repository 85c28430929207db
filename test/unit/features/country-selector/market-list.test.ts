import { filterSites, flagOf, isUserAssigned, siteGroups } from '../../../../src/features/country-selector/market-list';
import type { Market } from '../../../../src/generated/types/market';
import { localFixtures } from '../../../support/fixture-markets';

const byId = (id: string) => localFixtures.find((m) => m.id === id)!;
const namer = (locale: string, code: string) =>
  new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code);
const names = { international: 'International', countryName: namer };
const mothersite: Market = {
  ...byId('product/en-us'),
  id: 'product/en-zz',
  name: 'Mothersite',
  countryCode: 'ZZ',
  languageRegionCode: 'en-zz',
  root: '/product/en-zz/',
};

describe('siteGroups', () => {
  const groups = siteGroups([...localFixtures, mothersite], byId('product/en-us'), names);
  const sites = groups.flatMap((g) => g.sites);

  it('lists only the current brand, by region in the order na, eu, apa', () => {
    expect(groups.map((g) => g.region)).toEqual(['na', 'eu', 'apa']);
    expect(sites.some((s) => s.id.startsWith('lincoln/'))).toBe(false);
    expect(siteGroups(localFixtures, byId('lincoln/en-us'), names).flatMap((g) => g.sites.map((s) => s.id))).toEqual([
      'lincoln/fr-ca',
      'lincoln/en-us',
    ]);
  });

  it('names the country in the page language and, where it differs, as the site itself says it', () => {
    const germany = sites.find((s) => s.id === 'product/de-de')!;
    expect(germany).toMatchObject({
      countryName: 'Germany',
      ownCountryName: 'Deutschland',
      language: 'Deutsch',
      languageRegionCode: 'de-de',
      href: '/product/de-de/',
    });
    expect(sites.find((s) => s.id === 'product/en-gb')!.ownCountryName).toBeUndefined();
  });

  it("does not repeat the own name where it is the language's name too (Suomi, ไทย)", () => {
    const [group] = siteGroups([byId('product/th-th')], byId('product/en-th'), names);
    expect(group!.sites[0]).toMatchObject({ countryName: 'Thailand', language: 'ไทย' });
    expect(group!.sites[0]!.ownCountryName).toBeUndefined();
  });

  it('sorts a region by country name in the page language, then by language', () => {
    const eu = groups.find((g) => g.region === 'eu')!.sites.map((s) => s.countryName);
    expect(eu).toEqual(['Austria', 'Germany', 'Norway', 'United Kingdom']);
    const na = groups.find((g) => g.region === 'na')!.sites.map((s) => `${s.countryName}/${s.language}`);
    expect(na).toEqual([
      'Canada/English',
      'Canada/Français',
      'International/English',
      'United States/English',
      'United States/Español',
    ]);
  });

  it('marks the current site only', () => {
    expect(sites.filter((s) => s.current).map((s) => s.id)).toEqual(['product/en-us']);
  });

  it('lists a site without a country (the Mothersite, ZZ) as international, without a flag', () => {
    const intl = sites.find((s) => s.id === 'product/en-zz')!;
    expect(intl.countryName).toBe('International');
    expect(intl.ownCountryName).toBeUndefined();
    expect(intl.countryCode).toBeUndefined();
  });

  it('falls back to the table name where the browser cannot name the country', () => {
    const [group] = siteGroups([byId('product/de-de')], byId('product/de-de'), {
      international: 'x',
      countryName: () => undefined,
    });
    expect(group!.sites[0]!.countryName).toBe('Germany');
  });
});

describe('filterSites (spec 000 §5: case-insensitive substring, accents not folded)', () => {
  const groups = siteGroups(localFixtures, byId('product/en-gb'), names);
  const ids = (text: string) => filterSites(groups, text, 'en-gb').flatMap((g) => g.sites.map((s) => s.id));

  it('matches the language and the country as the site names it', () => {
    expect(ids('deu')).toEqual(['product/de-at', 'product/de-de']);
    expect(ids('DEUTSCHLAND')).toEqual(['product/de-de']);
  });

  it('matches the country in the page language, anywhere in the name', () => {
    expect(ids('ingdom')).toEqual(['product/en-gb']);
    expect(ids('  norway ')).toEqual(['product/no-no']);
  });

  it('leaves out regions with nothing left, and keeps everything for an empty filter', () => {
    expect(filterSites(groups, 'deu', 'en-gb').map((g) => g.region)).toEqual(['eu']);
    expect(filterSites(groups, '  ', 'en-gb')).toEqual(groups);
  });

  it('does not fold accents: "osterreich" finds nothing, "öster" finds Austria', () => {
    expect(ids('osterreich')).toEqual([]);
    expect(ids('öster')).toEqual(['product/de-at']);
  });
});

describe('flags', () => {
  it('turns a country code into its regional indicator pair', () => {
    expect(flagOf('DE')).toBe('\u{1F1E9}\u{1F1EA}');
    expect(flagOf('GB')).toBe('\u{1F1EC}\u{1F1E7}');
  });

  it('knows the ISO user-assigned codes, which name no country', () => {
    expect(['AA', 'QM', 'QZ', 'XA', 'XK', 'ZZ'].every(isUserAssigned)).toBe(true);
    expect(['DE', 'QA', 'ZA', 'XY1'].some(isUserAssigned)).toBe(false);
  });
});
