import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import { onContentReplaced, servedContent } from './content-store';
import { localeChain, textsFor } from './locale';

interface Packed {
  json: string;
  br: Buffer;
  gzip: Buffer;
}

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'], cache: new Map<string, string>() });
const packed = new Map<string, Packed>();
onContentReplaced(() => packed.clear());

/**
 * A locale's texts as JSON, compressed once: the bundle does not change while the service runs (npm run dev drops them when it does), and compressing
 * 40 KB on every request was what held this, the busiest content call, back. Keyed by the bundles merged, so
 * any number of locale spellings shares a handful of entries.
 */
function packedTexts(locale: string): Packed {
  const key = localeChain(locale)
    .filter((l) => servedContent().bundles[l] !== undefined)
    .join('>');
  let entry = packed.get(key);
  if (!entry) {
    const json = JSON.stringify(textsFor(locale));
    entry = {
      json,
      br: zlib.brotliCompressSync(json, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length },
      }),
      gzip: zlib.gzipSync(json, { level: 9 }),
    };
    packed.set(key, entry);
  }
  return entry;
}

/** Sends a locale's texts in the best encoding the browser accepts (the compression hook leaves encoded replies alone). */
export function sendTexts(reply: FastifyReply, locale: string, acceptEncoding: string | undefined): FastifyReply {
  const entry = packedTexts(locale);
  const encoding = acceptEncoding ? encodings.negotiate(acceptEncoding) : null;
  reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
  if (encoding === 'br' || encoding === 'gzip') return reply.header('Content-Encoding', encoding).send(entry[encoding]);
  return reply.send(entry.json);
}
