import { readVerifier, saveVerifier } from '../../../../src/lib/auth/pkce';
import type { CookieJar } from '../../../../src/lib/cookies';
import { fixtureSite } from '../../../support/fixture-markets';

// The cookie lifetime is site data, passed in: the fixture's here (test/support/fixture-markets.ts fixtureSite:
// 3600 s); the shipped values are pinned in test/unit/generator/market-data.test.ts.
const MAX_AGE = fixtureSite.pkce.verifierMaxAgeSeconds;

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
  saveVerifier(jar, 'abc', false, MAX_AGE);
  expect(jar.written[0]).toBe('pkce_verifier=abc; Max-Age=3600; Path=/; SameSite=Lax');
});

it('marks the verifier cookie Secure over https', () => {
  const jar = recordingJar();
  saveVerifier(jar, 'abc', true, MAX_AGE);
  expect(jar.written[0]).toMatch(/; Secure; SameSite=Lax$/);
});

it('reads the verifier back from the cookie string', () => {
  const jar = { cookie: 'other=1; pkce_verifier=dBjftJeZ4CVP-mJ92K7qHcNsmDiMHv7cjXMpgkSUjJI; x=y' };
  expect(readVerifier(jar)).toBe('dBjftJeZ4CVP-mJ92K7qHcNsmDiMHv7cjXMpgkSUjJI');
});
