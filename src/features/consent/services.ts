import type { CoreServices } from '../../lib/feature';
import type { ScriptLoader, ScriptKind } from '../../lib/scripts/loader';

/** The browser as consent sees it; tests give a fake. */
export interface ConsentEnv {
  readCookies(): string;
  writeCookie(cookie: string): void;
  /** location.hostname */
  host: string;
  secure: boolean;
  /** location.search, for the banner-suppressing locale. */
  search: string;
  /** navigator.globalPrivacyControl */
  gpc: boolean;
  now(): Date;
}

export interface ConsentServices extends CoreServices {
  consentEnv: ConsentEnv;
  /** The market's place and scripts (and the feedback survey's comment card). */
  consentMarket: {
    fmaRegion: string;
    countryCode: string;
    domain: string;
    hostAliases?: string[];
    scripts: Record<ScriptKind, string>;
    medalliaCommentCardId?: number;
  };
  scripts: ScriptLoader;
}
