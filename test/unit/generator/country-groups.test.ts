import { checkDefinitions } from '../../../generator/pipeline';
import { formatProblem } from '../../../generator/problems';
import type { Country } from '../../../src/generated/types/country';
import type { Site } from '../../../src/generated/types/site';
import { editJson, realTexts } from '../../support/definitions';

/*
 * site.json countryGroups and dealers (spec 002 §9) against the country files: the rules the other specifications
 * state for "all Latin American countries", "EU countries" and the North American set hold for the listed countries.
 */
const problemsWith = (edit: (texts: ReturnType<typeof realTexts>) => void) => {
  const texts = realTexts();
  edit(texts);
  return checkDefinitions({ texts }).problems.map(formatProblem);
};

it('holds for the shipped definitions', () => {
  expect(problemsWith(() => undefined).filter((p) => /countryGroups|dealers/.test(p))).toEqual([]);
});

it('reports a country file that breaks the rule of its group', () => {
  const problems = problemsWith((texts) => {
    editJson<Country>(texts, 'markets/countries/ar.json', (c) => {
      c.wallet = true;
    });
    editJson<Country>(texts, 'markets/countries/ca.json', (c) => {
      for (const e of c.regionConfigurations) if (e.root === '/myaccount/') e.root = '/product/en-ca/';
    });
    editJson<Country>(texts, 'markets/countries/it.json', (c) => {
      delete c.phoneNormalisation;
    });
  });
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^markets\/countries\/ar\.json.* \/wallet: must be false: a Latin market/),
      expect.stringMatching(/^markets\/countries\/ca\.json.* \/regionConfigurations: has no entry under \/myaccount\//),
      expect.stringMatching(
        /^markets\/countries\/it\.json.* \/phoneNormalisation: must be dialPrefix for an EU country/,
      ),
    ]),
  );
});

it('reports lists that disagree with the country files, each other, the dealer stores and the chat', () => {
  const problems = problemsWith((texts) => {
    editJson<Site>(texts, 'markets/site.json', (s) => {
      s.countryGroups.europe = s.countryGroups.europe.filter((c) => c !== 'AT');
      s.countryGroups.northAmerica.push('AR');
      s.dealers.countries = s.dealers.countries.filter((c) => c !== 'DEU');
      delete s.dealers.storeUrlPrefixes.FR;
    });
  });
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        /^markets\/countries\/at\.json.* \/countryCode: AT is of region group eu but not one of the EU/,
      ),
      expect.stringMatching(/^markets\/site\.json.* \/dealers\/storeUrlPrefixes\/AT: is not an EU country/),
      expect.stringMatching(/^markets\/chat\.json.* \/countries\/\d+: AT is not an EU country/),
      expect.stringMatching(
        /^markets\/site\.json.* \/countryGroups\/latinAmerica\/0: AR is already in countryGroups\.northAmerica/,
      ),
      expect.stringMatching(/^markets\/site\.json.* \/dealers\/countries: lacks DEU/),
      expect.stringMatching(
        /^markets\/site\.json.* \/dealers\/storeUrlPrefixes: has no dealer store address for the EU country FR/,
      ),
    ]),
  );
});

it('keeps the EU call for the EU countries only, and the image consent for the countries with a leading zero', () => {
  const problems = problemsWith((texts) => {
    editJson<Country>(texts, 'markets/countries/fr.json', (c) => {
      c.privacyApi = 'v3';
    });
    editJson<Country>(texts, 'markets/countries/mx.json', (c) => {
      c.privacyApi = 'eu';
    });
    editJson<Country>(texts, 'markets/countries/nz.json', (c) => {
      delete c.phoneNormalisation;
    });
    editJson<Site>(texts, 'markets/site.json', (s) => {
      s.imageConsent.countries = ['VN', 'AU', 'NZ', 'PH', 'TH'];
    });
  });
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        /^markets\/countries\/fr\.json.* \/privacyApi: saves privacy preferences with v3: an EU country/,
      ),
      expect.stringMatching(
        /^markets\/countries\/mx\.json.* \/privacyApi: saves privacy preferences with eu, the call of the EU/,
      ),
      expect.stringMatching(
        /^markets\/countries\/nz\.json.* \/phoneNormalisation: must be leadingZero for an image market/,
      ),
      expect.stringMatching(
        /^markets\/countries\/za\.json.* \/phoneNormalisation: is leadingZero, the rule of the image markets, but ZA/,
      ),
    ]),
  );
});
