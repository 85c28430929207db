import { appLogoutTarget } from '../../../../src/features/sign-in-security/app-logout';
import { readSecurityContent } from '../../../../src/features/sign-in-security/content';
import { MASKED_PASSWORD } from '../../../../src/features/sign-in-security/masking';
import { changeNotice } from '../../../../src/features/sign-in-security/notices';
import { emailStarRun, maskEmail } from '../../../../src/lib/format/mask-email';
import { fixtureSite } from '../../../support/fixture-markets';

describe('masking (spec 001 §5)', () => {
  it('shows the first character, a fixed star run and the domain', () => {
    expect(maskEmail('anna.schneider@example.com', 6)).toBe('a******@example.com');
    expect(maskEmail('jo@example.com', 6)).toBe('j******@example.com');
  });

  it('the star run does not tell the length of the address', () => {
    expect(maskEmail('a@x.de', 10).length - 'x.de'.length).toBe(
      maskEmail('abcdefghijklmnop@x.de', 10).length - 'x.de'.length,
    );
  });

  it('hides everything of a value without an @', () => {
    expect(maskEmail('not-an-email', 6)).toBe('******');
  });

  it('a country may ask for a longer run than the site default, never a shorter one', () => {
    // The site-wide star run is site data the caller passes: the fixture's here (8 stars).
    const siteStars = fixtureSite.signInSecurity.emailMaskStars;
    expect(siteStars).toBe(8);
    expect(emailStarRun({}, siteStars)).toBe(8);
    expect(emailStarRun(undefined, siteStars)).toBe(8);
    expect(emailStarRun({ emailMaskStars: 12 }, siteStars)).toBe(12);
    expect(emailStarRun({ emailMaskStars: 3 }, siteStars)).toBe(8);
  });

  it('the password is a fixed run of stars', () => {
    expect(MASKED_PASSWORD).toMatch(/^\*{10}$/);
  });
});

describe('content (spec 001 §2.3)', () => {
  const full = {
    passkeysDescription: 'p',
    mfaHeader: 'Two-step',
    mfaDescription: 'd',
    errorPage: { header: 'h', description: 'x' },
  };

  it('reads the texts and the error page', () => {
    expect(readSecurityContent(full)).toEqual({
      passkeysDescription: 'p',
      mfaHeader: 'Two-step',
      mfaDescription: 'd',
      errorPage: { header: 'h', description: 'x' },
    });
  });

  it('without (or with a blank) MFA header the MFA fields are not offered', () => {
    expect(readSecurityContent({ ...full, mfaHeader: undefined }).mfaHeader).toBeNull();
    expect(readSecurityContent({ ...full, mfaHeader: '  ' }).mfaHeader).toBeNull();
  });

  it('without the fragment nothing of it is shown, and there is no error page text', () => {
    expect(readSecurityContent(null)).toEqual({
      passkeysDescription: null,
      mfaHeader: null,
      mfaDescription: null,
      errorPage: null,
    });
    expect(readSecurityContent({ errorPage: { header: 'h' } }).errorPage).toBeNull();
  });
});

describe('appLogout (spec 001 §2.3)', () => {
  const brand = { homeLocation: 'https://www.product.example/' };
  it('sends the embedded app to the brand home', () => {
    expect(appLogoutTarget('?webview=true&appLogout=true', brand)).toBe('https://www.product.example/');
    expect(appLogoutTarget('?appLogout', brand)).toBe('https://www.product.example/');
  });
  it('stays without it, or with appLogout=false', () => {
    expect(appLogoutTarget('?webview=true', brand)).toBeNull();
    expect(appLogoutTarget('?appLogout=false', brand)).toBeNull();
  });
});

describe('notices on return from a change (spec 001 §4.5)', () => {
  it.each([
    ['passkeyAdd', 1, { type: 'success', messageKey: 'security.passkeys.added' }],
    ['passkeyAdd', 0, null],
    ['passkeyRemove', 1, { type: 'error', messageKey: 'security.passkeys.removeFailed' }],
    ['passkeyRemove', 0, { type: 'success', messageKey: 'security.passkeys.removed' }],
    ['passwordChanged', 0, { type: 'success', messageKey: 'security.password.changed' }],
    [null, 1, null],
  ] as const)('%s with %i passkeys', (outcome, count, notice) => {
    expect(changeNotice(outcome, count)).toEqual(notice);
  });
});
