import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/open';

/* Passkeys (WebAuthn): create one for a signed-in owner, sign in with one. The relying party is the request's host. */

/** The site name an authenticator shows next to the passkey. */
const RP_NAME = 'Owner account';

/** Who the browser talks to: the host name is the relying party id (localhost locally), the origin what it must sign. */
export interface RelyingParty {
  id: string;
  origin: string;
}

/** The relying party is the host the browser is on (localhost locally): a passkey works where it was created. */
export function relyingParty(req: FastifyRequest): RelyingParty {
  return { id: req.hostname, origin: `${req.protocol}://${req.host}` };
}

export interface PasskeyOwner {
  id: number;
  guid: string;
  email: string;
  firstName: string;
  lastName: string;
}

interface StoredPasskey {
  ownerId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string | null;
}

function transportsOf(json: string | null): string[] | undefined {
  if (json === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : undefined;
  } catch {
    return undefined;
  }
}

export function registrationOptions(
  db: Db,
  owner: PasskeyOwner,
  rp: RelyingParty,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  // Rows without a credential id (the seeded demo passkey) are no real credential: nothing to exclude.
  const existing = db
    .prepare('SELECT credential_id AS id, transports FROM passkeys WHERE owner_id = ? AND credential_id IS NOT NULL')
    .all(owner.id) as { id: string; transports: string | null }[];
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userName: owner.email,
    userDisplayName: `${owner.firstName} ${owner.lastName}`.trim(),
    // The same user handle every time: an authenticator replaces its passkey for this owner instead of adding a second.
    userID: new TextEncoder().encode(owner.guid),
    attestationType: 'none',
    // Discoverable: signing in with it needs no email first.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    excludeCredentials: existing.map((c) => ({
      id: c.id,
      ...(transportsOf(c.transports) ? { transports: transportsOf(c.transports) } : {}),
    })),
  });
}

/** Why a browser's answer is refused: the reason goes back to the page (and the developer) as a 400. */
export class PasskeyRefused extends Error {}

/** The minimal shape of a credential answer, checked before it reaches the library. */
function isCredentialJson(
  value: unknown,
): value is { id: string; rawId: string; type: string; response: Record<string, unknown> } {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    /^[A-Za-z0-9_-]{1,1366}$/.test(v.id) &&
    typeof v.rawId === 'string' &&
    v.type === 'public-key' &&
    typeof v.response === 'object' &&
    v.response !== null
  );
}

/** A verified new passkey, to be stored. */
export interface NewPasskey {
  credentialId: string;
  /** The COSE public key, base64url: the publicKeyCredentialPublicKey of the MFA options API. */
  publicKey: string;
  counter: number;
  transports: string[] | undefined;
  /** The authenticator's AAGUID (all zeros when it does not say): the device type's product name, where it is listed. */
  aaguid: string;
  /** Whether the browser reached a built-in authenticator or one in the hand (a key, a phone); undefined: not said. */
  attachment: 'platform' | 'cross-platform' | undefined;
}

/** Checks the browser's answer to the registration options (challenge, origin, relying party). Throws PasskeyRefused. */
export async function verifyNewPasskey(response: unknown, challenge: string, rp: RelyingParty): Promise<NewPasskey> {
  if (!isCredentialJson(response)) throw new PasskeyRefused('response is not a passkey registration');
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      // The options ask for user verification as 'preferred': an authenticator without it may still create one.
      requireUserVerification: false,
    });
  } catch (error) {
    throw new PasskeyRefused(error instanceof Error ? error.message : 'the registration could not be verified');
  }
  if (!verification.verified) throw new PasskeyRefused('the registration could not be verified');
  const { credential, aaguid } = verification.registrationInfo;
  const attachment = (response as { authenticatorAttachment?: unknown }).authenticatorAttachment;
  return {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports,
    aaguid,
    attachment: attachment === 'platform' || attachment === 'cross-platform' ? attachment : undefined,
  };
}

/**
 * Stores a verified passkey for the owner, with the name they gave it (null: none, the app names it after its device
 * type; checked by passkeyNameProblem first); a credential registered before (to anyone) is refused.
 */
export function storePasskey(db: Db, ownerId: number, passkey: NewPasskey, now: Date, name: string | null): void {
  if (db.prepare('SELECT 1 FROM passkeys WHERE credential_id = ?').get(passkey.credentialId) !== undefined) {
    throw new PasskeyRefused('this passkey is already registered');
  }
  db.prepare(
    `INSERT INTO passkeys (owner_id, public_key, registered_at, credential_id, counter, transports, name, aaguid, attachment)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    ownerId,
    passkey.publicKey,
    now.toISOString(),
    passkey.credentialId,
    passkey.counter,
    passkey.transports ? JSON.stringify(passkey.transports) : null,
    name,
    passkey.aaguid,
    passkey.attachment ?? null,
  );
}

export function authenticationOptions(rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
  // No allowCredentials: the passkey is discoverable, the authenticator offers the owner's passkeys for this site.
  return generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
}

/**
 * The owner a passkey answer proves, after checking its signature and counter; the passkey's last use is now (the
 * owner's list shows it). Throws PasskeyRefused with the reason.
 */
export async function authenticateWithPasskey(
  db: Db,
  response: unknown,
  challenge: string,
  rp: RelyingParty,
  now: Date,
): Promise<number> {
  if (!isCredentialJson(response)) throw new PasskeyRefused('response is not a passkey assertion');
  const stored = db
    .prepare(
      `SELECT owner_id AS ownerId, credential_id AS credentialId, public_key AS publicKey, counter, transports
    FROM passkeys WHERE credential_id = ?`,
    )
    .get(response.id) as StoredPasskey | undefined;
  if (!stored) throw new PasskeyRefused('unknown passkey');
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: stored.credentialId,
        publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
        counter: stored.counter,
        ...(transportsOf(stored.transports) ? { transports: transportsOf(stored.transports) } : {}),
      },
      // A passkey stands for both factors only when the authenticator checked the person (fingerprint, PIN...).
      requireUserVerification: true,
    });
  } catch (error) {
    throw new PasskeyRefused(error instanceof Error ? error.message : 'the passkey could not be verified');
  }
  if (!verification.verified) throw new PasskeyRefused('the passkey could not be verified');
  db.prepare('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE credential_id = ?').run(
    verification.authenticationInfo.newCounter,
    now.toISOString(),
    stored.credentialId,
  );
  return stored.ownerId;
}

export function passkeyOwner(db: Db, ownerId: number): PasskeyOwner | undefined {
  return db
    .prepare('SELECT id, guid, email, first_name AS firstName, last_name AS lastName FROM owners WHERE id = ?')
    .get(ownerId) as PasskeyOwner | undefined;
}
