import type { Db } from '../db/open';
import { preparedOnce } from '../db/statements';
import { randomSecret, sha256 } from '../secrets';

export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export type TokenCheck = { ok: true; ownerId: number } | { ok: false; reason: 'missing' | 'expired' | 'unknown' };

/** Issues an access and a refresh token; only their hashes are stored. */
export function issueTokens(db: Db, ownerId: number, nowMs: number, accessTtlSeconds: number): TokenPair {
  const access = randomSecret();
  const refresh = randomSecret();
  const insert = db.prepare('INSERT INTO tokens (token_hash, kind, owner_id, expires_at) VALUES (?, ?, ?, ?)');
  db.transaction(() => {
    insert.run(sha256(access), 'access', ownerId, nowMs + accessTtlSeconds * 1000);
    insert.run(sha256(refresh), 'refresh', ownerId, nowMs + REFRESH_TTL_SECONDS * 1000);
  })();
  return { access_token: access, refresh_token: refresh, expires_in: accessTtlSeconds };
}

// Checked on every call of the owner service.
const sql = preparedOnce((db) => ({
  token: db.prepare('SELECT owner_id AS ownerId, expires_at AS expiresAt, revoked_at AS revokedAt FROM tokens WHERE token_hash = ? AND kind = ?'),
}));

export function checkToken(db: Db, kind: 'access' | 'refresh', token: string | undefined, nowMs: number): TokenCheck {
  if (!token) return { ok: false, reason: 'missing' };
  const row = sql(db).token.get(sha256(token), kind) as { ownerId: number; expiresAt: number; revokedAt: number | null } | undefined;
  if (!row || row.revokedAt !== null) return { ok: false, reason: 'unknown' };
  if (row.expiresAt <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, ownerId: row.ownerId };
}

/**
 * Exchanges a live refresh token for a new pair; the old refresh token is revoked in the same transaction,
 * so a token can be swapped once only, even by two requests racing.
 */
export function rotateRefreshToken(db: Db, refreshToken: string, nowMs: number, accessTtlSeconds: number): TokenPair | TokenCheck & { ok: false } {
  return db.transaction((): TokenPair | TokenCheck & { ok: false } => {
    const check = checkToken(db, 'refresh', refreshToken, nowMs);
    if (!check.ok) return check;
    db.prepare('UPDATE tokens SET revoked_at = ? WHERE token_hash = ?').run(nowMs, sha256(refreshToken));
    return issueTokens(db, check.ownerId, nowMs, accessTtlSeconds);
  })();
}

/** Sign-out: the access token presented and every refresh token of its owner stop working. */
export function revokeSession(db: Db, accessToken: string, nowMs: number): void {
  db.transaction(() => {
    const row = db.prepare("SELECT owner_id AS ownerId FROM tokens WHERE token_hash = ? AND kind = 'access'").get(sha256(accessToken)) as
      { ownerId: number } | undefined;
    db.prepare('UPDATE tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(nowMs, sha256(accessToken));
    if (row) db.prepare("UPDATE tokens SET revoked_at = ? WHERE owner_id = ? AND kind = 'refresh' AND revoked_at IS NULL").run(nowMs, row.ownerId);
  })();
}
