import crypto from 'node:crypto';
import type { Db } from '../../db/open';
import { sha256 } from '../../shared/secrets';

/**
 * The rotation overlap of refresh tokens: the answer of a swap is kept for a few seconds, keyed by the refresh token
 * it used, so the same token presented again in that time (an answer lost on the way, two tabs at one moment, the
 * same request retried) gets the same new tokens instead of counting as a replay that ends the sign-in. Swaps of one
 * token under way at once share one request to the provider. The answer is sealed (AES-256-GCM) with a key derived
 * from the old refresh token: only its holder can open it, and a copy of the file opens nothing.
 */
export function refreshOverlap<T>(db: Db, overlapMs: number, nowMs: () => number) {
  const read = db.prepare('SELECT sealed FROM refresh_overlaps WHERE token_hash = ? AND expires_at > ?').pluck();
  const write = db.prepare('INSERT OR REPLACE INTO refresh_overlaps (token_hash, sealed, expires_at) VALUES (?, ?, ?)');
  const sweep = db.prepare('DELETE FROM refresh_overlaps WHERE expires_at <= ?');
  const underWay = new Map<string, Promise<T>>();

  const keyOf = (token: string) => crypto.createHash('sha256').update(`refresh-overlap:${token}`).digest();

  function seal(answer: T, token: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(token), iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
  }

  function open(sealed: string, token: string): T | undefined {
    const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    if (!iv || !tag || !body) return undefined;
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(token), iv);
      decipher.setAuthTag(tag);
      return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')) as T;
    } catch {
      return undefined;
    }
  }

  return {
    /**
     * The answer for `token`: the kept one within the overlap, the one under way, or `swap`'s (kept when `keep` says
     * it is a success).
     */
    answer(token: string, swap: () => Promise<T>, keep: (answer: T) => boolean): Promise<T> {
      const hash = sha256(token);
      const kept = read.get(hash, nowMs()) as string | undefined;
      const opened = kept === undefined ? undefined : open(kept, token);
      if (opened !== undefined) return Promise.resolve(opened);
      let pending = underWay.get(hash);
      if (!pending) {
        pending = swap()
          .then((answer) => {
            if (keep(answer) && overlapMs > 0) {
              const now = nowMs();
              sweep.run(now);
              write.run(hash, seal(answer, token), now + overlapMs);
            }
            return answer;
          })
          .finally(() => underWay.delete(hash));
        underWay.set(hash, pending);
      }
      return pending;
    },
  };
}
