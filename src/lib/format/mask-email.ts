import type { Market } from '../../generated/types/market';

/**
 * Spec 001 §5: the star run of a market; some countries ask for a longer one (country emailMaskStars) than the
 * site's (site.json signInSecurity.emailMaskStars).
 */
export function emailStarRun(market: Pick<Market, 'emailMaskStars'> | undefined, siteStars: number): number {
  return Math.max(market?.emailMaskStars ?? 0, siteStars);
}

/**
 * Spec 001 §5: an email as every page shows it (the account's pages, the sign-in steps, the two-step options): the
 * first character of the local part, a fixed run of stars (so the length of the address is not told) and the
 * domain. Without an @ every character is hidden. The one place an email is masked.
 */
export function maskEmail(email: string, stars: number): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '*'.repeat(stars);
  return `${email.slice(0, 1)}${'*'.repeat(stars)}${email.slice(at)}`;
}
