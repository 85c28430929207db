import { at, type Def, type Definitions } from './definitions';
import type { Problem } from './problems';
import type { Country } from '../src/generated/types/country';

// The country lists of site.json (countryGroups, dealers) against the country files and the chat countries: the rules
// of the specifications that name a group ("all Latin American countries", "EU countries") hold for its countries.

const GROUPS = ['northAmerica', 'latinAmerica', 'europe'] as const;

export function countryGroupRules(defs: Definitions): Problem[] {
  if (!defs.site) return [];
  const site = defs.site;
  const groups = site.data.countryGroups;
  const out: Problem[] = [];
  const byCode = new Map(defs.countries.map((c) => [c.data.countryCode, c]));
  const filesOf = (codes: readonly string[]) => codes.flatMap((code) => byCode.get(code) ?? []);

  const seen = new Map<string, string>();
  for (const name of GROUPS) {
    groups[name].forEach((code, i) => {
      const first = seen.get(code);
      if (first) out.push(at(site, `/countryGroups/${name}/${i}`, `${code} is already in countryGroups.${first}`));
      else seen.set(code, name);
    });
  }

  // 001 §3.1: North and Latin America share one app id, so one region group.
  const americas = filesOf([...groups.northAmerica, ...groups.latinAmerica]);
  const americasRegion = americas[0]?.data.fmaRegion;
  for (const c of americas.filter((c) => c.data.fmaRegion !== americasRegion))
    out.push(
      at(
        c,
        '/fmaRegion',
        `must be ${americasRegion}, the region group of North and Latin America (site.json countryGroups), as ${americas[0]?.file} has`,
      ),
    );

  // 001 §2.1: /myaccount/ roots for the North American set.
  for (const c of filesOf(groups.northAmerica)) {
    if (!c.data.regionConfigurations.some((e) => e.root === groups.northAmericaRoot))
      out.push(
        at(
          c,
          '/regionConfigurations',
          `has no entry under ${groups.northAmericaRoot}, the root of the North American set (site.json countryGroups.northAmericaRoot)`,
        ),
      );
  }

  // 001 §3.1, §9: no wallet script and no subscriptions in all Latin American countries.
  for (const c of filesOf(groups.latinAmerica)) {
    if (c.data.wallet)
      out.push(at(c, '/wallet', 'must be false: a Latin market (site.json countryGroups.latinAmerica) has no wallet'));
    if (c.data.subscriptions)
      out.push(
        at(
          c,
          '/subscriptions',
          'must be false: a Latin market (site.json countryGroups.latinAmerica) has no subscriptions',
        ),
      );
  }

  out.push(...europeRules(defs, site, byCode));
  out.push(...privacyRules(defs, site));
  return out;
}

/**
 * The privacy calls: the EU call (000 §7's EU preferences path) for the EU countries and only them; the image consent
 * in the image markets, which are also the countries whose phone numbers get a leading zero (002 §5 names one list).
 */
function privacyRules(defs: Definitions, site: NonNullable<Definitions['site']>): Problem[] {
  const out: Problem[] = [];
  const regions = defs.regions?.data.regions;
  const inEurope = new Set(site.data.countryGroups.europe);
  if (regions)
    for (const c of defs.countries) {
      const own = c.data.privacyApi !== undefined;
      const api = c.data.privacyApi ?? regions[c.data.fmaRegion].privacyApi;
      const where = own ? '/privacyApi' : '/fmaRegion';
      const from = own ? '' : ` (region ${c.data.fmaRegion}'s privacyApi in markets/regions.json)`;
      if (inEurope.has(c.data.countryCode) && api !== 'eu')
        out.push(at(c, where, `saves privacy preferences with ${api}${from}: an EU country uses the eu call`));
      if (!inEurope.has(c.data.countryCode) && api === 'eu')
        out.push(
          at(
            c,
            where,
            `saves privacy preferences with eu${from}, the call of the EU countries (site.json countryGroups.europe)`,
          ),
        );
    }
  const image = new Set(site.data.imageConsent.countries);
  for (const c of defs.countries) {
    const leadingZero = c.data.phoneNormalisation === 'leadingZero';
    if (image.has(c.data.countryCode) && !leadingZero)
      out.push(
        at(
          c,
          '/phoneNormalisation',
          'must be leadingZero for an image market (site.json imageConsent.countries, 002 §5)',
        ),
      );
    if (!image.has(c.data.countryCode) && leadingZero)
      out.push(
        at(
          c,
          '/phoneNormalisation',
          `is leadingZero, the rule of the image markets, but ${c.data.countryCode} is not in site.json imageConsent.countries`,
        ),
      );
  }
  return out;
}

function europeRules(defs: Definitions, site: NonNullable<Definitions['site']>, byCode: Map<string, Def<Country>>) {
  const out: Problem[] = [];
  const europe = site.data.countryGroups.europe;
  const inEurope = new Set(europe);
  const files = europe.flatMap((code) => byCode.get(code) ?? []);
  const region = files[0]?.data.fmaRegion;
  const dealerCountries = new Set(site.data.dealers.countries);
  for (const c of files) {
    if (c.data.fmaRegion !== region)
      out.push(
        at(c, '/fmaRegion', `must be ${region}, the region group of the EU countries (site.json countryGroups.europe)`),
      );
    // 002 §5: an EU country's numbers get its dial prefix.
    if (c.data.phoneNormalisation !== 'dialPrefix')
      out.push(
        at(
          c,
          '/phoneNormalisation',
          'must be dialPrefix for an EU country (site.json countryGroups.europe, spec 002 §5)',
        ),
      );
    if (!dealerCountries.has(c.data.threeLetterCountryCode))
      out.push(
        at(
          site,
          '/dealers/countries',
          `lacks ${c.data.threeLetterCountryCode}: ${c.data.countryCode} is an EU country, whose dealers have stores`,
        ),
      );
  }
  for (const c of defs.countries.filter((c) => c.data.fmaRegion === region && !inEurope.has(c.data.countryCode)))
    out.push(
      at(
        c,
        '/countryCode',
        `${c.data.countryCode} is of region group ${region} but not one of the EU countries (site.json countryGroups.europe)`,
      ),
    );

  const prefixes = site.data.dealers.storeUrlPrefixes;
  for (const code of europe.filter((code) => !Object.hasOwn(prefixes, code)))
    out.push(at(site, '/dealers/storeUrlPrefixes', `has no dealer store address for the EU country ${code}`));
  for (const code of Object.keys(prefixes).filter((code) => !inEurope.has(code)))
    out.push(at(site, `/dealers/storeUrlPrefixes/${code}`, 'is not an EU country (site.json countryGroups.europe)'));

  // markets/chat.json: live chat in supported EU markets only (002 §2).
  const chat = defs.chat;
  const chatCountries = (chat?.data as { countries?: unknown } | undefined)?.countries;
  if (chat && Array.isArray(chatCountries))
    chatCountries.forEach((code, i) => {
      if (typeof code === 'string' && !inEurope.has(code))
        out.push(at(chat, `/countries/${i}`, `${code} is not an EU country (site.json countryGroups.europe)`));
    });
  return out;
}
