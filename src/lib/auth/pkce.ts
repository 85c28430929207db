import { deleteCookie, readCookie, writeCookie, type CookieJar } from '../cookies';

/** The verifier itself is made by the client library (oauth4webapi: 32 random bytes, spec 001 §9); it waits here. */
export const VERIFIER_COOKIE = 'pkce_verifier';
/** maxAgeSeconds: spec 001 §9, the verifier cookie lives 60 minutes (site.json pkce). */
export function saveVerifier(jar: CookieJar, verifier: string, secure: boolean, maxAgeSeconds: number): void {
  writeCookie(jar, VERIFIER_COOKIE, verifier, { maxAgeSeconds, path: '/', secure });
}

export function readVerifier(jar: CookieJar): string | null {
  return readCookie(jar, VERIFIER_COOKIE);
}

export function clearVerifier(jar: CookieJar, secure: boolean): void {
  deleteCookie(jar, VERIFIER_COOKIE, { path: '/', secure });
}
