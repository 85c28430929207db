import type { ApiClient } from '../../api/client';
import { loadProfileLite } from '../../api/owner-calls';
import type { Market } from '../../generated/types/market';
import type { AnalyticsSink, createAnalytics } from '../../lib/analytics/dispatch';
import type { EventDefinition } from '../../lib/analytics/events';
import type { AnalyticsContext } from '../../lib/analytics/shortcodes';
import { bannerSuppressed } from '../../lib/consent/policy';
import type { CoreServices } from '../../lib/feature';
import type { SiteTables } from '../../lib/market/site-tables';

export type Analytics = ReturnType<typeof createAnalytics>;

export interface AnalyticsServices extends CoreServices {
  /** The market's analytics, its configuration fetched on first use; null when it cannot be had (only logged). */
  analytics: () => Promise<Analytics | null>;
  /** The signed-in owner as the shortcodes see them; null when signed out or unknown (never starts a sign-in). */
  analyticsUser: () => Promise<AnalyticsContext['user']>;
  analyticsMarket: AnalyticsContext['market'];
  /** Spec 001 §2.3: a banner-suppressing locale skips the page's analytics event as it skips the banner. */
  analyticsSuppressed: boolean;
}

export type Deps = { client: ApiClient; market: Market; tables: SiteTables; signedIn: () => boolean };

const log = (m: string, d?: Record<string, unknown>) => console.info(m, d ?? '');

/**
 * Fetches the market's event configuration once (content, spec 002 §7; the client's analyticsConfig call, cached by
 * its rule across the pages of a visit), then keeps the one analytics object.
 */
function lazyAnalytics(client: ApiClient, market: Market): () => Promise<Analytics | null> {
  let made: Promise<Analytics | null> | null = null;
  return () => {
    made ??= (async () => {
      try {
        const r = await client.call('analyticsConfig', {
          params: { brand: market.brand, country: market.countryCode },
        });
        if (r.kind !== 'ok') throw new Error(r.kind === 'error' ? r.message : 'unauthorized');
        // Content is input: an answer without an object of events is no configuration.
        const events: unknown = (r.data as { events?: unknown } | null)?.events;
        if (typeof events !== 'object' || events === null) throw new Error('no events');
        // Loaded with the configuration: the event builder is not part of a first visit.
        const { createAnalytics: create } = await import('../../lib/analytics/dispatch');
        return create({
          events: events as Record<string, EventDefinition>,
          // The saga checks consent before tracking; the sink is the analytics script's global once it has loaded.
          consented: () => true,
          sink: () => globalThis.window?.ownerAnalytics ?? null,
          log,
        });
      } catch (error) {
        log('analytics configuration unavailable', { message: error instanceof Error ? error.message : String(error) });
        made = null; // asked again on the next event
        return null;
      }
    })();
    return made;
  };
}

/**
 * The maker's consumer id of the signed-in owner (spec 002 §7: GET consumer-id with the market's three-letter country
 * code, answering consumer.id): the id the maker's other systems know the owner by, which the page views carry to
 * the analytics reports. Null when it cannot be had: the page view then goes without it (its property is conditional).
 */
async function loadConsumerId(client: ApiClient, market: Market): Promise<string | null> {
  const r = await client.call('consumerId', { query: { countryCode: market.threeLetterCountryCode.toUpperCase() } });
  if (r.kind !== 'ok') return null;
  // The answer is input (the client does not re-check it): anything but a non-empty text is no id.
  const raw: unknown = r.data;
  const consumer = raw && typeof raw === 'object' && 'consumer' in raw ? raw.consumer : undefined;
  const id = consumer && typeof consumer === 'object' && 'id' in consumer ? consumer.id : undefined;
  return typeof id === 'string' && id !== '' ? id : null;
}

export type Built = Omit<AnalyticsServices, keyof CoreServices>;

declare global {
  interface Window {
    ownerAnalytics?: AnalyticsSink;
  }
}

/** The services the analytics sagas use, built once at boot. */
export function analyticsServices({ client, market, tables, signedIn }: Deps): Built {
  return {
    analytics: lazyAnalytics(client, market),
    analyticsUser: async () => {
      // A visitor is nobody to ask the service about: the call would only answer 401.
      if (!signedIn()) return null;
      // The client directly, not callApi: a 401 here must not send the owner to sign in. Both answers are cached by
      // the client (profile-lite 3 minutes, the consumer id by its cacheMs), so a visit asks for the id once.
      const [r, consumerId] = await Promise.all([loadProfileLite(client, market), loadConsumerId(client, market)]);
      if (r.kind !== 'ok') return null;
      const p = r.data;
      const optIn = p.privacyPreferences?.some((x) => x.preferenceCode === 1);
      return {
        guid: p.userGuid,
        consumerId,
        optIn: p.privacyPreferences && p.privacyPreferences.length > 0 ? optIn : null,
      };
    },
    analyticsMarket: {
      brand: market.brand,
      countryCode: market.countryCode,
      languageRegionCode: market.languageRegionCode,
    },
    analyticsSuppressed: bannerSuppressed(
      globalThis.location?.search ?? '',
      tables.site,
      tables.site.localeQueryParameter,
    ),
  };
}
