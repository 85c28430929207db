import crypto from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import { site } from '../../../generated/site';
import { emailStarRun, maskEmail } from '../../../lib/format/mask-email';
import type { Db } from '../../db/open';
import { sha256 } from '../../shared/secrets';

/* The second factor of a sign-in: a code of an authenticator app (TOTP, RFC 6238) or a code sent by email. */

/** How long a started sign-in waits for its next step (second factor, passkey, new password) before it starts over. */
export const PENDING_TTL_MS = site.signInSecurity.secondFactor.stepMinutes * 60 * 1000;
/** Wrong codes (or failed passkey registrations) a pending step survives; the next one ends it. */
export const MAX_WRONG_TRIES = site.signInSecurity.secondFactor.wrongCodes;
/** An emailed code is valid this long. */
export const EMAIL_CODE_TTL_MS = site.signInSecurity.secondFactor.emailCodeMinutes * 60 * 1000;
/** Email codes one pending sign-in may ask for: each is a mail (locally, a log line). */
export const MAX_EMAIL_CODES = site.signInSecurity.secondFactor.emailCodes;
/** The name an authenticator app shows above the code. */
const TOTP_ISSUER = 'Owner account';
/** One 30-second step either side: the phone's clock may be a little off, and typing takes time. */
const TOTP_TOLERANCE_SECONDS = 30;

export interface OwnerFactors {
  /** The stored authenticator secret (base32), or null: no authenticator set up yet. */
  totpSecret: string | null;
  /** The address of the owner's email option, or null when there is none. */
  email: string | null;
}

export function ownerFactors(db: Db, ownerId: number): OwnerFactors {
  const rows = db.prepare('SELECT type, value, secret FROM mfa_options WHERE owner_id = ?').all(ownerId) as {
    type: string;
    value: string | null;
    secret: string | null;
  }[];
  const totp = rows.find((r) => r.type === 'totp');
  const email = rows.find((r) => r.type === 'email');
  return { totpSecret: totp?.secret ?? null, email: email?.value ?? null };
}

/** The 6 digits typed, without the space or dash an app shows in the middle ("123 456"); null for anything else. */
export function readCode(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const code = input.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/**
 * The time step a correct authenticator code belongs to, or null. A code of a step at or before afterStep (the
 * last one accepted for the owner) is refused: a code seen over someone's shoulder cannot be used again.
 */
export function checkTotp(secret: string, code: string, nowMs: number, afterStep?: number): number | null {
  try {
    const result = verifySync({
      secret,
      token: code,
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: TOTP_TOLERANCE_SECONDS,
      ...(afterStep !== undefined ? { afterTimeStep: afterStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A malformed secret or code is a wrong code, never an error page.
    return null;
  }
}

/** A new authenticator secret: 20 random bytes, base32 (what authenticator apps expect). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address the QR code holds. */
export function totpUri(secret: string, accountName: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: accountName, secret });
}

/** The QR code as SVG markup, built here: no image request, no data: URL, nothing the CSP has to allow. */
export async function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}

/** The secret in groups of four, as people type it into an app. */
export function groupedKey(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** Stores the secret of a newly set-up authenticator as the owner's totp option (created if missing). */
export function saveTotpSecret(db: Db, ownerId: number, secret: string): void {
  db.prepare(
    `INSERT INTO mfa_options (owner_id, type, value, secret) VALUES (?, 'totp', NULL, ?)
    ON CONFLICT (owner_id, type) DO UPDATE SET secret = excluded.secret`,
  ).run(ownerId, secret);
}

/** The time step of the last authenticator code accepted for the owner (kept in the file: a code works once, restart or not). */
export function lastTotpStep(db: Db, ownerId: number): number | undefined {
  const step = db
    .prepare("SELECT totp_last_step FROM mfa_options WHERE owner_id = ? AND type = 'totp'")
    .pluck()
    .get(ownerId) as number | null | undefined;
  return step ?? undefined;
}

export function saveTotpStep(db: Db, ownerId: number, step: number): void {
  db.prepare("UPDATE mfa_options SET totp_last_step = ? WHERE owner_id = ? AND type = 'totp'").run(step, ownerId);
}

/** A random 6-digit code and the hash kept of it. */
export function newEmailCode(): { code: string; hash: string } {
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  return { code, hash: sha256(code) };
}

export function emailCodeMatches(code: string, hash: string): boolean {
  const a = Buffer.from(sha256(code));
  const b = Buffer.from(hash);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** The page says where the code went without spelling out the whole address, masked as every page masks it. */
export function maskedEmail(email: string): string {
  return maskEmail(email, emailStarRun(undefined, site.signInSecurity.emailMaskStars));
}
