import { resolveValue, type AnalyticsContext } from './shortcodes';
import type { AnalyticsEventDefinition, AnalyticsFile } from '../../generated/types/analytics';

export type EventDefinition = AnalyticsEventDefinition;

/** An event ready for the analytics script: every property resolved to text. */
export interface AnalyticsEvent {
  eventName: string;
  directCallName: string;
  /** Descriptor → value. */
  properties: Record<string, string>;
}

/**
 * The events of one market (spec 002 §3, analytics config per brand and country): the defaults, then each
 * override whose brand and countries match, in file order. An override replaces an event whole or, with null,
 * removes it: there is no merging of properties, so what a market sends can be read off one definition.
 */
export function eventsFor(file: AnalyticsFile, brand: string, countryCode: string): Record<string, EventDefinition> {
  const events: Record<string, EventDefinition> = { ...file.defaults.events };
  const country = countryCode.toUpperCase();
  for (const o of file.overrides ?? []) {
    if (o.brand !== undefined && o.brand !== brand) continue;
    if (o.countries !== undefined && !o.countries.includes(country)) continue;
    for (const [id, def] of Object.entries(o.events)) {
      if (def === null) delete events[id];
      else events[id] = def;
    }
  }
  return events;
}

/**
 * Spec 002 §8: a property whose shortcode fails is left out. A non-conditional one is logged (the data should
 * have been there); a conditional one is silent, since being absent without its data is what conditional means.
 */
export function buildEvent(
  def: EventDefinition,
  ctx: AnalyticsContext,
  log: (message: string, detail?: Record<string, unknown>) => void,
): AnalyticsEvent {
  const properties: Record<string, string> = {};
  for (const p of def.properties) {
    const r = resolveValue(p.value, ctx);
    if (r.ok) properties[p.descriptor] = r.value;
    else if (!p.conditional)
      log('analytics property skipped', {
        event: def.eventName,
        descriptor: p.descriptor,
        error: r.error,
        shortcode: r.shortcode,
      });
  }
  return { eventName: def.eventName, directCallName: def.directCallName, properties };
}
