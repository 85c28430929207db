import type { Market } from '../../generated/types/market';
import type { FollowUpCall, FollowUpValue, MarketCapability, ResolvedRoute } from '../../generated/types/routes';
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
 * and the route's own (routes.json `calls`, those of a capability the market has). Boot starts them with the shell's
 * content, so their answers are under way while the page renders. No React here: boot runs before React is loaded.
 */
export function openingCalls(
  route: Pick<ResolvedRoute, 'header' | 'calls'>,
  market: Pick<Market, 'brand' | 'languageRegionCode' | MarketCapability>,
  webview: boolean,
  shortcutsWhere: Site['shortcutsNavigation'],
): string[] {
  const shortcuts = chromeShown({ header: route.header }, webview) && shortcutsShown(market, shortcutsWhere);
  // A call of a capability the market has not (its loyalty programme) is not made there; a follow-up waits for the
  // answer it is filled from (followUps).
  const own = route.calls.flatMap((c) =>
    typeof c === 'string' ? [c] : 'where' in c ? (market[c.where] === true ? [c.id] : []) : [],
  );
  return [...new Set([...(shortcuts ? SHORTCUTS_CALLS : []), ...own])];
}

/** The route's calls filled from an earlier call's answer (routes.json `after`), for the call they follow. */
export function followUps(route: Pick<ResolvedRoute, 'calls'>, after: string): FollowUpCall[] {
  return route.calls.filter((c): c is FollowUpCall => typeof c !== 'string' && 'after' in c && c.after === after);
}

type FollowUpMarket = Pick<Market, 'languageRegionCode' | 'threeLetterCountryCode'>;

/** A JSON pointer's value in an answer (RFC 6901: ~1 is "/", ~0 is "~"). */
function pointed(answer: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (at, token) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[token] : undefined),
      answer,
    );
}

function filled(
  values: Record<string, FollowUpValue>,
  market: FollowUpMarket,
  answer: unknown,
): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const found = 'market' in value ? market[value.market] : pointed(answer, value.answer);
    if (typeof found === 'number') out[name] = String(found);
    else if (typeof found === 'string' && found !== '') out[name] = found;
    else return null;
  }
  return out;
}

/**
 * A follow-up's path parameters and query from the answer it follows and the market; null when the answer lacks a
 * value (no dealer chosen): then the call is not made.
 */
export function followUpOptions(
  call: FollowUpCall,
  market: FollowUpMarket,
  answer: unknown,
): { params: Record<string, string>; query: Record<string, string> } | null {
  const params = filled(call.params, market, answer);
  const query = filled(call.query, market, answer);
  return params && query ? { params, query } : null;
}
