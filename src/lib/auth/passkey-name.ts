import { CONTROL } from '../forms/rules';

/**
 * An owner's name for a passkey, the same rule on the provider's create page, the app's rename form and the data
 * service (renamePasskeyRequest in schemas/api/owner.schema.json says it again for the contract): spaces at either
 * end trimmed, then 1 to 60 characters (code points, as the schema's maxLength counts), no control character or
 * bidirectional override.
 */
export const PASSKEY_NAME_MAX = 60;

export type PasskeyNameProblem = 'empty' | 'tooLong' | 'control';

/** What is stored: the text trimmed. */
export const cleanPasskeyName = (input: string): string => input.trim();

/** Why a name cannot be used, or null when it can (after trimming). */
export function passkeyNameProblem(input: string): PasskeyNameProblem | null {
  const name = cleanPasskeyName(input);
  if (name === '') return 'empty';
  if ([...name].length > PASSKEY_NAME_MAX) return 'tooLong';
  if (CONTROL.test(name)) return 'control';
  return null;
}
