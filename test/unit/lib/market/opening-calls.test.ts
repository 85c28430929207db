import { site } from '../../../../src/generated/site';
import {
  followUpRequests,
  followUps,
  openingCalls,
  sentOpeningCalls,
  shortcutsShown,
} from '../../../../src/lib/market/opening-calls';
import { fixtureRoute } from '../../../support/fixture-markets';

// A language entry that shows the shortcuts navigation and one that does not, whatever site.json lists.
const withShortcuts = {
  brand: site.shortcutsNavigation.brands[0]!,
  languageRegionCode: site.shortcutsNavigation.languageRegionCodes[0]!,
};
const without = { brand: withShortcuts.brand, languageRegionCode: 'xx-xx' };
const settings = fixtureRoute('account-settings', ['/account-settings'], { calls: ['profileLite'] });

describe('the calls a page starts as it opens', () => {
  it("is the route's own where the header has no shortcuts", () => {
    expect(shortcutsShown(without, site.shortcutsNavigation)).toBe(false);
    expect(openingCalls(settings, without, false, site.shortcutsNavigation)).toEqual(['profileLite']);
  });

  it('adds the profile where the header shows the shortcuts (their connected items follow the vehicles)', () => {
    expect(shortcutsShown(withShortcuts, site.shortcutsNavigation)).toBe(true);
    expect(openingCalls(settings, withShortcuts, false, site.shortcutsNavigation)).toEqual(['profile', 'profileLite']);
  });

  it("sends the profile alone where both open the page: the profile-lite is taken from the profile's answer", () => {
    // Listed after the profile whatever the route's order, so the profile is under way when the client asks for it.
    const both = fixtureRoute('account-settings', ['/account-settings'], { calls: ['profileLite', 'profile'] });
    const calls = openingCalls(both, without, false, site.shortcutsNavigation);
    expect(calls).toEqual(['profile', 'profileLite']);
    expect(sentOpeningCalls(calls)).toEqual(['profile']);
    expect(sentOpeningCalls(['profileLite', 'mfaOptions'])).toEqual(['profileLite', 'mfaOptions']);
  });

  it('asks once for a call both the shell and the route make', () => {
    const dashboard = fixtureRoute('account-dashboard', ['/account-dashboard'], { calls: ['profile'] });
    expect(openingCalls(dashboard, withShortcuts, false, site.shortcutsNavigation)).toEqual(['profile']);
  });

  it('starts a call of a capability only where the market has it (the loyalty programme)', () => {
    const dashboard = fixtureRoute('account-dashboard', ['/account-dashboard'], {
      calls: ['profile', { id: 'aggregatePoints', where: 'loyaltyProgramme' }],
    });
    expect(openingCalls(dashboard, { ...without, loyaltyProgramme: true }, false, site.shortcutsNavigation)).toEqual([
      'profile',
      'aggregatePoints',
    ]);
    expect(openingCalls(dashboard, without, false, site.shortcutsNavigation)).toEqual(['profile']);
  });

  it('leaves the shortcuts out where the page shows no header: in the app webview, or on a route without one', () => {
    expect(openingCalls(settings, withShortcuts, true, site.shortcutsNavigation)).toEqual(['profileLite']);
    expect(openingCalls({ ...settings, header: false }, withShortcuts, false, site.shortcutsNavigation)).toEqual([
      'profileLite',
    ]);
  });

  describe("a call filled from an earlier one's answer (the preferred dealer's details)", () => {
    const details = {
      id: 'dealerDetails',
      after: 'preferredDealer',
      params: {
        locale: { market: 'languageRegionCode' as const },
        dealerId: { answer: '/dealerId' },
        dealerCode: { answer: '/dealerCode' },
      },
      query: {},
    };
    const dealer = fixtureRoute('preferred-dealer', ['/preferred-dealer'], { calls: ['preferredDealer', details] });
    const market = { languageRegionCode: 'en-gb', threeLetterCountryCode: 'GBR', makeCodes: ['F'] };

    it('is not started at boot, but after the call it follows', () => {
      expect(openingCalls(dealer, without, false, site.shortcutsNavigation)).toEqual(['preferredDealer']);
      expect(followUps(dealer, 'preferredDealer')).toEqual([details]);
      expect(followUps(dealer, 'profile')).toEqual([]);
    });

    it('takes its values from the answer (JSON pointers) and the market', () => {
      expect(followUpRequests(details, market, { dealerId: '30115', dealerCode: 'GB-30115' })).toEqual([
        { params: { locale: 'en-gb', dealerId: '30115', dealerCode: 'GB-30115' }, query: {}, headers: {} },
      ]);
      const nested = {
        ...details,
        params: { n: { answer: '/a~1b/0' } },
        query: { c: { market: 'threeLetterCountryCode' as const } },
      };
      expect(followUpRequests(nested, market, { 'a/b': { 0: 7 } })).toEqual([
        { params: { n: '7' }, query: { c: 'GBR' }, headers: {} },
      ]);
    });

    it("is made for each vehicle of the market's brand, with its VIN, and none of another brand's", () => {
      const vehicleType = {
        id: 'vehicleType',
        after: 'profile',
        each: { answer: '/value/vehicles', ofBrand: '/make' },
        params: {},
        query: { locale: { market: 'languageRegionCode' as const }, brand: { brand: 'makeCode' as const } },
        headers: { vin: { answer: '/vin' } },
      };
      const answer = {
        value: {
          vehicles: [
            { vin: 'VIN-F-1', make: 'F' },
            { vin: 'VIN-L-1', make: 'L' },
            { vin: 'VIN-F-2', make: 'F' },
            { make: 'F' },
          ],
        },
      };
      expect(followUpRequests(vehicleType, market, answer)).toEqual([
        { params: {}, query: { locale: 'en-gb', brand: 'F' }, headers: { vin: 'VIN-F-1' } },
        { params: {}, query: { locale: 'en-gb', brand: 'F' }, headers: { vin: 'VIN-F-2' } },
      ]);
      expect(followUpRequests(vehicleType, { ...market, makeCodes: ['L'] }, answer).map((r) => r.headers)).toEqual([
        { vin: 'VIN-L-1' },
      ]);
      expect(followUpRequests(vehicleType, market, { value: {} })).toEqual([]);
      const { ofBrand: _all, ...everyOne } = vehicleType.each;
      expect(followUpRequests({ ...vehicleType, each: everyOne }, market, answer)).toHaveLength(3);
    });

    it('is not made when the answer lacks a value (no dealer chosen)', () => {
      expect(followUpRequests(details, market, { dealerId: null, dealerCode: null })).toEqual([]);
      expect(followUpRequests(details, market, { dealerCode: 'GB-30115' })).toEqual([]);
      expect(followUpRequests(details, market, null)).toEqual([]);
    });
  });
});
