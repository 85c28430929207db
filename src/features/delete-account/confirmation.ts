/**
 * The owner confirms by typing the account's email address: the same address whatever the case and the spaces
 * around it (an address is compared as the provider compares it at sign-in, without regard to case).
 */
export function emailMatches(typed: string, email: string | null): boolean {
  if (!email) return false;
  const fold = (text: string) => text.trim().toLowerCase();
  return fold(typed) !== '' && fold(typed) === fold(email);
}

/** Both confirmations: the email typed exactly, and the box "I understand" ticked. */
export function deletionConfirmed(input: { typedEmail: string; understood: boolean }, email: string | null): boolean {
  return input.understood && emailMatches(input.typedEmail, email);
}
