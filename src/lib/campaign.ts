/*
 * Spec 000 §7: the campaign id kept in local storage is appended to URLs as campaignId. A campaign link brings the id
 * in its query; it is kept, and the links the app builds to the maker's other sites carry it, so the campaign is
 * credited wherever the owner goes next (site.json campaign).
 */
import type { Site } from '../generated/types/site';

export type CampaignRule = Site['campaign'];

/** Storage can refuse (private browsing, storage turned off): the campaign is then not kept, nothing else fails. */
function attempt<T>(run: () => T): T | null {
  try {
    return run();
  } catch {
    return null;
  }
}

/** Keeps the campaign id of the page's query, if it brings one; a later campaign link replaces an earlier one. */
export function keepCampaignId(search: string, storage: Pick<Storage, 'setItem'>, rule: CampaignRule): void {
  const id = new URLSearchParams(search).get(rule.queryParameter)?.trim();
  if (id) attempt(() => storage.setItem(rule.storageKey, id));
}

/** The kept campaign id, or null when there is none. */
export function keptCampaignId(storage: Pick<Storage, 'getItem'> | undefined, rule: CampaignRule): string | null {
  const id = storage ? attempt(() => storage.getItem(rule.storageKey)) : null;
  return id?.trim() || null;
}

/**
 * The address with the campaign id in its query (replacing one it already has), before any fragment. An address
 * that is not absolute, or no id, leaves it as it is.
 */
export function withCampaignId(href: string, id: string | null, rule: CampaignRule): string {
  if (!id) return href;
  const url = attempt(() => new URL(href));
  if (!url) return href;
  url.searchParams.set(rule.queryParameter, id);
  return url.href;
}
