import crypto from 'node:crypto';
import type { ProviderTokens } from '../../context';
import type { Db } from '../../db/open';

type OwnerOf = ProviderTokens['ownerOf'];

/**
 * The service's own provider's answer about an access token, kept for the next calls with it while nothing in the
 * database has changed. An owner's page makes its calls with one token within a second or two (the dashboard's
 * eight), and each check reads the token, its grant and its session through the provider's models: a third of a
 * call's time. RFC 7662 §4 lets a resource server keep such an answer; here any write to the file drops every kept
 * answer (this connection's writes by total_changes(), another process's by PRAGMA data_version), so a sign-out, a
 * password change, an ended sign-in or a deleted account stops the token at its next call, as before. An answer is
 * kept at most keepMs and never past the token's expiry (the provider's clock, Date.now); refusals are not kept.
 */
export function keptWhileUnchanged(
  db: Db,
  ownerOf: OwnerOf,
  keepMs: number,
  now: () => number = Date.now,
  maxKept = 10_000,
): OwnerOf {
  if (keepMs <= 0) return ownerOf;
  const version = db.prepare("SELECT total_changes() || ':' || data_version FROM pragma_data_version").pluck();
  const kept = new Map<string, { guid: string; until: number }>();
  let keptAt: unknown;
  /** The file's version now; the kept answers are dropped when it has moved since they were kept. */
  const current = () => {
    const at = version.get();
    if (at !== keptAt) {
      kept.clear();
      keptAt = at;
    }
    return at;
  };
  // Hashed: the map holds no bearer token.
  const keyOf = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

  return async (token) => {
    const before = current();
    const key = keyOf(token);
    const found = kept.get(key);
    if (found && found.until > now()) return { ok: true, guid: found.guid };
    kept.delete(key);
    const answer = await ownerOf(token);
    // Kept only when nothing was written while the provider read it: another call may have moved the kept answers
    // to the newer version meanwhile, and this answer may have been read before the write.
    if (answer.ok && current() === before) {
      if (kept.size >= maxKept) kept.clear();
      kept.set(key, { guid: answer.guid, until: Math.min(now() + keepMs, answer.expiresAt ?? Infinity) });
    }
    return answer;
  };
}
