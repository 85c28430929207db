import type { Site } from '../../generated/types/site';

/** banner: Europe asks; ccpa: the US opt-out value decides, re-checked; implied: elsewhere, unless the browser says no (GPC). */
export type ConsentMode = 'banner' | 'ccpa' | 'implied';

type ConsentSite = Pick<Site, 'cookieConsent'>;

export function consentMode(market: { fmaRegion: string; countryCode: string }, site: ConsentSite): ConsentMode {
  const cfg = site.cookieConsent;
  if ((cfg.bannerRegions as string[]).includes(market.fmaRegion)) return 'banner';
  if (cfg.ccpaCountries.includes(market.countryCode)) return 'ccpa';
  return 'implied';
}

const LOCALE_SHAPE = /^[a-z]{2}-[a-z]{2}$/i;

/**
 * Spec 001 §2.3, §5: a `locale` query parameter suppresses the banner (and its analytics event) only if it is
 * two letters, a hyphen, two letters, and in the allowed list (data).
 */
export function bannerSuppressed(search: string, site: ConsentSite, parameter = 'locale'): boolean {
  const value = new URLSearchParams(search).get(parameter);
  return (
    value !== null && LOCALE_SHAPE.test(value) && site.cookieConsent.suppressingLocales.includes(value.toLowerCase())
  );
}

/** The path of an address with every character outside the allowed set removed (site.pathCharacters). */
export function sanitisedPath(path: string, pathCharacters: string): string {
  return path.replace(new RegExp(`[^${pathCharacters}]`, 'g'), '');
}

/** The IAB US Privacy string (usprivacy cookie, e.g. 1YYN): the third character Y means the owner opted out of sale. */
export function ccpaOptedOut(cookieHeader: string): boolean {
  const raw = cookieHeader.split(/;\s*/).find((c) => c.startsWith('usprivacy='));
  const value = raw ? decodeURIComponent(raw.slice('usprivacy='.length)) : '';
  return /^1[YN-]Y[YN-]$/i.test(value);
}
