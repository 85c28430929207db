import { loadEveryPageScripts, startConsent, watchConsent } from './sagas/consent';
import type { ConsentServices } from './services';
import { consent } from './slice';
import type { Market } from '../../generated/types/market';
import type { CoreServices, Feature } from '../../lib/feature';
import type { SiteTables } from '../../lib/market/site-tables';
import { createScriptLoader } from '../../lib/scripts/loader';
import { type CallsUnderWay, untilPageSettled } from '../../lib/tasks/page-settled';

type Deps = { market: Market; client: CallsUnderWay; tables: SiteTables };
type Built = Omit<ConsentServices, keyof CoreServices>;

/** Cookie consent and the one consent-gated script loader (spec 002 §2, 001 §7). */
export const consentFeature = {
  name: 'consent',
  slices: [consent] as const,
  // The watcher first: it must hear the state startConsent resolves.
  sagas: [watchConsent, startConsent, loadEveryPageScripts],
  services: ({ market, client, tables }: Deps): Built => ({
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
    pageSettled: () => untilPageSettled(client, tables.site.timings.pageSettledMaxMs),
  }),
} satisfies Feature<Deps, Built>;
