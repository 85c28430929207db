import { useSite } from './market-context';
import { keptCampaignId, withCampaignId } from '../lib/campaign';

/**
 * For a link to the maker's other sites: the address with the kept campaign id (spec 000 §7, src/lib/campaign.ts).
 * Read when the link renders, so a campaign kept by another tab counts too.
 */
export function useCampaignLink(): (href: string) => string {
  const rule = useSite().campaign;
  const id = keptCampaignId(globalThis.localStorage, rule);
  return (href) => withCampaignId(href, id, rule);
}
