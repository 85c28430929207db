import type { ChangeOutcome } from '../../lib/auth/change-return';
import type { TextKey } from '../../lib/texts/text-key';

/**
 * Spec 001 §4.5: what the page says on return from a change at the provider. A passkey change is judged by the
 * passkeys the service lists now: an added one present is a success; a removal succeeded only if none is left.
 */
export function changeNotice(
  outcome: ChangeOutcome | null,
  passkeyCount: number,
): { type: 'success' | 'error'; messageKey: TextKey } | null {
  if (outcome === 'passwordChanged') return { type: 'success', messageKey: 'security.password.changed' };
  if (outcome === 'passkeyAdd')
    return passkeyCount > 0 ? { type: 'success', messageKey: 'security.passkeys.added' } : null;
  if (outcome === 'passkeyRemove') {
    return passkeyCount > 0
      ? { type: 'error', messageKey: 'security.passkeys.removeFailed' }
      : { type: 'success', messageKey: 'security.passkeys.removed' };
  }
  return null;
}
