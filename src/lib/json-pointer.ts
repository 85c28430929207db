/** JSON pointers (RFC 6901) into an API answer: ~1 is "/", ~0 is "~". */
const tokens = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';

/** The value a pointer names in an answer; undefined where the answer has none. */
export function pointed(answer: unknown, pointer: string): unknown {
  return tokens(pointer).reduce<unknown>((at, token) => (isRecord(at) ? at[token] : undefined), answer);
}

/**
 * The parts of an answer the pointers name, each at its own place in a new answer (endpoints.json `within`: the
 * profile's answer without its vehicles is the profile-lite answer). A part the answer lacks is left out.
 */
export function keptParts(answer: unknown, pointers: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const pointer of pointers) {
    const value = pointed(answer, pointer);
    if (value === undefined) continue;
    const path = tokens(pointer);
    const last = path.pop() as string;
    let at = out;
    for (const token of path) at = at[token] = isRecord(at[token]) ? at[token] : {};
    at[last] = value;
  }
  return out;
}
