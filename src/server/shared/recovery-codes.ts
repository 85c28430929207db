import crypto from 'node:crypto';
import { site } from '../../generated/site';
import type { Db } from '../db/open';

/*
 * Recovery codes for two-step verification (site.signInSecurity.recoveryCodes): a set of one-time codes the owner
 * keeps somewhere safe and gives at the second-factor step instead of a code. The owner API makes a set (and answers
 * it, once); the provider's second-factor step uses them up. Only scrypt hashes are kept: a code has 50 bits at the
 * shipped length, few enough that a fast hash of a stolen file would give them up. Every code of a set shares one
 * salt, so checking a try costs one scrypt however many codes are left.
 */

const rules = site.signInSecurity.recoveryCodes;

/** Crockford's base32: no I, L, O or U, so nothing reads as another character (or a word). */
export const RECOVERY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** scrypt as the passwords use it (shared/secrets.ts); the parameters are kept in each hash. */
const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 32 } as const;

function scrypt(code: string, salt: Buffer, params: { N: number; r: number; p: number }, length: number) {
  return new Promise<Buffer>((resolve, reject) => {
    crypto.scrypt(code, salt, length, params, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** The code as shown and printed: groups of groupSize joined by a dash (ABCDE-FGHJK). */
export function groupedRecoveryCode(code: string): string {
  return code.match(new RegExp(`.{1,${rules.groupSize}}`, 'g'))?.join('-') ?? code;
}

/**
 * The code as typed, in the form it was made: without spaces or dashes, in capitals, with the letters people type for
 * a digit read as that digit (O for 0, I and L for 1, as Crockford's base32 does); null unless it is a code's length
 * of the alphabet.
 */
export function readRecoveryCode(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > rules.length * 3) return null;
  const code = input.replace(/[\s-]/g, '').toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== rules.length) return null;
  return [...code].every((c) => RECOVERY_ALPHABET.includes(c)) ? code : null;
}

export interface RecoveryCodesState {
  /** Codes in the current set; 0 when the owner has none. */
  total: number;
  /** Of those, not used yet. */
  left: number;
  createdAt: string | null;
}

export function recoveryCodesState(db: Db, ownerId: number): RecoveryCodesState {
  const row = db
    .prepare(
      `SELECT count(*) AS total, count(*) FILTER (WHERE used_at IS NULL) AS unused, max(created_at) AS createdAt
      FROM recovery_codes WHERE owner_id = ?`,
    )
    .get(ownerId) as { total: number; unused: number; createdAt: string | null };
  return { total: row.total, left: row.unused, createdAt: row.createdAt };
}

/**
 * A new set for the owner, replacing the old one in one transaction (an old code stops working the moment the new
 * set is there): the codes, grouped, to be shown once. Random from the operating system's source (crypto.randomInt).
 */
export async function replaceRecoveryCodes(db: Db, ownerId: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: rules.count }, () =>
    Array.from({ length: rules.length }, () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)]).join(''),
  );
  const salt = crypto.randomBytes(16);
  const params = { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p };
  const prefix = ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url')].join('$');
  const hashes = await Promise.all(codes.map((c) => scrypt(c, salt, params, SCRYPT.keyLength)));
  const createdAt = now.toISOString();
  db.transaction(() => {
    db.prepare('DELETE FROM recovery_codes WHERE owner_id = ?').run(ownerId);
    const insert = db.prepare('INSERT INTO recovery_codes (owner_id, code_hash, created_at) VALUES (?, ?, ?)');
    for (const hash of hashes) insert.run(ownerId, `${prefix}$${hash.toString('base64url')}`, createdAt);
  })();
  return codes.map(groupedRecoveryCode);
}

/** Whether the owner has a code left to use (the second-factor step offers them only then). */
export function hasRecoveryCodes(db: Db, ownerId: number): boolean {
  return recoveryCodesState(db, ownerId).left > 0;
}

/**
 * Uses up the owner's code if it is one of their unused ones: true once, and never again for that code (the row is
 * marked in the same statement that checks it is still unused, so two tries at once cannot both use it).
 */
export async function spendRecoveryCode(db: Db, ownerId: number, input: unknown, now: Date): Promise<boolean> {
  const code = readRecoveryCode(input);
  if (code === null) return false;
  const rows = db
    .prepare('SELECT id, code_hash AS hash FROM recovery_codes WHERE owner_id = ? AND used_at IS NULL')
    .all(ownerId) as { id: number; hash: string }[];
  // One scrypt per salt (one per set): the rows of a set differ only in their last part.
  const bySalt = new Map<string, { id: number; expected: Buffer }[]>();
  for (const row of rows) {
    const cut = row.hash.lastIndexOf('$');
    const prefix = row.hash.slice(0, cut);
    bySalt.set(prefix, [
      ...(bySalt.get(prefix) ?? []),
      { id: row.id, expected: Buffer.from(row.hash.slice(cut + 1), 'base64url') },
    ]);
  }
  for (const [prefix, candidates] of bySalt) {
    const [scheme, n, r, p, salt] = prefix.split('$');
    if (scheme !== 'scrypt' || !n || !r || !p || !salt || candidates.length === 0) continue;
    const length = candidates[0]?.expected.length ?? SCRYPT.keyLength;
    const actual = await scrypt(
      code,
      Buffer.from(salt, 'base64url'),
      { N: Number(n), r: Number(r), p: Number(p) },
      length,
    );
    // Compared with every candidate, found or not: the time says nothing about which one matched.
    let match: number | null = null;
    for (const c of candidates)
      if (c.expected.length === actual.length && crypto.timingSafeEqual(c.expected, actual)) match = c.id;
    if (match !== null) {
      const used = db
        .prepare('UPDATE recovery_codes SET used_at = ? WHERE id = ? AND owner_id = ? AND used_at IS NULL')
        .run(now.toISOString(), match, ownerId);
      return used.changes === 1;
    }
  }
  return false;
}
