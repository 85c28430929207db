/** What the provider reports on the way back from a change flow (spec 001 §4.5: passkeyAdd, passkeyRemove). */
export type ChangeOutcome = 'passkeyAdd' | 'passkeyRemove' | 'passwordChanged';

const OUTCOMES: readonly ChangeOutcome[] = ['passkeyAdd', 'passkeyRemove', 'passwordChanged'];

/** The page the change returns to learns what the provider did: the report goes on its address. */
export function withChangeOutcome(path: string, outcome: ChangeOutcome | null): string {
  if (outcome === null) return path;
  const url = new URL(path, 'http://same.origin');
  url.searchParams.set(outcome, 'true');
  return url.pathname + url.search + url.hash;
}

/** What the provider reported in an address's query, or null; anything but the value true is no report. */
export function changeOutcomeOf(search: string): ChangeOutcome | null {
  const query = new URLSearchParams(search);
  return OUTCOMES.find((o) => query.get(o) === 'true') ?? null;
}

/** The address without the provider's report, so a reload does not say it again. */
export function withoutChangeOutcome(search: string): string {
  const query = new URLSearchParams(search);
  for (const o of OUTCOMES) query.delete(o);
  const rest = query.toString();
  return rest === '' ? '' : `?${rest}`;
}
