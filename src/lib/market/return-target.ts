import type { RouteName } from '../../generated/routes';
import type { Site } from '../../generated/types/site';

export type ReturnTarget = { route: RouteName } | { href: string };

/** The return links of markets/site.json (marketingOptions.returnLinks). */
export type ReturnLinks = Site['marketingOptions']['returnLinks'];

/**
 * Spec 000 §2: the return button goes to the dashboard, unless a link of the site data applies (the sign-in
 * and security page from a sign-in error; Australia and New Zealand on the connected-services path go to an
 * account-dashboard address outside the app). The first link whose conditions all hold wins.
 */
export function returnTarget(
  returnLinks: ReturnLinks,
  country: string,
  domain: string,
  location: { pathname: string; search: string },
): ReturnTarget {
  const query = new URLSearchParams(location.search);
  for (const link of returnLinks) {
    const { countries, pathIncludes, query: param } = link.when;
    if (countries && !countries.includes(country)) continue;
    if (pathIncludes !== undefined && !location.pathname.includes(pathIncludes)) continue;
    if (param !== undefined && !query.has(param)) continue;
    if (link.route !== undefined) return { route: link.route as RouteName };
    if (link.href !== undefined) return { href: link.href.replace('{domain}', domain) };
  }
  return { route: 'account-dashboard' };
}
