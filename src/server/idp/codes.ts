import crypto from 'node:crypto';
import type { Db } from '../db/open';
import { randomSecret, sha256 } from '../secrets';

export const CODE_TTL_MS = 5 * 60 * 1000;

export interface CodeBinding {
  ownerId: number;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
}

/** A single-use authorization code bound to the PKCE challenge, the client and the redirect address. */
export function issueCode(db: Db, binding: CodeBinding, nowMs: number): string {
  const code = randomSecret();
  db.prepare('INSERT INTO auth_codes (code_hash, owner_id, client_id, redirect_uri, code_challenge, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(sha256(code), binding.ownerId, binding.clientId, binding.redirectUri, binding.codeChallenge, nowMs + CODE_TTL_MS);
  return code;
}

export type Redemption = { ok: true; ownerId: number } | { ok: false; message: string };

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/**
 * Redeems a code once. A wrong verifier, client or redirect address does not use the code up: only the
 * holder of the verifier can redeem it, and a mistaken attempt should not lock the real client out.
 */
export function redeemCode(db: Db, input: { code: string; codeVerifier: string; clientId: string; redirectUri: string }, nowMs: number): Redemption {
  return db.transaction((): Redemption => {
    const row = db.prepare(`SELECT owner_id AS ownerId, client_id AS clientId, redirect_uri AS redirectUri, code_challenge AS codeChallenge,
      expires_at AS expiresAt, used_at AS usedAt FROM auth_codes WHERE code_hash = ?`).get(sha256(input.code)) as
      (CodeBinding & { expiresAt: number; usedAt: number | null }) | undefined;
    if (!row) return { ok: false, message: 'unknown code' };
    if (row.usedAt !== null) return { ok: false, message: 'code already used' };
    if (row.expiresAt <= nowMs) return { ok: false, message: 'code expired' };
    if (row.clientId !== input.clientId) return { ok: false, message: 'client_id does not match the code' };
    if (row.redirectUri !== input.redirectUri) return { ok: false, message: 'redirect_uri does not match the code' };
    if (!/^[A-Za-z0-9._~-]{43,128}$/.test(input.codeVerifier)) return { ok: false, message: 'code_verifier must be 43 to 128 unreserved characters' };
    if (!sameText(sha256(input.codeVerifier), row.codeChallenge)) return { ok: false, message: 'code_verifier does not match the code_challenge' };
    const used = db.prepare('UPDATE auth_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL').run(nowMs, sha256(input.code));
    return used.changes === 1 ? { ok: true, ownerId: row.ownerId } : { ok: false, message: 'code already used' };
  })();
}
