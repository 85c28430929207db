import { site } from '../../../../src/generated/site';
import { dealerCountries } from '../../../../src/server/owner-api/dealer-countries';

it('seeds dealers only in countries of the site’s dealer-country list (002 §3), where the app offers the page', () => {
  expect(site.dealers.countries).toEqual(expect.arrayContaining([...dealerCountries]));
});
