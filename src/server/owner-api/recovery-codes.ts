import { ok, type HandlerMap } from './handler';
import { recoveryCodesState, replaceRecoveryCodes } from '../shared/recovery-codes';

/**
 * Recovery codes for two-step verification: the count left (never a code), and a new set, which replaces the old one
 * and is the only answer that holds the codes (the provider's second-factor step uses them up).
 */
export const recoveryCodeHandlers: Pick<HandlerMap, 'recoveryCodes' | 'generateRecoveryCodes'> = {
  recoveryCodes: ({ db, owner }) => {
    const { total, left, createdAt } = recoveryCodesState(db, owner.id);
    return ok({ total, left, ...(createdAt !== null ? { createdTimestamp: createdAt } : {}) });
  },
  generateRecoveryCodes: async ({ db, owner, now }) => {
    const codes = await replaceRecoveryCodes(db, owner.id, now());
    const { total, left, createdAt } = recoveryCodesState(db, owner.id);
    return ok({ codes, total, left, createdTimestamp: createdAt ?? now().toISOString() });
  },
};
