/*
 * A screen's own texts (src/lib/content/screen-texts.ts), loaded with its code the first time it opens: a page starts
 * with the shell's texts and its own screen's only. Until the page's texts are in place (render.tsx), and where the
 * build did not split the texts, nothing is asked for.
 */
import type { i18n } from 'i18next';
import type { ApiClient } from '../../api/client';
import type { Market } from '../../generated/types/market';
import type { ScreenId } from '../../generated/types/routes';
import { partTexts, screenTextsQuery, startNamespaces } from '../../lib/content/screen-texts';
import { fetchTexts } from '../texts';
import { screenTexts } from '#screen-texts';

// By a screen's id, or partTexts(part) for a part of the shell that comes later (shell-parts.ts).
let loadFor: ((owner: string) => Promise<void>) | undefined;

/** From now on, a screen opening asks for its texts the page does not have yet (the start had startScreen's). */
export function loadScreenTextsInto(
  instance: i18n,
  client: Pick<ApiClient, 'call'>,
  market: Pick<Market, 'languageRegionCode'>,
  startScreen: ScreenId,
): void {
  const loaded = startNamespaces(screenTexts, startScreen);
  // One request per screen at a time; a failed one is asked again the next time the screen opens.
  const pending = new Map<string, Promise<void>>();
  loadFor = (screen) => {
    const query = screenTextsQuery(screenTexts, screen, loaded);
    if (query === undefined) return Promise.resolve();
    let request = pending.get(screen);
    if (request === undefined) {
      request = fetchTexts(client, market, query)
        .then((texts) => {
          instance.addResources(market.languageRegionCode, 'translation', texts);
          for (const namespace of query.only?.split(',') ?? []) loaded.add(namespace);
        })
        .finally(() => pending.delete(screen));
      pending.set(screen, request);
    }
    return request;
  };
}

/** Resolves once the screen's own texts are in the page's (at once where there is nothing to ask for). */
export function screenTextsLoaded(screen: ScreenId): Promise<void> {
  return loadFor ? loadFor(screen) : Promise.resolve();
}

/** Resolves once the texts of a part of the shell (shell-parts.ts) are in the page's, as a screen's. */
export function partTextsLoaded(part: string): Promise<void> {
  return loadFor ? loadFor(partTexts(part)) : Promise.resolve();
}
