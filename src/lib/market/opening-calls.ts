import { endpoints } from '../../generated/api';
import type { Market } from '../../generated/types/market';
import type { FollowUpCall, FollowUpValue, MarketCapability, ResolvedRoute } from '../../generated/types/routes';
import type { Site } from '../../generated/types/site';
import { isEndpointId } from '../call-address';
import { pointed } from '../json-pointer';
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
  const listed = [...new Set([...(shortcuts ? SHORTCUTS_CALLS : []), ...own])];
  // A call the client takes from another's answer comes after it: that answer is under way when it is asked for.
  const fromListed = (id: string) => listed.includes(wholeOf(id) ?? '');
  return [...listed.filter((id) => !fromListed(id)), ...listed.filter(fromListed)];
}

/** The call whose answer holds this one's (endpoints.json `within`), if any. */
const wholeOf = (id: string) => (isEndpointId(id) ? endpoints[id].within?.id : undefined);

/**
 * The opening calls that are sent (the opening calls' script): not one the client takes from the answer of another
 * of them (the profile-lite from the profile's), which would only be a second request for the same data.
 */
export function sentOpeningCalls(calls: readonly string[]): string[] {
  return calls.filter((id) => !calls.includes(wholeOf(id) ?? ''));
}

/** The route's calls filled from an earlier call's answer (routes.json `after`), for the call they follow. */
export function followUps(route: Pick<ResolvedRoute, 'calls'>, after: string): FollowUpCall[] {
  return route.calls.filter((c): c is FollowUpCall => typeof c !== 'string' && 'after' in c && c.after === after);
}

/** What a follow-up's values may take from the market: its fields, and its brand's make codes (brands.json). */
export type FollowUpMarket = Pick<Market, 'languageRegionCode' | 'threeLetterCountryCode'> & {
  makeCodes: readonly string[];
};

function filled(
  values: Record<string, FollowUpValue>,
  market: FollowUpMarket,
  answer: unknown,
): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const found =
      'market' in value ? market[value.market] : 'brand' in value ? market.makeCodes[0] : pointed(answer, value.answer);
    if (typeof found === 'number') out[name] = String(found);
    else if (typeof found === 'string' && found !== '') out[name] = found;
    else return null;
  }
  return out;
}

/** What a follow-up sends: its path parameters, query and headers, filled in. */
export interface FollowUpRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
}

/** The answers a follow-up is filled from: the earlier answer, or each element of its list (`each`) of the brand. */
function sources(call: FollowUpCall, market: FollowUpMarket, answer: unknown): unknown[] {
  if (!call.each) return [answer];
  const { answer: list, ofBrand } = call.each;
  const elements = pointed(answer, list);
  if (!Array.isArray(elements)) return [];
  return ofBrand === undefined
    ? elements
    : elements.filter((element) => market.makeCodes.includes(String(pointed(element, ofBrand))));
}

/**
 * A follow-up's requests from the answer it follows and the market: one, or one per element of its list (`each`).
 * A request whose answer lacks a value (no dealer chosen) is not made.
 */
export function followUpRequests(call: FollowUpCall, market: FollowUpMarket, answer: unknown): FollowUpRequest[] {
  return sources(call, market, answer).flatMap((source) => {
    const params = filled(call.params, market, source);
    const query = filled(call.query, market, source);
    const headers = filled(call.headers ?? {}, market, source);
    return params && query && headers ? [{ params, query, headers }] : [];
  });
}
