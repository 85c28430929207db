/** One thing wrong with the definitions, told the way a market admin can act on it. */
export interface Problem {
  /** Path relative to the project root, with forward slashes, e.g. markets/countries/de.json. */
  file: string;
  /** JSON pointer inside the file ('' for the whole document). */
  pointer: string;
  /** The rule that failed, in plain words. */
  message: string;
  /** 1-based line in the file, when known. */
  line?: number;
}

export function formatProblem(p: Problem): string {
  const where = p.pointer === '' ? '' : ` ${p.pointer}`;
  const line = p.line === undefined ? '' : ` (line ${p.line})`;
  return `${p.file}${where}: ${p.message}${line}`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) =>
      a.file.localeCompare(b.file) ||
      (a.line ?? 0) - (b.line ?? 0) ||
      a.pointer.localeCompare(b.pointer) ||
      a.message.localeCompare(b.message),
  );
}

/** Shows a value in a message: strings quoted, long values shortened. */
export function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
