/*
 * A reply that does not change while the service runs (a locale's texts, a route's page), compressed once per encoding
 * at the best quality rather than on every request at the compression hook's fast one: most prerendered pages at
 * brotli 11 fit a new connection's first round trip (14 KB), where at the hook's quality 4 they took two.
 */
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';

/** The text, and each encoded form once it is first sent. */
export interface EncodedOnce {
  text: string;
  bytes?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'], cache: new Map<string, string>() });

/** Sends the text in the best encoding the browser accepts (the compression hook leaves encoded replies alone). */
export function sendEncodedOnce(
  reply: FastifyReply,
  entry: EncodedOnce,
  acceptEncoding: string | undefined,
): FastifyReply {
  const encoding = acceptEncoding ? encodings.negotiate(acceptEncoding) : null;
  reply.header('Vary', 'Accept-Encoding');
  if (encoding === 'br') {
    entry.br ??= zlib.brotliCompressSync(entry.text, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.text.length },
    });
    return reply.header('Content-Encoding', encoding).send(entry.br);
  }
  if (encoding === 'gzip') {
    entry.gzip ??= zlib.gzipSync(entry.text, { level: 9 });
    return reply.header('Content-Encoding', encoding).send(entry.gzip);
  }
  entry.bytes ??= Buffer.from(entry.text);
  return reply.send(entry.bytes);
}

/**
 * The entry kept under `key`, made from `text()` when there is none: the oldest goes first past `max`. The texts'
 * answers are kept by their selection, the pages by their text, shared by every service of the process (the browser
 * tests' host runs one per test file, with the same pages).
 */
export function keptEntry(cache: Map<string, EncodedOnce>, key: string, max: number, text: () => string): EncodedOnce {
  let entry = cache.get(key);
  if (entry === undefined) {
    entry = { text: text() };
    if (cache.size >= max) cache.delete(cache.keys().next().value as string);
    cache.set(key, entry);
  }
  return entry;
}
