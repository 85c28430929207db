/*
 * The list of features: the one central place a new capability is added. The store combines their slices,
 * the root saga forks their sagas, and boot merges their services into the one saga context.
 */
import type { ApiClient } from '../api/client';
import { analyticsFeature, type AnalyticsServices } from '../features/analytics/feature';
import { connectedServicesFeature } from '../features/connected-services/feature';
import type { ConnectedServicesServices } from '../features/connected-services/services';
import { consentFeature } from '../features/consent/feature';
import type { ConsentServices } from '../features/consent/services';
import { contentFeature } from '../features/content/feature';
import type { ContentServices } from '../features/content/services';
import { marketingOptionsFeature } from '../features/marketing-options/feature';
import type { MarketingServices } from '../features/marketing-options/services';
import { profileFeature } from '../features/profile/feature';
import type { ProfileServices } from '../features/profile/services';
import { sessionFeature } from '../features/session/feature';
import type { SessionServices } from '../features/session/services';
import { unitsFeature } from '../features/units/feature';
import type { UnitsServices } from '../features/units/services';
import type { Market } from '../generated/types/market';
import type { Feature, StateOfFeatures } from '../lib/feature';
import type { SiteTables } from '../lib/market/site-tables';

/** What boot offers every feature's services factory. */
export interface ServiceDeps {
  client: ApiClient;
  market: Market;
  tables: SiteTables;
  /** Whether an owner is signed in now: what only an owner can be asked for is not asked for otherwise. */
  signedIn: () => boolean;
}

export const features = [
  sessionFeature,
  profileFeature,
  contentFeature,
  marketingOptionsFeature,
  consentFeature,
  analyticsFeature,
  connectedServicesFeature,
  unitsFeature,
] as const satisfies readonly Feature<ServiceDeps, object>[];

/** The state of every feature's slices: `{ session: SessionState } & { profile: ProfileState } & ...`. */
export type FeaturesState = StateOfFeatures<typeof features>;

/** The one typed saga context: every feature's services, and the core ones. */
export type AppServices = SessionServices &
  ProfileServices &
  ContentServices &
  MarketingServices &
  ConsentServices &
  AnalyticsServices &
  ConnectedServicesServices &
  UnitsServices;

/** Every feature's services, built from boot's deps; the core and session services are boot's own. */
export function featureServices(deps: ServiceDeps): object {
  return Object.assign({}, ...features.map((f) => ('services' in f ? f.services(deps) : {}))) as object;
}
