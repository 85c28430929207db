import type { Market } from '../../generated/types/market';
import type { MarketCapability, ResolvedRoute } from '../../generated/types/routes';
import type { Site } from '../../generated/types/site';
import { chromeShown } from '../webview';

/** Spec 002 §2: the header carries the shortcuts navigation only where site.json says (en-us of the product brand). */
export function shortcutsShown(
  market: Pick<Market, 'brand' | 'languageRegionCode'>,
  where: Site['shortcutsNavigation'],
): boolean {
  const { brands, languageRegionCodes } = where;
  return brands.includes(market.brand) && languageRegionCodes.includes(market.languageRegionCode);
}

/** The shortcuts navigation offers the connected items by the owner's vehicles: the profile's. */
const SHORTCUTS_CALLS = ['profile'];

/**
 * The data calls a signed-in owner's page makes as it opens: the shell's (where its header shows the shortcuts)
 * and the route's own (routes.json `calls`, those of a capability the market has). Boot starts them with the shell's content, so their answers are under
 * way while the page renders. No React here: boot runs before React is loaded.
 */
export function openingCalls(
  route: Pick<ResolvedRoute, 'header' | 'calls'>,
  market: Pick<Market, 'brand' | 'languageRegionCode' | MarketCapability>,
  webview: boolean,
  shortcutsWhere: Site['shortcutsNavigation'],
): string[] {
  const shortcuts = chromeShown({ header: route.header }, webview) && shortcutsShown(market, shortcutsWhere);
  // A call of a capability the market has not (its loyalty programme) is not made there.
  const own = route.calls.flatMap((c) => (typeof c === 'string' ? [c] : market[c.where] === true ? [c.id] : []));
  return [...new Set([...(shortcuts ? SHORTCUTS_CALLS : []), ...own])];
}
