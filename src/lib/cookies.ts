/*
 * The one cookie helper, on the `cookie` package (its serialize and parse): the sign-in verifier, the help
 * pop-up's day and the consent choice are written and read the same way.
 */
import { parse, serialize } from 'cookie';

/** `document` in the browser; an object with a cookie string in tests. */
export interface CookieJar {
  cookie: string;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  path?: string;
  /** The parent domain to share the cookie with; absent: this host only. */
  domain?: string;
  secure: boolean;
}

/** The Set-Cookie form of a cookie (same-site lax), as document.cookie takes it. */
export function cookieText(name: string, value: string, options: CookieOptions): string {
  return serialize(name, value, {
    path: options.path ?? '/',
    maxAge: options.maxAgeSeconds,
    sameSite: 'lax',
    secure: options.secure,
    ...(options.domain ? { domain: options.domain } : {}),
  });
}

export function writeCookie(jar: CookieJar, name: string, value: string, options: CookieOptions): void {
  jar.cookie = cookieText(name, value, options);
}

/** A cookie of a Cookie header (or document.cookie), decoded; null when absent or not decodable. */
export function readCookie(jar: CookieJar, name: string): string | null {
  // Read raw and decoded here: parse would leave a value it cannot decode as it was, which is no value of ours.
  const raw = parse(jar.cookie, { decode: (v) => v })[name];
  if (raw === undefined) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

export function deleteCookie(jar: CookieJar, name: string, options: { path?: string; secure: boolean }): void {
  writeCookie(jar, name, '', { ...options, maxAgeSeconds: 0 });
}
