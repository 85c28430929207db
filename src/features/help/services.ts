import type { ChatTransport } from './chat-transport';
import type { ApiClient } from '../../api/client';
import type { Market } from '../../generated/types/market';
import type { CoreServices } from '../../lib/feature';

/** The browser as the pop-up sees it; tests give a fake. */
export interface PopupEnv {
  readCookies(): string;
  /** One Set-Cookie string (document.cookie's setter). */
  writeCookie(cookie: string): void;
  /** Whether the cookie gets Secure (on https). */
  secure: boolean;
  now(): Date;
  /** Milliseconds since the page loaded: the help area mounts after the page settles, the 3 s count from the load. */
  sinceLoad(): number;
}

/** This tab's chat record in shared storage (tab-record.ts), while the chat is on. */
export interface TabRecordHandle {
  stop(): void;
}

/** The live chat of a chat country (markets/chat.json). */
export interface HelpChat {
  /** The one client: the chat configuration is its chatConfig call (content). */
  client: Pick<ApiClient, 'call'>;
  /** The market whose chat configuration is asked for (by its country and locale). */
  market: Pick<Market, 'countryCode' | 'languageRegionCode'>;
  startTabRecord(): TabRecordHandle;
  /** The chat service; close() ends its session and stream when the help area leaves. */
  transport: ChatTransport & { close(): void };
}

/** What the help sagas take from the saga context. */
export interface HelpServices extends CoreServices {
  helpPopupEnv: PopupEnv;
  /** Null outside the chat countries: the panel has the search only. */
  helpChat: HelpChat | null;
}
