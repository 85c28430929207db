import type { FmaRegion, Market } from '../../generated/types/market';
import { collator } from '../../lib/format/intl-formats';
import { underRoot } from '../../lib/market/route-paths';

/** The regions in the order the selector lists them (spec 001 §3.1 fmaRegion). */
export const REGIONS: readonly FmaRegion[] = ['na', 'eu', 'apa'];

/** One site of the selector: a market's language entry. */
export interface SiteEntry {
  id: string;
  /** The market root: a full page load into that market. */
  href: string;
  languageRegionCode: string;
  /** The language's own name (Deutsch, Français...), in that language. */
  language: string;
  /** The country in the page's language; the international entry's name where the entry is no country. */
  countryName: string;
  /**
   * The country in the entry's own language (Deutschland), when that says something countryName and language do
   * not (not Suomi for Suomi); absent for the international entry.
   */
  ownCountryName?: string;
  /** The country code (the flag is drawn from it); absent for the international entry. */
  countryCode?: string;
  current: boolean;
}

export interface RegionGroup {
  region: FmaRegion;
  sites: SiteEntry[];
}

/** Names a country in a language; undefined where the browser cannot. */
export type CountryNamer = (locale: string, countryCode: string) => string | undefined;

/**
 * ISO 3166 user-assigned codes (AA, QM–QZ, XA–XZ, ZZ) name no country: the Mothersite, the international site,
 * has ZZ. Such an entry is listed as international.
 */
export function isUserAssigned(countryCode: string): boolean {
  return /^(AA|Q[M-Z]|X[A-Z]|ZZ)$/.test(countryCode);
}

/** The emoji flag of a country code: its two regional indicator symbols. */
export function flagOf(countryCode: string): string {
  return String.fromCodePoint(...[...countryCode.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/**
 * The current brand's sites of the environment, grouped by region (empty regions left out), each region sorted by
 * country name in the page's language, then by language.
 */
export function siteGroups(
  markets: readonly Market[],
  current: Pick<Market, 'id' | 'brand' | 'languageRegionCode'>,
  names: { international: string; countryName: CountryNamer },
): RegionGroup[] {
  const page = current.languageRegionCode;
  const byName = collator(page);
  const entries = markets
    .filter((m) => m.brand === current.brand)
    .map((m): SiteEntry & { region: FmaRegion } => {
      const international = isUserAssigned(m.countryCode);
      const countryName = international ? names.international : (names.countryName(page, m.countryCode) ?? m.name);
      const own = international ? undefined : names.countryName(m.languageRegionCode, m.countryCode);
      return {
        id: m.id,
        region: m.fmaRegion,
        href: underRoot(m, '/'),
        languageRegionCode: m.languageRegionCode,
        language: m.language,
        countryName,
        ...(own !== undefined && own !== countryName && own !== m.language ? { ownCountryName: own } : {}),
        ...(international ? {} : { countryCode: m.countryCode }),
        current: m.id === current.id,
      };
    });
  return REGIONS.map((region) => ({
    region,
    sites: entries
      .filter((e) => e.region === region)
      .sort((a, b) => byName.compare(a.countryName, b.countryName) || byName.compare(a.language, b.language))
      .map(({ region: _region, ...site }) => site),
  })).filter((g) => g.sites.length > 0);
}

/**
 * The type-ahead filter, as the country dropdown's (spec 000 §5): a case-insensitive substring match, accents not
 * folded. It looks at the country in the page's language and in the site's own, and at the language's name.
 */
export function filterSites(groups: readonly RegionGroup[], text: string, locale: string): RegionGroup[] {
  const needle = text.trim().toLocaleLowerCase(locale);
  if (!needle) return [...groups];
  const matches = (s: SiteEntry) =>
    [s.countryName, s.ownCountryName ?? '', s.language].some((name) => name.toLocaleLowerCase(locale).includes(needle));
  return groups.map((g) => ({ ...g, sites: g.sites.filter(matches) })).filter((g) => g.sites.length > 0);
}
