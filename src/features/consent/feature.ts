import { loadEveryPageScripts, startConsent, watchConsent } from './sagas/consent';
import type { ConsentServices } from './services';
import { consent } from './slice';
import type { Market } from '../../generated/types/market';
import type { CoreServices, Feature } from '../../lib/feature';
import { createScriptLoader } from '../../lib/scripts/loader';

type Deps = { market: Market };
type Built = Omit<ConsentServices, keyof CoreServices>;

/** Cookie consent and the one consent-gated script loader (spec 002 §2, 001 §7). */
export const consentFeature = {
  name: 'consent',
  slices: [consent] as const,
  // The watcher first: it must hear the state startConsent resolves.
  sagas: [watchConsent, startConsent, loadEveryPageScripts],
  services: ({ market }: Deps): Built => ({
    consentEnv: {
      readCookies: () => globalThis.document?.cookie ?? '',
      writeCookie: (cookie) => {
        globalThis.document.cookie = cookie;
      },
      host: globalThis.location?.hostname ?? '',
      secure: globalThis.location?.protocol === 'https:',
      search: globalThis.location?.search ?? '',
      gpc:
        (globalThis.navigator as (Navigator & { globalPrivacyControl?: boolean }) | undefined)?.globalPrivacyControl ===
        true,
      now: () => new Date(),
    },
    consentMarket: market,
    scripts: createScriptLoader(globalThis.document, (m, d) => console.info(m, d ?? '')),
  }),
} satisfies Feature<Deps, Built>;
