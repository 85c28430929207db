/** What a property value may draw on when an event fires (spec 002 §8). */
export interface AnalyticsContext {
  /** The signed-in owner; absent or null before sign-in. */
  user?: {
    guid?: string | null;
    /** The maker's consumer id (spec 002 §7): the id the maker's other systems know the owner by. */
    consumerId?: string | null;
    optIn?: boolean | null;
    vehicleCount?: number;
    hasConnectedVehicle?: boolean;
  } | null;
  market: { brand: string; countryCode: string; languageRegionCode: string };
  page?: { name: string; route?: string };
  /** Facts of this one event (an error code, a model year...), read by [detail.<key>]. */
  detail?: Record<string, string | number | boolean>;
}

/** The four shortcode errors of spec 002 §8. */
export type ShortcodeError = 'not-recognised' | 'missing-data' | 'no-user-guid' | 'no-opt-in-status';

export type Resolved = { ok: true; value: string } | { ok: false; error: ShortcodeError; shortcode: string };

type Lookup = string | { error: ShortcodeError };

const MISSING: Lookup = { error: 'missing-data' };

// One rendering for every value: the reports compare text, so a boolean is always yes/no and an empty text is no data.
function text(value: string | number | boolean | null | undefined, absent: Lookup = MISSING): Lookup {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : absent;
  return typeof value === 'string' && value !== '' ? value : absent;
}

/** The vocabulary: shortcode (without brackets) → its value in a context. */
const SHORTCODES: Record<string, (ctx: AnalyticsContext) => Lookup> = {
  'user.guid': (ctx) => text(ctx.user?.guid, { error: 'no-user-guid' }),
  'user.optIn': (ctx) => text(ctx.user?.optIn, { error: 'no-opt-in-status' }),
  'user.consumerId': (ctx) => text(ctx.user?.consumerId),
  'user.vehicleCount': (ctx) => text(ctx.user?.vehicleCount),
  'user.connected': (ctx) => text(ctx.user?.hasConnectedVehicle),
  'market.brand': (ctx) => text(ctx.market.brand),
  'market.country': (ctx) => text(ctx.market.countryCode),
  'market.locale': (ctx) => text(ctx.market.languageRegionCode),
  'page.name': (ctx) => text(ctx.page?.name),
  'page.route': (ctx) => text(ctx.page?.route),
};

const DETAIL = /^detail\.([A-Za-z0-9_]+)$/;
// A shortcode is whatever sits between a [ and the next ]; a lone bracket stays literal text.
const SHORTCODE = /\[([^[\]]*)\]/g;

/** Whether a shortcode (without brackets) is part of the vocabulary; the generator can check data with it. */
export function isRecognised(shortcode: string): boolean {
  return Object.hasOwn(SHORTCODES, shortcode) || DETAIL.test(shortcode);
}

/** The shortcodes of a value, without brackets, in order. */
export function shortcodesIn(template: string): string[] {
  return [...template.matchAll(SHORTCODE)].map((m) => m[1] ?? '');
}

function lookup(shortcode: string, ctx: AnalyticsContext): Lookup {
  if (Object.hasOwn(SHORTCODES, shortcode)) return (SHORTCODES[shortcode] as (c: AnalyticsContext) => Lookup)(ctx);
  const key = DETAIL.exec(shortcode)?.[1];
  if (key === undefined) return { error: 'not-recognised' };
  // Own keys only: [detail.constructor] must not find Object's.
  return ctx.detail && Object.hasOwn(ctx.detail, key) ? text(ctx.detail[key]) : MISSING;
}

/** A property value with its shortcodes filled in, or the first shortcode that failed. Pure; never throws. */
export function resolveValue(template: string, ctx: AnalyticsContext): Resolved {
  let out = '';
  let from = 0;
  for (const m of template.matchAll(SHORTCODE)) {
    const shortcode = m[1] ?? '';
    const found = lookup(shortcode, ctx);
    if (typeof found !== 'string') return { ok: false, error: found.error, shortcode };
    out += template.slice(from, m.index) + found;
    from = m.index + m[0].length;
  }
  return { ok: true, value: out + template.slice(from) };
}
