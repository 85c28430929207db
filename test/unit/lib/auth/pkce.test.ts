import { readVerifier, saveVerifier } from '../../../../src/lib/auth/pkce';
import type { CookieJar } from '../../../../src/lib/cookies';

// The cookie lifetime is site data the code reads itself: the fixture's here (test/support/
// fixture-markets.ts fixtureSite: 3600 s); the shipped values are pinned in test/unit/generator/market-data.test.ts.
jest.mock('../../../../src/generated/site', () => ({
  site: jest.requireActual('../../../support/fixture-markets').fixtureSite,
}));

/** Records each cookie written, the way document.cookie's setter receives it. */
function recordingJar(): CookieJar & { written: string[] } {
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return written.map((w) => w.split(';')[0]).join('; ');
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
}

it('keeps the verifier in a Lax cookie for 60 minutes on the whole site', () => {
  const jar = recordingJar();
  saveVerifier(jar, 'abc', false);
  expect(jar.written[0]).toBe('pkce_verifier=abc; Max-Age=3600; Path=/; SameSite=Lax');
});

it('marks the verifier cookie Secure over https', () => {
  const jar = recordingJar();
  saveVerifier(jar, 'abc', true);
  expect(jar.written[0]).toMatch(/; Secure; SameSite=Lax$/);
});

it('reads the verifier back from the cookie string', () => {
  const jar = { cookie: 'other=1; pkce_verifier=dBjftJeZ4CVP-mJ92K7qHcNsmDiMHv7cjXMpgkSUjJI; x=y' };
  expect(readVerifier(jar)).toBe('dBjftJeZ4CVP-mJ92K7qHcNsmDiMHv7cjXMpgkSUjJI');
});
