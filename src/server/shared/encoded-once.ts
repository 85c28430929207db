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
 * The entry of a text, shared by every service of the process (the browser tests' host runs one per test file, with
 * the same pages): the oldest goes first past `max`.
 */
export function sharedEntry(cache: Map<string, EncodedOnce>, text: string, max: number): EncodedOnce {
  let entry = cache.get(text);
  if (entry === undefined) {
    entry = { text };
    if (cache.size >= max) cache.delete(cache.keys().next().value as string);
    cache.set(text, entry);
  }
  return entry;
}
