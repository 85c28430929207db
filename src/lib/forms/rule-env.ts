import { isValidRegion } from './address-options';
import { bannedNameMatcher } from './banned-names';
import type { RuleEnv } from './rules';
import { regionLists } from '../../generated/address-forms';

/** A country of the phone list as the rules read it: its code, its number pattern and its dial prefix. */
export interface RulePhoneCountry {
  countryCode: string;
  countryRegex: string;
  phoneNumberCountryCode?: string;
}

/** The market as the rules read it: its country (region lists) and its postal code pattern, if it has one. */
export interface RuleMarket {
  countryCode: string;
  postalCodePattern?: string;
}

/** The word and region tables the rules read: the generated ones, or a test's fixtures. */
export interface RuleTables {
  regionLists: Readonly<Record<string, readonly { code: string }[]>>;
  isBannedName(value: string): boolean;
}

/**
 * The banned-name rule's word lists (markets/reserved-words.json, 3 KB compressed) are a chunk of their own: a form
 * page does not need them to be drawn or used, only once a name is checked (on a save, and after one as the owner
 * types). RuleForm asks for them when the owner first goes into a field and waits for them before it checks a save.
 * The data service reads them at once (shippedTables).
 */
let bannedName: ((value: string) => boolean) | undefined;
let loadingBannedNames: Promise<void> | undefined;

export function loadBannedNames(): Promise<void> {
  loadingBannedNames ??= import('../../generated/reserved-words').then(
    ({ reservedWords }) => {
      bannedName = bannedNameMatcher(reservedWords);
    },
    (error: unknown) => {
      loadingBannedNames = undefined; // the next save asks again
      throw error;
    },
  );
  return loadingBannedNames;
}

export const bannedNamesLoaded = (): boolean => bannedName !== undefined;

/** Before the lists are in no value is called banned: RuleForm does not let a save through until they are. */
const shipped: RuleTables = { regionLists, isBannedName: (value) => bannedName?.(value) ?? false };

/** The shipped tables with the word lists read at once: the data service's and the bench's. */
export function shippedTables(words: readonly (readonly string[])[]): RuleTables {
  return { regionLists, isBannedName: bannedNameMatcher(words) };
}

/**
 * The one rule context of every form built from a definition: the account settings and post-registration pages,
 * and the data service checking what they send. The market's postal code pattern; for a phone number, the pattern of
 * the country chosen in the form, else (a body as sent carries no choice) of the number's dial prefix. Where the
 * market has none, the rule's own pattern applies (form data).
 */
export function ruleEnv(
  market: RuleMarket,
  phoneCountries: readonly RulePhoneCountry[],
  tables: RuleTables = shipped,
): RuleEnv {
  // Longest dial prefix first: +353 before +35.
  const byPrefix = phoneCountries
    .filter((c) => c.phoneNumberCountryCode)
    .sort((a, b) => (b.phoneNumberCountryCode ?? '').length - (a.phoneNumberCountryCode ?? '').length);
  return {
    isBannedName: tables.isBannedName,
    isValidRegion: (value) => isValidRegion(market.countryCode, value, tables.regionLists),
    pattern(ref, values) {
      if (ref === 'postalCode') return market.postalCodePattern;
      const chosen = phoneCountries.find((c) => c.countryCode === values.phoneCountry);
      if (chosen) return chosen.countryRegex;
      const number = typeof values.mobilePhoneNumber === 'string' ? values.mobilePhoneNumber : '';
      return byPrefix.find((c) => number.startsWith(c.phoneNumberCountryCode ?? ''))?.countryRegex;
    },
  };
}
