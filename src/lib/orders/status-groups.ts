import type { GroupName, StatusGroups } from '../../generated/types/orders';

/** Where a vehicle order stands: a step of the progress, cancelled, or a code this build does not know yet. */
export type StatusGroup = GroupName | 'cancelled' | 'unknown';

export interface TrackingProgress {
  group: StatusGroup;
  /** The region's steps in order; a region whose group has no codes skips it (the EU has no purchase completed). */
  steps: GroupName[];
  /** Index of the current step in `steps`; -1 when cancelled or unknown. */
  current: number;
}

const normalise = (code: string) => code.trim().toUpperCase();

/** The status-group region (us, ca, eu...) whose codes a country's vehicle orders use; null where none is defined. */
export function trackingRegionOf(countryCode: string, groups: StatusGroups): string | null {
  const country = normalise(countryCode);
  const found = Object.entries(groups.regions).find(([, r]) => r.countries.includes(country));
  return found ? found[0] : null;
}

/**
 * The group of a status code in a region (spec 002 §4). Cancelled codes mean cancelled everywhere, and win;
 * a code the region does not list is 'unknown' (the page says the status is being updated, never guesses).
 */
export function statusGroupOf(code: string, region: string | null, groups: StatusGroups): StatusGroup {
  const c = normalise(code);
  if (groups.cancelled.includes(c)) return 'cancelled';
  const codes = region === null ? undefined : groups.regions[region];
  if (!codes) return 'unknown';
  return groups.order.find((g) => codes[g].includes(c)) ?? 'unknown';
}

/** The progress steps of a region: the groups that have codes there, in the order they happen. */
export function progressSteps(region: string | null, groups: StatusGroups): GroupName[] {
  const codes = region === null ? undefined : groups.regions[region];
  return codes ? groups.order.filter((g) => codes[g].length > 0) : [];
}

/** The progress view of one order: its country picks the region, its code the step. */
export function trackingProgress(code: string, countryCode: string, groups: StatusGroups): TrackingProgress {
  const region = trackingRegionOf(countryCode, groups);
  const group = statusGroupOf(code, region, groups);
  const steps = progressSteps(region, groups);
  return { group, steps, current: group === 'cancelled' || group === 'unknown' ? -1 : steps.indexOf(group) };
}
