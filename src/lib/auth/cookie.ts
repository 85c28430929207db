/*
 * A tiny cookie helper: the `cookie` package sits in node_modules only as someone else's dependency, and the
 * verifier cookie needs two operations.
 */

/** `document` in the browser; an object with a cookie string in tests. */
export interface CookieJar {
  cookie: string;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  path?: string;
  secure: boolean;
}

export function writeCookie(jar: CookieJar, name: string, value: string, options: CookieOptions): void {
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? '/'}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  jar.cookie = parts.join('; ');
}

export function readCookie(jar: CookieJar, name: string): string | null {
  for (const pair of jar.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    if (decodeURIComponent(pair.slice(0, at).trim()) !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export function deleteCookie(jar: CookieJar, name: string, options: { path?: string; secure: boolean }): void {
  writeCookie(jar, name, '', { ...options, maxAgeSeconds: 0 });
}
