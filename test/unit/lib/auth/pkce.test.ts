import { webcrypto } from 'node:crypto';
import {
  base64url,
  challengeFor,
  createVerifier,
  readVerifier,
  saveVerifier,
  type CryptoLike,
} from '../../../../src/lib/auth/pkce';
import type { CookieJar } from '../../../../src/lib/cookies';

// The verifier's size and cookie lifetime are site data the code reads itself: the fixture's here (test/support/
// fixture-markets.ts fixtureSite: 32 bytes, 3600 s); the shipped values are pinned in test/unit/generator/market-data.test.ts.
jest.mock('../../../../src/generated/site', () => ({
  site: jest.requireActual('../../../support/fixture-markets').fixtureSite,
}));

const crypto = webcrypto as unknown as CryptoLike;

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

it('makes a verifier of 43 base64url characters from 32 random bytes', () => {
  const verifier = createVerifier(crypto);
  expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
});

it('makes a different verifier each time', () => {
  expect(createVerifier(crypto)).not.toBe(createVerifier(crypto));
});

// RFC 7636 Appendix B: these 32 octets, their verifier and its S256 challenge.
const rfcOctets = [
  116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240, 91,
  88, 5, 88, 83, 132, 141, 121,
];
const rfcVerifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';

it('encodes the 32 random octets as the verifier, as in RFC 7636 Appendix B', () => {
  const fixed: CryptoLike = {
    subtle: crypto.subtle,
    getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint8Array) array.set(rfcOctets);
      return array;
    },
  };
  expect(createVerifier(fixed)).toBe(rfcVerifier);
});

it('derives the S256 challenge of RFC 7636 Appendix B', async () => {
  expect(await challengeFor(rfcVerifier, crypto)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
});

it('encodes base64url without padding', () => {
  expect(base64url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
});

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

it('refuses to derive a challenge from something that is not a verifier', async () => {
  await expect(challengeFor('short', crypto)).rejects.toThrow(RangeError);
});
