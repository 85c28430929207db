import {
  allowsGroup6,
  assertCookieDomain,
  CONSENT_COOKIE,
  consentCookie,
  consentFor,
  InvalidCookieDomainError,
  readConsent,
} from '../../../../src/lib/consent/consent-state';
import { bannerSuppressed, ccpaOptedOut, consentMode, sanitisedPath } from '../../../../src/lib/consent/policy';
import { fixtureSite } from '../../../support/fixture-markets';

// The consent lifetime is site data, passed in: the fixture's here (test/support/fixture-markets.ts fixtureSite: 30
// days); the shipped values (spec 002 §3) are pinned in test/unit/generator/market-data.test.ts.
const DAYS = fixtureSite.cookieConsent.cookieDays;

const now = new Date('2026-11-23T10:00:00Z');

describe('the stored consent state (spec 002 §3)', () => {
  it('accept sets the four categories true; decline only strictly necessary; both hold 30 days', () => {
    expect(consentFor('accept', now, 'owner.example', DAYS)).toEqual({
      expire: '2026-12-23T10:00:00.000Z',
      timestamp: '2026-11-23T10:00:00.000Z',
      Domain: 'owner.example',
      value: { functionality: true, performance: true, 'strictly necessary': true, targeting: true },
    });
    expect(consentFor('decline', now, 'owner.example', DAYS).value).toEqual({
      functionality: false,
      performance: false,
      'strictly necessary': true,
      targeting: false,
    });
    expect(allowsGroup6(consentFor('accept', now, 'x.example', DAYS).value)).toBe(true);
    expect(allowsGroup6(consentFor('decline', now, 'x.example', DAYS).value)).toBe(false);
  });

  it('is written as a 30-day cookie for the domain and read back; expired or malformed reads as none', () => {
    const state = consentFor('accept', now, 'owner.example', DAYS);
    const cookie = consentCookie(state, 'account.de.owner.example', true, DAYS);
    expect(cookie).toMatch(new RegExp(`^${CONSENT_COOKIE}=`));
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).toContain('Domain=owner.example');
    expect(cookie).toContain('Secure');
    const header = `other=1; ${cookie.split(';')[0]}`;
    expect(readConsent(header, now)).toEqual(state);
    expect(readConsent(header, new Date('2026-12-23T10:00:01Z'))).toBeNull();
    expect(readConsent(`${CONSENT_COOKIE}=%7Bnot-json`, now)).toBeNull();
    expect(
      readConsent(
        `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ ...state, value: { performance: 'yes' } }))}`,
        now,
      ),
    ).toBeNull();
  });

  it('localhost and IP hosts get a host-only cookie', () => {
    expect(consentCookie(consentFor('decline', now, 'localhost', DAYS), 'localhost', false, DAYS)).not.toContain(
      'Domain=',
    );
    expect(consentCookie(consentFor('decline', now, '127.0.0.1', DAYS), '127.0.0.1', false, DAYS)).not.toContain(
      'Domain=',
    );
  });

  it.each([
    ['another site', 'evil.example', 'account.de.owner.example'],
    ['a sibling, not a parent', 'fr.owner.example', 'account.de.owner.example'],
    ['a malformed name', 'owner..example', 'owner..example'],
    ['a label with a leading hyphen', '-owner.example', 'a.-owner.example'],
    ['an IP for another host', '10.0.0.1', 'localhost'],
    ['empty', '', 'localhost'],
  ])('raises an error for an invalid cookie domain: %s', (_name, domain, host) => {
    expect(() => assertCookieDomain(domain, host)).toThrow(InvalidCookieDomainError);
    expect(() => consentCookie(consentFor('accept', now, domain, DAYS), host, true, DAYS)).toThrow(
      InvalidCookieDomainError,
    );
  });
});

describe('consent policy', () => {
  it('shows the banner in Europe, re-checks CCPA in the US, implies consent elsewhere (data)', () => {
    expect(consentMode({ fmaRegion: 'eu', countryCode: 'DE' }, fixtureSite)).toBe('banner');
    expect(consentMode({ fmaRegion: 'na', countryCode: 'US' }, fixtureSite)).toBe('ccpa');
    expect(consentMode({ fmaRegion: 'apa', countryCode: 'AU' }, fixtureSite)).toBe('implied');
  });

  it('a locale parameter suppresses the banner only when it is xx-yy and in the list', () => {
    expect(bannerSuppressed('?locale=de-de', fixtureSite)).toBe(true);
    expect(bannerSuppressed('?locale=DE-DE', fixtureSite)).toBe(true);
    expect(bannerSuppressed('?locale=fr-fr', fixtureSite)).toBe(false);
    for (const bad of ['?locale=de', '?locale=de_de', '?locale=de-de-x', '?locale=de-de%00', '?lang=de-de', ''])
      expect(bannerSuppressed(bad, fixtureSite)).toBe(false);
  });

  it('strips characters outside the allowed set from a path', () => {
    expect(sanitisedPath('/product/de-de/<script>"x"', fixtureSite.pathCharacters)).toBe('/product/de-de/scriptx');
  });

  it('reads the CCPA opt-out from the US Privacy string', () => {
    expect(ccpaOptedOut('usprivacy=1YYN')).toBe(true);
    expect(ccpaOptedOut('a=1; usprivacy=1-Y-')).toBe(true);
    expect(ccpaOptedOut('usprivacy=1YNN')).toBe(false);
    expect(ccpaOptedOut('')).toBe(false);
    expect(ccpaOptedOut('usprivacy=garbage')).toBe(false);
  });
});
