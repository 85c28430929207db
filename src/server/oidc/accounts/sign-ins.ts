import crypto from 'node:crypto';
import { endOtherSessions, endSession } from './end-sign-ins';
import type { EndSignInOutcome, OwnerSignIns, SeenFrom, SignInRecord } from '../../context';
import type { Db } from '../../db/open';
import { preparedOnce } from '../../db/statements';
import { networkOf } from '../../shared/network';
import { sha256 } from '../../shared/secrets';

/** The longest user agent kept: browsers send a few hundred characters; anything past this is not a browser's. */
const USER_AGENT_MAX = 512;

/** The local provider's sign-ins, and the one thing the provider itself tells them: a browser signed in. */
export interface SignInRecords extends OwnerSignIns {
  /** The provider gave a code to a browser whose session is signed in: it signed in (or came back) now, from there. */
  signedIn(session: { uid: string; accountId: string }, from: SeenFrom): void;
}

interface RecordRow {
  sessionUid: string;
  publicId: string;
  userAgent: string;
  network: string;
  startedAt: string;
  lastActiveAt: string;
}

const sql = preparedOnce((db) => ({
  // Insert, or move on the sign-in of this session. A session another account signs in to is a new sign-in there.
  seen: db.prepare(`INSERT INTO sign_in_records
      (session_uid, public_id, account_id, user_agent, network, started_at, last_active_at)
    VALUES (@uid, @publicId, @accountId, @userAgent, @network, @at, @at)
    ON CONFLICT (session_uid) DO UPDATE SET
      public_id = CASE WHEN account_id = excluded.account_id THEN public_id ELSE excluded.public_id END,
      started_at = CASE WHEN account_id = excluded.account_id THEN started_at ELSE excluded.started_at END,
      account_id = excluded.account_id, user_agent = excluded.user_agent, network = excluded.network,
      last_active_at = excluded.last_active_at`),
  // A session from before its sign-ins were recorded: known from its own sign-in time, from nowhere known.
  adopt: db.prepare(`INSERT INTO sign_in_records
      (session_uid, public_id, account_id, user_agent, network, started_at, last_active_at)
    VALUES (@uid, @publicId, @accountId, '', '', @at, @at) ON CONFLICT (session_uid) DO NOTHING`),
  touch: db.prepare('UPDATE sign_in_records SET last_active_at = ? WHERE session_uid = ?'),
  // Records whose session has gone (signed out, expired): what a browser was is not kept past its sign-in.
  sweep: db.prepare(`DELETE FROM sign_in_records WHERE session_uid <> ? AND session_uid NOT IN
    (SELECT uid FROM oidc_models WHERE model = 'Session' AND uid IS NOT NULL)`),
  forget: db.prepare('DELETE FROM sign_in_records WHERE session_uid = ?'),
  // The adapter keeps a token's payload under the sha256 of its value (sqlite-adapter.ts).
  tokenSession: db.prepare(`SELECT json_extract(payload, '$.sessionUid') AS uid, json_extract(payload, '$.accountId')
    AS accountId FROM oidc_models WHERE model = 'AccessToken' AND id_hash = ?`),
  liveSessions: db.prepare(`SELECT uid, json_extract(payload, '$.loginTs') AS loginTs FROM oidc_models
    WHERE model = 'Session' AND uid IS NOT NULL AND json_extract(payload, '$.accountId') = ?
    AND (expires_at IS NULL OR expires_at > ?)`),
  records: db.prepare(`SELECT session_uid AS sessionUid, public_id AS publicId, user_agent AS userAgent, network,
    started_at AS startedAt, last_active_at AS lastActiveAt FROM sign_in_records WHERE account_id = ?`),
  byPublicId: db.prepare('SELECT session_uid FROM sign_in_records WHERE public_id = ? AND account_id = ?').pluck(),
}));

const publicId = () => crypto.randomBytes(16).toString('base64url');
const userAgentOf = (from: SeenFrom) => (from.userAgent ?? '').slice(0, USER_AGENT_MAX);

/**
 * The owner's sign-ins on the local provider: its sessions (oidc_models, as the adapter stores them), each with a
 * record (table sign_in_records) of where and on what it was last active. `now` is the service's clock, for the
 * records' times; the library's own expiry times are the wall clock's, as its adapter keeps them.
 */
export function signInRecords(db: Db, now: () => Date, wallClockMs: () => number = Date.now): SignInRecords {
  const statements = () => sql(db);

  function sessionOf(accessToken: string): { uid: string; accountId: string } | undefined {
    const row = statements().tokenSession.get(sha256(accessToken)) as { uid: unknown; accountId: unknown } | undefined;
    return typeof row?.uid === 'string' && typeof row.accountId === 'string'
      ? { uid: row.uid, accountId: row.accountId }
      : undefined;
  }

  function seen(session: { uid: string; accountId: string }, from: SeenFrom): void {
    statements().seen.run({
      uid: session.uid,
      publicId: publicId(),
      accountId: session.accountId,
      userAgent: userAgentOf(from),
      network: networkOf(from.address) ?? '',
      at: now().toISOString(),
    });
  }

  return {
    signedIn(session, from) {
      db.transaction(() => {
        statements().sweep.run(session.uid);
        seen(session, from);
      })();
    },

    refreshed(accessToken, from) {
      const session = sessionOf(accessToken);
      if (session) seen(session, from);
    },

    list(owner, accessToken) {
      const current = sessionOf(accessToken)?.uid;
      const at = now().toISOString();
      return db.transaction((): SignInRecord[] => {
        const live = statements().liveSessions.all(owner.guid, wallClockMs()) as { uid: string; loginTs: unknown }[];
        for (const { uid, loginTs } of live) {
          const started = typeof loginTs === 'number' ? new Date(loginTs * 1000).toISOString() : at;
          statements().adopt.run({ uid, publicId: publicId(), accountId: owner.guid, at: started });
        }
        // The asking browser is active now.
        if (current !== undefined) statements().touch.run(at, current);
        const liveUids = new Set(live.map((s) => s.uid));
        const records = statements().records.all(owner.guid) as RecordRow[];
        for (const r of records) if (!liveUids.has(r.sessionUid)) statements().forget.run(r.sessionUid);
        return records
          .filter((r) => liveUids.has(r.sessionUid))
          .map((r) => ({
            id: r.publicId,
            userAgent: r.userAgent || null,
            network: r.network || null,
            startedAt: r.startedAt,
            lastActiveAt: r.sessionUid === current ? at : r.lastActiveAt,
            current: r.sessionUid === current,
          }))
          .sort(
            (a, b) =>
              Number(b.current) - Number(a.current) ||
              b.lastActiveAt.localeCompare(a.lastActiveAt) ||
              b.startedAt.localeCompare(a.startedAt),
          );
      })();
    },

    end(owner, id, accessToken): EndSignInOutcome {
      const uid = statements().byPublicId.get(id, owner.guid) as string | undefined;
      if (uid === undefined) return 'unknown';
      if (uid === sessionOf(accessToken)?.uid) return 'current';
      return db.transaction(() => endSession(db, owner, uid))() ? 'ended' : 'unknown';
    },

    endOthers(owner, accessToken) {
      const current = sessionOf(accessToken)?.uid;
      // A token is only accepted while its session lives (oidc-provider binds it): there is always one to keep.
      if (current === undefined) return;
      db.transaction(() => endOtherSessions(db, owner, current))();
    },
  };
}
