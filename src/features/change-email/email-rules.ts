import { EMAIL_SHAPE } from '../../lib/forms/email-shape';
import type { TextKey } from '../../lib/texts/text-key';

/** What the page checks before asking for a code: a plausible address, typed the same twice, not the current one. */
export type EmailProblem = 'change.email.invalid' | 'change.email.mismatch' | 'change.email.same';

export function emailProblem(newEmail: string, repeat: string, current: string | null): EmailProblem | null {
  const email = newEmail.trim();
  if (!EMAIL_SHAPE.test(email) || email.length > 254) return 'change.email.invalid';
  if (email !== repeat.trim()) return 'change.email.mismatch';
  if (current !== null && email.toLowerCase() === current.toLowerCase()) return 'change.email.same';
  return null;
}

/** Why the service refused, as a text key: taken by another account, a wrong or expired code, or anything else. */
export function refusalKey(status: number, message: string): TextKey {
  if (status === 409) return 'change.email.taken';
  if (status === 404) return 'change.code.expired';
  if (status === 400 && /too many/.test(message)) return 'change.code.tooMany';
  if (status === 400 && /wrong code/.test(message)) return 'change.code.wrong';
  return 'change.failed';
}
