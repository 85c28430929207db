import { entryId } from './definitions';
import type { Country } from '../src/generated/types/country';
import type { Environment } from '../src/generated/types/environment';
import type { LanguageEntry } from '../src/generated/types/language-entry';
import type { Market } from '../src/generated/types/market';
import type { RegionsFile } from '../src/generated/types/region';

export interface Placeholders {
  domain?: string;
  fmaRegion: string;
  countryCode: string;
  brand: string;
  languageRegionCode: string;
}

/** Fills {name} placeholders; an unknown placeholder is left as written (a check reports it). */
export function fill(template: string, values: Placeholders): string {
  return template.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => {
    const v = (values as unknown as Record<string, string | undefined>)[name];
    return v === undefined ? whole : v;
  });
}

/** Where an entry lives in an environment: path routing puts every entry under /{brand}/{language-region}/. */
export function placeOf(env: Environment, entry: LanguageEntry, country: Country): { domain: string; root: string } {
  const values = placeholders(entry, country);
  return {
    domain: fill(env.hostTemplate, values),
    root: env.routing === 'path' ? `/${entry.brand}/${entry.languageRegionCode}/` : entry.root,
  };
}

function placeholders(entry: LanguageEntry, country: Country): Placeholders {
  return {
    domain: entry.domain,
    fmaRegion: country.fmaRegion,
    countryCode: country.countryCode.toLowerCase(),
    brand: entry.brand,
    languageRegionCode: entry.languageRegionCode,
  };
}

/** ISO 3166-1 codes left to users (AA, QM-QZ, XA-XZ, ZZ): CLDR calls them "Unknown Region", not a country. */
const USER_ASSIGNED = /^(AA|Q[M-Z]|X[A-Z]|ZZ)$/;

/** The country's name in the entry's language, from the ICU data of the generating Node; the file's name where there is none. */
function localCountryName(country: Country, entry: LanguageEntry): string {
  if (USER_ASSIGNED.test(country.countryCode)) return country.name;
  try {
    return (
      new Intl.DisplayNames([entry.languageRegionCode], { type: 'region', fallback: 'none' }).of(country.countryCode) ??
      country.name
    );
  } catch {
    return country.name;
  }
}

/** Site-wide lists a market's facts are read from (markets/site.json). */
export interface MarketLists {
  /** site.json imageConsent.countries: the image markets. */
  imageConsentCountries: readonly string[];
}

/** One language entry as the runtime sees it in one environment. */
export function buildMarket(
  env: Environment,
  country: Country,
  entry: LanguageEntry,
  regions: RegionsFile['regions'],
  lists: MarketLists,
): Market {
  const values = placeholders(entry, country);
  const { domain, root } = placeOf(env, entry, country);
  const market: Market = {
    id: entryId(entry.brand, entry.languageRegionCode),
    name: country.name,
    countryName: localCountryName(country, entry),
    countryCode: country.countryCode,
    threeLetterCountryCode: country.threeLetterCountryCode,
    appId: country.appId,
    fmaRegion: country.fmaRegion,
    signInScriptUrl: fill(env.signInScriptUrl, values),
    oidcIssuer: fill(env.oidcIssuer, values),
    serviceUrl: fill(env.serviceUrl, values),
    analyticsScriptUrl:
      country.analyticsScriptPath === null ? '' : fill(env.analyticsScriptBase, values) + country.analyticsScriptPath,
    walletScriptUrl: country.wallet ? fill(env.walletScriptUrl, values) : '',
    subscriptionEnv: country.subscriptions ? env.subscriptionEnv : '',
    subscriptionUrl: country.subscriptions ? fill(env.subscriptionUrl, values) : '',
    contentUrl: fill(env.contentUrl, values),
    scripts: {
      signIn: fill(env.signInScriptUrl, values),
      analytics:
        country.analyticsScriptPath === null ? '' : fill(env.analyticsScriptBase, values) + country.analyticsScriptPath,
      // The feedback survey needs the entry's comment card (spec 001 §9).
      feedback: entry.medalliaCommentCardId === undefined ? '' : fill(env.scripts.feedback, values),
      wallet: country.wallet ? fill(env.walletScriptUrl, values) : '',
      maps: fill(env.scripts.maps, values),
      botCheck: fill(env.scripts.botCheck, values),
      // Payments are the wallet's (adding a payment method): none where the country has no wallet.
      payments: country.wallet ? fill(env.scripts.payments, values) : '',
      chat: fill(env.scripts.chat, values),
      calls: fill(env.scripts.calls, values),
    },
    domain,
    root,
    language: entry.language,
    languageRegionCode: entry.languageRegionCode,
    langScript: entry.langScript,
    blockSearchIndexing: entry.blockSearchIndexing,
    brand: entry.brand,
    clientId: entry.clientId,
    consumerKey: regions[country.fmaRegion].consumerKeys[entry.brand] ?? '',
    languageSetId: entry.languageSetId,
    addressLabels: { ...country.addressLabels },
    privacyApi: country.privacyApi ?? regions[country.fmaRegion].privacyApi,
  };
  // Kept out of the entries of environments without aliases: most tables stay as they were.
  if (env.hostAliases !== undefined && env.hostAliases.length > 0) market.hostAliases = [...env.hostAliases];
  if (entry.threeLetterLangCode !== undefined) market.threeLetterLangCode = entry.threeLetterLangCode;
  if (entry.medalliaCommentCardId !== undefined) market.medalliaCommentCardId = entry.medalliaCommentCardId;
  if (country.postalCodePattern !== undefined) market.postalCodePattern = country.postalCodePattern;
  if (country.phoneNormalisation !== undefined) market.phoneNormalisation = country.phoneNormalisation;
  if (country.addressForm !== undefined) market.addressForm = country.addressForm;
  if (country.salutations !== undefined) market.salutations = [...country.salutations];
  if (country.emailMaskStars !== undefined) market.emailMaskStars = country.emailMaskStars;
  if (country.loyaltyProgramme === true) market.loyaltyProgramme = true;
  if (country.loyaltyLanguageCode !== undefined) market.loyaltyLanguageCode = country.loyaltyLanguageCode;
  if (country.emailChangeWarning === true) market.emailChangeWarning = true;
  if (lists.imageConsentCountries.includes(country.countryCode)) market.imageConsent = true;
  return market;
}

/** Every market of an environment, in a stable order (by id). */
export function buildMarkets(
  env: Environment,
  countries: Country[],
  regions: RegionsFile['regions'],
  lists: MarketLists,
): Market[] {
  const markets = countries.flatMap((c) => c.regionConfigurations.map((e) => buildMarket(env, c, e, regions, lists)));
  return markets.sort((a, b) => a.id.localeCompare(b.id));
}
