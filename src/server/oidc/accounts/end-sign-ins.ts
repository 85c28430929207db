import type { Db } from '../../db/open';

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
}
