/** The help search's query rules (spec 002 §2): what the owner types becomes a safe, hyphenated query. */

/** Anything but letters and their marks (any script), decimal digits, whitespace and hyphens. */
const NOT_ALLOWED = /[^\p{L}\p{M}\p{Nd}\s-]/gu;
const WHITESPACE_RUN = /\s+/gu;
const HYPHEN_RUN = /-{2,}/g;
const EDGE_HYPHENS = /^-+|-+$/g;

/** The query parameter of the how-to search. */
export const HOW_TO_QUERY_PARAMETER = 'q';

/**
 * "How do I <reset> my password?" → "How-do-I-reset-my-password". Letters of every script and their marks
 * (accents, Thai vowels and tones) stay; case is kept. NFC first, so a letter typed as base + accent is
 * one letter. Hyphens at either end go too: a leading one reads as "exclude" to many search engines.
 */
export function sanitiseSearch(text: string): string {
  return text
    .normalize('NFC')
    .replace(NOT_ALLOWED, '')
    .trim()
    .replace(WHITESPACE_RUN, '-')
    .replace(HYPHEN_RUN, '-')
    .replace(EDGE_HYPHENS, '');
}

/**
 * The external how-to search for a query. The base comes from data (markets/chat.json); a query string or
 * fragment it already has is kept, and the query is percent-encoded by the URL parser.
 */
export function howToSearchUrl(base: string, query: string): string {
  const url = new URL(base);
  url.searchParams.set(HOW_TO_QUERY_PARAMETER, query);
  return url.toString();
}
