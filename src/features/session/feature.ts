import { watchSessionExpired } from './sagas/session-expired';
import {
  watchAccountDeleted,
  watchProviderChanges,
  watchReauthentication,
  watchSignIn,
  watchSignOut,
} from './sagas/sign-in-out';
import { session } from './slice';
import type { Feature } from '../../lib/feature';

/** Sign-in state, the sign-in and sign-out intents, and the one 401 rule's redirect. Its services come from boot. */
export const sessionFeature = {
  name: 'session',
  slices: [session] as const,
  sagas: [
    watchSessionExpired,
    watchSignIn,
    watchSignOut,
    watchReauthentication,
    watchProviderChanges,
    watchAccountDeleted,
  ],
} satisfies Feature<unknown, object>;
