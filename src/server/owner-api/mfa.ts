import { fail, noContent, ok, type HandlerMap } from './handler';
import { passkeysOf } from './passkeys';
import { markets } from '../../generated/markets/local';
import { site } from '../../generated/site';
import type { MfaOption, MfaOptionType } from '../../generated/types/api/owner';
import { emailStarRun, maskEmail } from '../../lib/format/mask-email';

/** The owner's market, for its star run (some countries ask for a longer one). */
const marketOf = (id: string) => markets.find((m) => m.id === id);

/** Keeps the last four digits. */
function maskPhone(phone: string): string {
  return `${'*'.repeat(Math.max(phone.length - 4, 3))}${phone.slice(-4)}`;
}

export const mfaHandlers: Pick<HandlerMap, 'mfaOptions' | 'removeMfaOption' | 'updateMfaUserLevel'> = {
  mfaOptions: ({ db, owner }) => {
    const rows = db
      .prepare(
        "SELECT type, value FROM mfa_options WHERE owner_id = ? ORDER BY CASE type WHEN 'email' THEN 1 WHEN 'phone' THEN 2 ELSE 3 END",
      )
      .all(owner.id) as { type: MfaOptionType; value: string | null }[];
    const mfaOptions = rows.map((r): MfaOption => {
      if (r.value === null) return { type: r.type };
      const stars = emailStarRun(marketOf(owner.marketId), site.signInSecurity.emailMaskStars);
      return { type: r.type, value: r.type === 'email' ? maskEmail(r.value, stars) : maskPhone(r.value) };
    });
    return ok({ userRequiresMFA: owner.requiresMfa === 1, mfaOptions, passkeys: passkeysOf(db, owner.id) });
  },
  removeMfaOption: ({ db, owner, query }) =>
    // Check and delete in one transaction: two parallel deletes cannot remove the last two options.
    db.transaction(() => {
      const types = db.prepare('SELECT type FROM mfa_options WHERE owner_id = ?').pluck().all(owner.id) as string[];
      if (!types.includes(query.optionType)) return fail<undefined>(404, `no ${query.optionType} option to remove`);
      if (types.length === 1) return fail<undefined>(409, 'the only option cannot be removed');
      db.prepare('DELETE FROM mfa_options WHERE owner_id = ? AND type = ?').run(owner.id, query.optionType);
      return noContent<undefined>();
    })(),
  updateMfaUserLevel: ({ db, owner, body }) => {
    db.prepare('UPDATE owners SET requires_mfa = ? WHERE id = ?').run(
      body.userRequiresMFA === 'true' ? 1 : 0,
      owner.id,
    );
    return ok({ status: 200 });
  },
};
