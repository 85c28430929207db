import { site } from '../../generated/site';
import { deleteCookie, readCookie, writeCookie, type CookieJar } from '../cookies';

/** The Web Crypto parts PKCE uses; globalThis.crypto in the browser and in Node 20. */
export type CryptoLike = Pick<Crypto, 'getRandomValues'> & { subtle: Pick<SubtleCrypto, 'digest'> };

export const VERIFIER_COOKIE = 'pkce_verifier';
/** Spec 001 §9: the verifier cookie lives 60 minutes. */
export const VERIFIER_MAX_AGE_SECONDS = site.pkce.verifierMaxAgeSeconds;
/** Spec 001 §9: the verifier is made of 32 random bytes (43 base64url characters). */
const VERIFIER_BYTES = site.pkce.verifierBytes;

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function randomToken(crypto: CryptoLike, byteCount = VERIFIER_BYTES): string {
  return base64url(crypto.getRandomValues(new Uint8Array(byteCount)));
}

export function createVerifier(crypto: CryptoLike): string {
  return randomToken(crypto, VERIFIER_BYTES);
}

/** RFC 7636 S256: base64url(SHA-256(ASCII(verifier))). */
export async function challengeFor(verifier: string, crypto: CryptoLike): Promise<string> {
  // A verifier is ASCII by definition (RFC 7636 §4.1), so no TextEncoder is needed.
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) throw new RangeError('not a PKCE code verifier');
  const digest = await crypto.subtle.digest(
    'SHA-256',
    Uint8Array.from(verifier, (c) => c.charCodeAt(0)),
  );
  return base64url(new Uint8Array(digest));
}

export function saveVerifier(jar: CookieJar, verifier: string, secure: boolean): void {
  writeCookie(jar, VERIFIER_COOKIE, verifier, { maxAgeSeconds: VERIFIER_MAX_AGE_SECONDS, path: '/', secure });
}

export function readVerifier(jar: CookieJar): string | null {
  return readCookie(jar, VERIFIER_COOKIE);
}

export function clearVerifier(jar: CookieJar, secure: boolean): void {
  deleteCookie(jar, VERIFIER_COOKIE, { path: '/', secure });
}
