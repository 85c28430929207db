import type { MarketingApi } from './api';
import type { Draft, MarketingPage } from './slice';
import type { CoreServices } from '../../lib/feature';

/** Where edits wait while the owner signs in again (per tab; taken once). */
export interface DraftStore {
  save(page: MarketingPage, draft: Draft): void;
  take(page: MarketingPage): Draft | null;
  discard(page: MarketingPage): void;
}

/** What the marketing options sagas take from the saga context. */
export interface MarketingServices extends CoreServices {
  marketingApi: MarketingApi;
  drafts: DraftStore;
  scrollToTop: () => void;
  /** Spec 000 §2: in webview, after a save on the brands that have it, this fixed location; otherwise null. */
  webviewSaveLocation: string | null;
  /** A full-page move to an address outside the app (the webview save location). */
  leaveTo: (href: string) => void;
}
