import type { ScriptData, ScriptKind } from './loader';
import type { Market } from '../../generated/types/market';
import type { Site } from '../../generated/types/site';

/** The consent a kind of script needs (site.json cookieConsent.scriptConsent). */
export type ScriptConsentGroup = Site['cookieConsent']['scriptConsent'][ScriptKind];

/** Whether a kind of script waits for consent group 6 (spec 001 §7), or loads when its page asks, without consent. */
export function waitsForGroup6(site: Pick<Site, 'cookieConsent'>, kind: ScriptKind): boolean {
  return site.cookieConsent.scriptConsent[kind] !== 'strictlyNecessary';
}

/** What the loader is given for a kind of the market's scripts: its address (empty: load nothing) and its data. */
export interface ScriptRequest {
  address: string;
  data: ScriptData;
}

/**
 * The market's address of a kind, with the configuration the script reads from its element: the feedback survey is
 * handed the entry's comment card (medalliaCommentCardId, spec 001 §3.2) as data-card-id. Without a card the
 * survey's address is empty (the generator leaves it out), so it is never loaded without one.
 */
export function scriptRequest(
  market: Pick<Market, 'scripts' | 'medalliaCommentCardId'>,
  kind: ScriptKind,
): ScriptRequest {
  const address = market.scripts[kind];
  if (kind === 'feedback')
    return market.medalliaCommentCardId === undefined
      ? { address: '', data: {} }
      : { address, data: { cardId: String(market.medalliaCommentCardId) } };
  return { address, data: {} };
}
