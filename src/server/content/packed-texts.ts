import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import { onContentReplaced, servedContent } from './content-store';
import { localeChain, textsFor } from './locale';

/** The JSON, and each encoded form once it is first sent (a page carries only the JSON: page-hints.ts). */
interface Packed {
  json: string;
  /** The JSON's bytes, made once: a string reply is encoded anew on every request (some 100 KB for a locale). */
  bytes?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'], cache: new Map<string, string>() });
const packed = new Map<string, Packed>();
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
    Object.entries(texts).filter(([key]) => selection.names.has(key.split('.', 1)[0] ?? '') === wanted),
  );
}

/**
 * A locale's texts as JSON, compressed once: the bundle does not change while the service runs (npm run dev drops them when it does), and compressing
 * 40 KB on every request was what held this, the busiest content call, back. Keyed by the bundles merged and the
 * namespaces selected, so any number of locale spellings shares a handful of entries.
 */
function packedTexts(locale: string, selection: TextsSelection): Packed {
  const key = `${localeChain(locale)
    .filter((l) => servedContent().bundles[l] !== undefined)
    .join('>')}|${selectionKey(selection)}`;
  let entry = packed.get(key);
  if (!entry) {
    entry = { json: JSON.stringify(selectedTexts(textsFor(locale), selection)) };
    if (packed.size >= MAX_PACKED) packed.delete(packed.keys().next().value as string);
    packed.set(key, entry);
  }
  return entry;
}

/** A locale's texts as the texts call answers them (JSON): a prerendered page carries them for the app (page-hints.ts). */
export const textsJson = (locale: string, selection: TextsSelection): string => packedTexts(locale, selection).json;

/** Sends a locale's texts in the best encoding the browser accepts (the compression hook leaves encoded replies alone). */
export function sendTexts(
  reply: FastifyReply,
  locale: string,
  selection: TextsSelection,
  acceptEncoding: string | undefined,
): FastifyReply {
  const entry = packedTexts(locale, selection);
  const encoding = acceptEncoding ? encodings.negotiate(acceptEncoding) : null;
  reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
  if (encoding === 'br') {
    entry.br ??= zlib.brotliCompressSync(entry.json, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.json.length },
    });
    return reply.header('Content-Encoding', encoding).send(entry.br);
  }
  if (encoding === 'gzip') {
    entry.gzip ??= zlib.gzipSync(entry.json, { level: 9 });
    return reply.header('Content-Encoding', encoding).send(entry.gzip);
  }
  entry.bytes ??= Buffer.from(entry.json);
  return reply.send(entry.bytes);
}
