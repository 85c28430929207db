import { cookieText, readCookie } from '../cookies';
/** Spec 002 §3: the four categories the stored choice holds. */
export interface ConsentValue {
  functionality: boolean;
  performance: boolean;
  'strictly necessary': boolean;
  targeting: boolean;
}

/** Spec 002 §3: the stored consent state (cookie value). */
export interface ConsentState {
  expire: string;
  timestamp: string;
  Domain: string;
  value: ConsentValue;
}

export type ConsentChoice = 'accept' | 'decline';

export const CONSENT_COOKIE = 'owner_cookie_consent';
const DAY_MS = 24 * 60 * 60 * 1000;

export class InvalidCookieDomainError extends Error {
  constructor(domain: string, host: string) {
    super(`invalid cookie domain "${domain}" for host "${host}"`);
    this.name = 'InvalidCookieDomainError';
  }
}

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const isIp = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':');

/**
 * Spec 002 §5: the cookie domain must be valid, else an error is raised (never a silent write): a host name
 * (labels of letters, digits and inner hyphens, at most 253 characters) that is the page's host or one of
 * its parents. An IP address is valid only as the host itself.
 */
export function assertCookieDomain(domain: string, host: string): void {
  const d = domain.toLowerCase().replace(/^\./, '');
  const h = host.toLowerCase();
  const syntax = isIp(d) ? d === h : d.length <= 253 && d.split('.').every((label) => LABEL.test(label));
  if (!syntax || !(h === d || h.endsWith(`.${d}`))) throw new InvalidCookieDomainError(domain, host);
}

/** Spec 002 §2: accept sets all four true; decline only strictly necessary. days: how long the choice holds (§9, site.json). */
export function consentFor(choice: ConsentChoice, now: Date, domain: string, days: number): ConsentState {
  const all = choice === 'accept';
  return {
    expire: new Date(now.getTime() + days * DAY_MS).toISOString(),
    timestamp: now.toISOString(),
    Domain: domain,
    value: { functionality: all, performance: all, 'strictly necessary': true, targeting: all },
  };
}

/** Consent group 6: the non-essential scripts (analytics, feedback, maps, chat...). */
export const allowsGroup6 = (value: ConsentValue): boolean => value.performance && value.targeting;

/** The Set-Cookie text for document.cookie; localhost and IP hosts get a host-only cookie (no Domain attribute). */
export function consentCookie(state: ConsentState, host: string, secure: boolean, days: number): string {
  assertCookieDomain(state.Domain, host);
  const hostOnly = state.Domain === 'localhost' || isIp(state.Domain);
  return cookieText(CONSENT_COOKIE, JSON.stringify(state), {
    maxAgeSeconds: days * 24 * 60 * 60,
    secure,
    ...(hostOnly ? {} : { domain: state.Domain }),
  });
}

/** The stored choice, if any and still valid: a cookie is input, anything malformed or expired reads as none. */
export function readConsent(cookieHeader: string, now: Date): ConsentState | null {
  const raw = readCookie({ cookie: cookieHeader }, CONSENT_COOKIE);
  if (raw === null) return null;
  try {
    const v = JSON.parse(raw) as Partial<ConsentState> | null;
    const value = v?.value as Partial<ConsentValue> | undefined;
    const flags = ['functionality', 'performance', 'strictly necessary', 'targeting'] as const;
    if (!v || typeof v.expire !== 'string' || typeof v.timestamp !== 'string' || typeof v.Domain !== 'string' || !value)
      return null;
    if (!flags.every((f) => typeof value[f] === 'boolean')) return null;
    if (!(Date.parse(v.expire) > now.getTime())) return null;
    return { expire: v.expire, timestamp: v.timestamp, Domain: v.Domain, value: value as ConsentValue };
  } catch {
    return null;
  }
}
