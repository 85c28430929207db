import { fail, ok, type HandlerMap } from './handler';
import type { Passkey } from '../../generated/types/api/owner';
import { cleanPasskeyName, passkeyNameProblem } from '../../lib/auth/passkey-name';
import type { Db } from '../db/open';
import { passkeyDeviceType, storedTransports } from '../shared/passkey-devices';

interface PasskeyRow {
  id: number;
  publicKey: string;
  registeredAt: string;
  name: string | null;
  aaguid: string | null;
  attachment: 'platform' | 'cross-platform' | null;
  transports: string | null;
  lastUsedAt: string | null;
}

const COLUMNS = `id, public_key AS publicKey, registered_at AS registeredAt, name, aaguid, attachment, transports,
  last_used_at AS lastUsedAt`;

function passkeyOf(row: PasskeyRow): Passkey {
  return {
    id: String(row.id),
    publicKeyCredentialPublicKey: row.publicKey,
    passkeyRegistrationTimestamp: row.registeredAt,
    ...(row.name !== null ? { name: row.name } : {}),
    deviceType: passkeyDeviceType({
      aaguid: row.aaguid,
      attachment: row.attachment,
      transports: storedTransports(row.transports),
    }),
    ...(row.lastUsedAt !== null ? { lastUsedTimestamp: row.lastUsedAt } : {}),
  };
}

/** The owner's passkeys, oldest first, as the MFA options call lists them. */
export function passkeysOf(db: Db, ownerId: number): Passkey[] {
  return (
    db.prepare(`SELECT ${COLUMNS} FROM passkeys WHERE owner_id = ? ORDER BY id`).all(ownerId) as PasskeyRow[]
  ).map(passkeyOf);
}

export const passkeyHandlers: Pick<HandlerMap, 'renamePasskey'> = {
  // The schema has checked the length and characters as sent; the name is stored trimmed, so checked again after.
  renamePasskey: ({ db, owner, params, body }) => {
    const problem = passkeyNameProblem(body.name);
    if (problem) return fail(400, `name: ${problem === 'empty' ? 'empty once trimmed' : problem}`);
    const id = Number(params.id);
    const renamed = db
      .prepare('UPDATE passkeys SET name = ? WHERE id = ? AND owner_id = ?')
      .run(cleanPasskeyName(body.name), id, owner.id);
    if (renamed.changes === 0) return fail(404, `passkey ${params.id} not found`);
    return ok(passkeyOf(db.prepare(`SELECT ${COLUMNS} FROM passkeys WHERE id = ?`).get(id) as PasskeyRow));
  },
};
