import { watchWallet } from './sagas/wallet';
import type { WalletServices } from './services';
import { wallet } from './slice';
import { registeredWallet } from './wallet-app';
import type { Market } from '../../generated/types/market';
import type { CoreServices, Feature } from '../../lib/feature';
import { createScriptLoader } from '../../lib/scripts/loader';

type Deps = { market: Market };
type Built = Omit<WalletServices, keyof CoreServices>;

const log = (message: string, detail?: Record<string, unknown>) => console.info(message, detail ?? '');

/**
 * The wallet page (spec 000 §2 /wallet): the market's wallet script, a separate payment product, mounted into the
 * page. It loads when the owner opens the page, not before: the owner asked for this service, so it is not one of the
 * consent-gated page scripts (analytics, feedback...). A retry is a new script element: the loader keeps a failed
 * address failed for the page, so each attempt gets a loader of its own.
 */
export const walletFeature = {
  name: 'wallet',
  slices: [wallet] as const,
  sagas: [watchWallet],
  services: ({ market }: Deps): Built => ({
    walletScript: {
      app: () => registeredWallet(window),
      load: () => createScriptLoader(document, log).load('wallet', market.scripts.wallet),
    },
  }),
} satisfies Feature<Deps, Built>;
