import type { Auth } from '../../lib/auth/sign-in';
import type { CoreServices } from '../../lib/feature';

/** What the session sagas take from the saga context. */
export interface SessionServices extends CoreServices {
  auth: Pick<Auth, 'signIn' | 'signOut' | 'lastSignInAt' | 'isAuthenticated'>;
  /** The current address below the origin: pathname + search + hash. */
  currentPath: () => string;
  /** Leaves the app after sign-out: to the provider's sign-out address when given, else the market root (which starts sign-in again). */
  leave: (to?: string, options?: { signedOut?: boolean }) => void;
}
