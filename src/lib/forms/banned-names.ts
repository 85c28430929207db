/*
 * The bannedNames field rule: a value fails when any contiguous run of its words is a reserved word or phrase
 * (markets/reserved-words.json). Pure: it runs in the browser and on the server.
 */

const WHITESPACE = /\s+/u; // \s covers Unicode spaces, NBSP included
const MARKS = /\p{M}/gu;
// Apple keyboards type the typographic apostrophe; the data holds the straight one.
const APOSTROPHES = /[\u2019\u02BC]/gu;

/**
 * The comparison keys of a value's words: NFC, trimmed, lower case, split on any whitespace, accents folded
 * (so "MODÉRATEUR", "modérateur" and "moderateur" are one key). An empty or blank value has no words.
 */
export function normaliseWords(value: string): string[] {
  const text = value.normalize('NFC').trim().toLowerCase();
  if (text === '') return [];
  return text.split(WHITESPACE).map((word) => word.normalize('NFD').replace(MARKS, '').replace(APOSTROPHES, "'"));
}

/** Builds the check once; each call costs one Set lookup per contiguous word sequence up to the longest entry. */
export function bannedNameMatcher(lists: readonly (readonly string[])[]): (value: string) => boolean {
  const entries = new Set<string>();
  let longest = 0;
  for (const list of lists) {
    for (const entry of list) {
      const words = normaliseWords(entry);
      if (words.length === 0) continue;
      entries.add(words.join(' '));
      longest = Math.max(longest, words.length);
    }
  }
  return (value) => {
    const words = normaliseWords(value);
    for (let start = 0; start < words.length; start += 1) {
      // Grow the key one word at a time: no run longer than the longest entry can match.
      let key = '';
      for (let end = start; end < words.length && end - start < longest; end += 1) {
        key = end === start ? (words[end] as string) : `${key} ${words[end] as string}`;
        if (entries.has(key)) return true;
      }
    }
    return false;
  };
}
