import type { WalletApp } from './wallet-app';
import type { CoreServices } from '../../lib/feature';

/** The market's wallet script as the saga sees it; tests give a fake. */
export interface WalletScript {
  /** The application the script registered, once it has run. */
  app(): WalletApp | undefined;
  /** Adds the script to the page (a new attempt on every call); true when it ran, false when it failed to load. */
  load(): Promise<boolean>;
}

export interface WalletServices extends CoreServices {
  walletScript: WalletScript;
}
