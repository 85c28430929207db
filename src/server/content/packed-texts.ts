import type { FastifyReply } from 'fastify';
import { onContentReplaced, servedContent } from './content-store';
import { localeChain, textsFor } from './locale';
import { textNamespace } from '../../lib/content/screen-texts';
import { keptEntry, sendEncodedOnce, type EncodedOnce } from '../shared/encoded-once';

// The JSON (text), and each encoded form once it is first sent (a page carries only the JSON: page-hints.ts); its
// bytes made once too: a string reply is encoded anew on every request (some 100 KB for a locale).
const packed = new Map<string, EncodedOnce>();
onContentReplaced(() => packed.clear());
/**
 * Answers kept: a page asks for a handful of selections (its screens' namespaces), but a query may name any, and each
 * kept answer holds its JSON twice compressed. The oldest goes first.
 */
const MAX_PACKED = 256;

/** Which namespaces of the texts (a key's first segment), as the texts call's query selects them (TextsQuery). */
export type TextsSelection = { mode: 'only' | 'except'; names: ReadonlySet<string> } | undefined;

/** The query's selection: only or except, a comma-separated list (the route's schema has checked it). */
export function textsSelection(query: { only?: string; except?: string }): TextsSelection {
  if (query.only !== undefined) return { mode: 'only', names: new Set(query.only.split(',')) };
  if (query.except !== undefined) return { mode: 'except', names: new Set(query.except.split(',')) };
  return undefined;
}

const selectionKey = (selection: TextsSelection) =>
  selection === undefined ? '' : `${selection.mode}:${[...selection.names].sort().join(',')}`;

/** The texts of the selected namespaces. */
export function selectedTexts(texts: Record<string, string>, selection: TextsSelection): Record<string, string> {
  if (selection === undefined) return texts;
  const wanted = selection.mode === 'only';
  return Object.fromEntries(
    Object.entries(texts).filter(([key]) => selection.names.has(textNamespace(key)) === wanted),
  );
}

/**
 * A locale's texts as JSON, compressed once: the bundle does not change while the service runs (npm run dev drops them when it does), and compressing
 * 40 KB on every request was what held this, the busiest content call, back. Keyed by the bundles merged and the
 * namespaces selected, so any number of locale spellings shares a handful of entries.
 */
function packedTexts(locale: string, selection: TextsSelection): EncodedOnce {
  const key = `${localeChain(locale)
    .filter((l) => servedContent().bundles[l] !== undefined)
    .join('>')}|${selectionKey(selection)}`;
  return keptEntry(packed, key, MAX_PACKED, () => JSON.stringify(selectedTexts(textsFor(locale), selection)));
}

/** A locale's texts as the texts call answers them (JSON): a prerendered page carries them for the app (page-hints.ts). */
export const textsJson = (locale: string, selection: TextsSelection): string => packedTexts(locale, selection).text;

/** Sends a locale's texts in the best encoding the browser accepts (the compression hook leaves encoded replies alone). */
export function sendTexts(
  reply: FastifyReply,
  locale: string,
  selection: TextsSelection,
  acceptEncoding: string | undefined,
): FastifyReply {
  reply.type('application/json; charset=utf-8');
  return sendEncodedOnce(reply, packedTexts(locale, selection), acceptEncoding);
}
