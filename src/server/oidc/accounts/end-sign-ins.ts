import type { Db } from '../../db/open';
import { preparedOnce } from '../../db/statements';
import { sha256 } from '../../shared/secrets';

/**
 * Ends an owner's sign-ins on the local provider, for a new password: every grant of theirs with its codes and
 * tokens, and every session (a browser signed in), found by accountId in the adapter's table (sqlite-adapter.ts).
 * `keepSession` is the session of the browser that changes
 * the password: the library resumes its interaction on it and signs it in again with a new grant.
 * Run inside the transaction that replaces the password: both happen, or neither.
 */
export function endSignIns(db: Db, owner: { guid: string }, keepSession?: string): void {
  // Grants, codes and tokens carry accountId; the grant id links a token to its grant (and the session's authorizations).
  const grantIds = db
    .prepare(
      `SELECT DISTINCT grant_id FROM oidc_models
    WHERE grant_id IS NOT NULL AND json_extract(payload, '$.accountId') = ?`,
    )
    .pluck()
    .all(owner.guid) as string[];
  // Not the interactions: the one in progress (the browser changing the password) carries its session's grant id
  // too, and must stay to finish; the others end with their grants all the same.
  const revokeGrant = db.prepare(
    "DELETE FROM oidc_models WHERE grant_id = ? AND model NOT IN ('Interaction', 'Session')",
  );
  for (const grantId of grantIds) revokeGrant.run(grantId);
  db.prepare(
    `DELETE FROM oidc_models WHERE model IN ('Grant', 'AccessToken', 'RefreshToken', 'AuthorizationCode')
    AND json_extract(payload, '$.accountId') = ?`,
  ).run(owner.guid);
  db.prepare(
    `DELETE FROM oidc_models WHERE model = 'Session' AND json_extract(payload, '$.accountId') = ? AND uid IS NOT ?`,
  ).run(owner.guid, keepSession ?? null);
  // Where and on what those sessions were signed in (sign-ins.ts) goes with them.
  sql(db).forgetOtherRecords.run(owner.guid, keepSession ?? null);
}

const sql = preparedOnce((db) => ({
  sessionPayload: db
    .prepare(
      `SELECT payload FROM oidc_models WHERE model = 'Session' AND uid = ? AND json_extract(payload, '$.accountId') = ?`,
    )
    .pluck(),
  grantsIssuedIn: db
    .prepare(
      `SELECT DISTINCT grant_id FROM oidc_models WHERE grant_id IS NOT NULL
      AND json_extract(payload, '$.sessionUid') = ? AND json_extract(payload, '$.accountId') = ?`,
    )
    .pluck(),
  otherSessions: db
    .prepare(
      `SELECT uid FROM oidc_models WHERE model = 'Session' AND uid IS NOT NULL
      AND json_extract(payload, '$.accountId') = ? AND uid IS NOT ?`,
    )
    .pluck(),
  accountGrantsAndTokens: db.prepare(
    `SELECT model, id_hash AS idHash, grant_id AS grantId FROM oidc_models
      WHERE model IN ('Grant', 'AccessToken', 'RefreshToken', 'AuthorizationCode')
      AND json_extract(payload, '$.accountId') = ?`,
  ),
  // Codes, tokens and interactions given under the grant (the adapter's revokeByGrantId, for every model at once).
  revokeIssued: db.prepare("DELETE FROM oidc_models WHERE grant_id = ? AND model <> 'Session'"),
  // A grant's own row is found by the hash of its id, as the adapter stores every model.
  deleteGrant: db.prepare(
    "DELETE FROM oidc_models WHERE model = 'Grant' AND id_hash = ? AND json_extract(payload, '$.accountId') = ?",
  ),
  deleteRow: db.prepare('DELETE FROM oidc_models WHERE model = ? AND id_hash = ?'),
  deleteSession: db.prepare(
    "DELETE FROM oidc_models WHERE model = 'Session' AND uid = ? AND json_extract(payload, '$.accountId') = ?",
  ),
  forgetRecord: db.prepare('DELETE FROM sign_in_records WHERE session_uid = ?'),
  forgetOtherRecords: db.prepare('DELETE FROM sign_in_records WHERE account_id = ? AND session_uid IS NOT ?'),
}));

/**
 * The grants a browser's sign-in holds: the one its session names for each application (the only one its tokens
 * work with: oidc-provider binds them to it), and any other given in it whose codes or tokens are still stored.
 */
function grantsOfSession(db: Db, owner: { guid: string }, sessionUid: string): Set<string> {
  const payload = sql(db).sessionPayload.get(sessionUid, owner.guid) as string | undefined;
  const authorizations = payload
    ? ((JSON.parse(payload) as { authorizations?: Record<string, { grantId?: unknown }> }).authorizations ?? {})
    : {};
  const named = Object.values(authorizations)
    .map((a) => a.grantId)
    .filter((id): id is string => typeof id === 'string');
  const issued = sql(db).grantsIssuedIn.all(sessionUid, owner.guid) as string[];
  return new Set([...named, ...issued]);
}

/**
 * Ends one sign-in of the owner (a browser, "sign out this one"): its session, and every grant given in it with
 * their codes and tokens, so that browser's next refresh is refused and it must sign in again; its record goes too.
 * Answers whether the owner had that session. Run inside a transaction.
 */
export function endSession(db: Db, owner: { guid: string }, sessionUid: string): boolean {
  const statements = sql(db);
  for (const grantId of grantsOfSession(db, owner, sessionUid)) {
    statements.revokeIssued.run(grantId);
    statements.deleteGrant.run(sha256(grantId), owner.guid);
  }
  const ended = statements.deleteSession.run(sessionUid, owner.guid).changes > 0;
  statements.forgetRecord.run(sessionUid);
  return ended;
}

/**
 * Ends every sign-in of the owner but one ("sign out of all other devices"): every other session, and every grant,
 * code and token that the kept session does not hold (those of sessions already gone included). The kept browser
 * stays signed in with its tokens. Run inside a transaction.
 */
export function endOtherSessions(db: Db, owner: { guid: string }, keepSession: string): void {
  const statements = sql(db);
  const kept = grantsOfSession(db, owner, keepSession);
  for (const uid of statements.otherSessions.all(owner.guid, keepSession) as string[]) endSession(db, owner, uid);
  const keptGrantRows = new Set([...kept].map((id) => sha256(id)));
  const rows = statements.accountGrantsAndTokens.all(owner.guid) as {
    model: string;
    idHash: string;
    grantId: string | null;
  }[];
  for (const row of rows) {
    const keep = row.model === 'Grant' ? keptGrantRows.has(row.idHash) : row.grantId !== null && kept.has(row.grantId);
    if (!keep) statements.deleteRow.run(row.model, row.idHash);
  }
  statements.forgetOtherRecords.run(owner.guid, keepSession);
}
