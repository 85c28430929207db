import { hasChat } from './chat-config';
import { watchHelpArea } from './sagas/help-area';
import type { HelpChat, HelpServices, PopupEnv } from './services';
import { help } from './slice';
import { sseTransport } from './sse-transport';
import { startTabRecord } from './tab-record';
import type { ApiClient } from '../../api/client';
import { chat } from '../../generated/chat';
import type { Market } from '../../generated/types/market';
import type { CoreServices, Feature } from '../../lib/feature';
import type { SiteTables } from '../../lib/market/site-tables';

type Deps = { client: ApiClient; market: Market; tables: SiteTables };
type Built = Omit<HelpServices, keyof CoreServices>;

function browserPopupEnv(): PopupEnv {
  return {
    readCookies: () => globalThis.document?.cookie ?? '',
    writeCookie: (cookie) => {
      globalThis.document.cookie = cookie;
    },
    secure: globalThis.location?.protocol === 'https:',
    now: () => new Date(),
    sinceLoad: () => globalThis.performance?.now() ?? 0,
  };
}

function browserChat({ client, market, tables }: Deps): HelpChat {
  const { chatTabTtlMs: ttlMs, chatTabRefreshMs: refreshMs } = tables.site.help;
  return {
    client,
    market,
    startTabRecord: () => {
      try {
        return startTabRecord({ storage: globalThis.localStorage, now: Date.now, ttlMs, refreshMs });
      } catch {
        // Storage or ids refused (a policy, a page not in a secure context): the chat works without a record.
        return { stop: () => undefined };
      }
    },
    transport: sseTransport({ locale: market.languageRegionCode }),
  };
}

/**
 * The help assistant (spec 002 §2): the starting pop-up, the panel with the how-to search and, in the countries
 * of markets/chat.json, the live chat with its per-tab record. Added by the help area when it first shows.
 */
export const helpFeature = {
  name: 'help',
  slices: [help] as const,
  sagas: [watchHelpArea],
  services: (deps: Deps): Built => ({
    helpPopupEnv: browserPopupEnv(),
    helpChat: hasChat(chat.countries, deps.market.countryCode) ? browserChat(deps) : null,
  }),
} satisfies Feature<Deps, Built>;
