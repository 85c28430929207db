import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/open';
import { sha256 } from '../../shared/secrets';

/*
 * oidc-provider's storage (its adapter contract: upsert, find, findByUid, findByUserCode, consume, destroy,
 * revokeByGrantId) in the service's SQLite file, so sign-ins, codes and tokens survive a restart.
 * A model is found by the sha256 of its id: for codes and tokens the id is the secret itself, so the id is not
 * kept in the row, and the payload is stored without its jti (the id) and given it back when found. Sessions keep
 * theirs: oidc-provider finds a session by its uid too, and then needs the id from the payload.
 */

interface Row {
  payload: string;
  expires_at: number | null;
  consumed_at: number | null;
}

export type AdapterClass = new (model: string) => Adapter;

export function sqliteAdapter(db: Db, nowMs: () => number = Date.now): AdapterClass {
  const upsert =
    db.prepare(`INSERT INTO oidc_models (model, id_hash, payload, grant_id, user_code, uid, expires_at, consumed_at)
    VALUES (@model, @idHash, @payload, @grantId, @userCode, @uid, @expiresAt, NULL)
    ON CONFLICT (model, id_hash) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
      user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`);
  const byId = db.prepare('SELECT payload, expires_at, consumed_at FROM oidc_models WHERE model = ? AND id_hash = ?');
  // One read per request for a token bound to a session (oidc-provider finds the session by its uid).
  const byUid = db.prepare('SELECT payload, expires_at, consumed_at FROM oidc_models WHERE model = ? AND uid = ?');
  const byUserCode = db.prepare(
    'SELECT payload, expires_at, consumed_at FROM oidc_models WHERE model = ? AND user_code = ?',
  );
  const consume = db.prepare(
    'UPDATE oidc_models SET consumed_at = ? WHERE model = ? AND id_hash = ? AND consumed_at IS NULL',
  );
  const destroy = db.prepare('DELETE FROM oidc_models WHERE model = ? AND id_hash = ?');
  const revokeGrant = db.prepare('DELETE FROM oidc_models WHERE model = ? AND grant_id = ?');
  const sweep = db.prepare('DELETE FROM oidc_models WHERE expires_at IS NOT NULL AND expires_at <= ?');

  /** The payload as oidc-provider stored it, or undefined once it has expired. */
  function read(row: Row | undefined, id: string | undefined): AdapterPayload | undefined {
    if (!row || (row.expires_at !== null && row.expires_at <= nowMs())) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    if (id !== undefined && payload.jti === undefined) payload.jti = id;
    if (row.consumed_at !== null) payload.consumed = Math.floor(row.consumed_at / 1000);
    return payload;
  }

  // Expired rows are only ever ignored by find; clearing them at start keeps the file from growing for ever.
  sweep.run(nowMs());

  return class SqliteAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const { jti, ...rest } = payload;
      upsert.run({
        model: this.model,
        idHash: sha256(id),
        payload: JSON.stringify(jti === id && this.model !== 'Session' ? rest : payload),
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? nowMs() + expiresIn * 1000 : null,
      });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return read(byId.get(this.model, sha256(id)) as Row | undefined, id);
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return read(byUid.get(this.model, uid) as Row | undefined, undefined);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return read(byUserCode.get(this.model, userCode) as Row | undefined, undefined);
    }

    async consume(id: string): Promise<void> {
      consume.run(nowMs(), this.model, sha256(id));
    }

    async destroy(id: string): Promise<void> {
      destroy.run(this.model, sha256(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      revokeGrant.run(this.model, grantId);
    }
  };
}
