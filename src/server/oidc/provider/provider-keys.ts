import crypto from 'node:crypto';
import type { JWK } from 'oidc-provider';
import type { Db } from '../../db/open';

/**
 * The provider's secrets, made on the first start and kept in the SQLite file (never in the repository), so ID
 * tokens stay verifiable and session cookies stay valid across restarts: an RS256 signing key (the algorithm every
 * OpenID Connect client must accept) and the keys that sign the provider's cookies.
 */
export interface ProviderKeys {
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

export function providerKeys(db: Db): ProviderKeys {
  const read = db.prepare('SELECT value FROM oidc_keys WHERE kind = ?').pluck();
  const insert = db.prepare('INSERT OR IGNORE INTO oidc_keys (kind, value, created_at) VALUES (?, ?, ?)');
  const made = new Date().toISOString();
  // OR IGNORE, then read back: when two processes start on one file at once, both use the key that was stored first.
  db.transaction(() => {
    if (read.get('signing') === undefined) insert.run('signing', JSON.stringify(newSigningKey()), made);
    if (read.get('cookies') === undefined)
      insert.run('cookies', JSON.stringify([crypto.randomBytes(32).toString('base64url')]), made);
  })();
  return {
    jwks: { keys: [JSON.parse(read.get('signing') as string) as JWK] },
    cookieKeys: JSON.parse(read.get('cookies') as string) as string[],
  };
}

function newSigningKey(): JWK {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  const thumbprint = crypto
    .createHash('sha256')
    .update(JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n }))
    .digest('base64url');
  return { ...jwk, kid: thumbprint, alg: 'RS256', use: 'sig' };
}
