import { isValidVin } from '../../lib/vehicles/vin';

/**
 * The `data` segment of /ownership-delinking/{data}, the link of the email that asks an owner to give up a
 * vehicle: base64url (RFC 4648 §5, padding optional) of the UTF-8 JSON
 *
 *   {"vin":"<17 characters, no I, O or Q>","name":"<optional model or nickname, as the email named it>"}
 *
 * e.g. {"vin":"WF0FXXWPMFPT45678","name":"Puma"} → eyJ2aW4iOiJXRjBGWFhXUE1GUFQ0NTY3OCIsIm5hbWUiOiJQdW1hIn0
 *
 * The local link is unsigned: anyone can write one, so it only says which vehicle the page asks about. The page
 * names the vehicle from the owner's own garage and removes nothing without the owner's confirmation; a production
 * link would also carry the sender's signature (and an expiry) for the service to check.
 */
export interface DelinkLink {
  vin: string;
  /** What the email called the vehicle; the page prefers the garage's own name. */
  name: string | null;
}

export type DelinkParse = { ok: true; link: DelinkLink } | { ok: false; reason: 'encoding' | 'json' | 'vin' };

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
/** Far more than a VIN and a name need: a longer segment is not one of ours. */
const MAX_LENGTH = 1024;
const MAX_NAME = 80;

function decodeBase64Url(data: string): string | null {
  if (data.length === 0 || data.length > MAX_LENGTH || !BASE64URL.test(data)) return null;
  const bare = data.replace(/=+$/, '');
  if (bare.length % 4 === 1) return null; // no whole byte in the last group
  try {
    const binary = atob(
      bare
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(bare.length / 4) * 4, '='),
    );
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Reads the link's data; anything but a well-formed object with a valid VIN is refused, with the reason. */
export function parseDelinkData(data: string): DelinkParse {
  const text = decodeBase64Url(data);
  if (text === null) return { ok: false, reason: 'encoding' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'json' };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, reason: 'json' };
  const { vin, name } = value as Record<string, unknown>;
  if (typeof vin !== 'string' || !isValidVin(vin)) return { ok: false, reason: 'vin' };
  if (name !== undefined && name !== null && typeof name !== 'string') return { ok: false, reason: 'json' };
  const shown = typeof name === 'string' ? name.trim().slice(0, MAX_NAME) : '';
  return { ok: true, link: { vin, name: shown === '' ? null : shown } };
}

/** The data segment for a vehicle (what the sender of the email writes). */
export function encodeDelinkData(link: { vin: string; name?: string }): string {
  const bytes = new TextEncoder().encode(
    JSON.stringify(link.name ? { vin: link.vin, name: link.name } : { vin: link.vin }),
  );
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
