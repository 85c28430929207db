/*
 * The server tests call the service over real HTTP: the service listens on a free port and requests go
 * through fetch. `overHttp` keeps the small part of Fastify's inject() shape the tests read. Every exchange is
 * held to the service's OpenAPI document (contract.ts).
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { checkExchange } from './contract';

export interface RequestOptions {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
}
export interface HttpResult {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Fastify inject()'s json<T = any>(): tests read bodies untyped
  json<T = any>(): T;
}
export interface HttpClient {
  inject(options: RequestOptions | string): Promise<HttpResult>;
  base: string;
}

export function overHttp(base: string): HttpClient {
  return {
    base,
    async inject(options) {
      const o = typeof options === 'string' ? { url: options } : options;
      const headers: Record<string, string> = { ...o.headers };
      let body: string | Blob | undefined;
      if (typeof o.payload === 'string') body = o.payload;
      else if (o.payload instanceof Uint8Array)
        body = new Blob([new Uint8Array(o.payload)]); // raw bytes, sent as they are
      else if (o.payload !== undefined) {
        body = JSON.stringify(o.payload);
        if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
          headers['content-type'] = 'application/json';
      }
      // redirect: manual so a test sees the provider's 302 and its Location, as a browser's network tab would.
      const res = await fetch(base + o.url, { method: o.method ?? 'GET', headers, body, redirect: 'manual' });
      const text = await res.text();
      checkExchange({
        method: o.method ?? 'GET',
        url: o.url,
        requestBody: typeof body === 'string' ? body : undefined,
        status: res.status,
        contentType: res.headers.get('content-type') ?? '',
        responseBody: text,
      });
      return {
        statusCode: res.status,
        headers: Object.fromEntries(res.headers.entries()),
        body: text,
        json: () => JSON.parse(text),
      };
    },
  };
}

/** Starts the service on a free port of the loopback interface. */
export async function listen(app: FastifyInstance): Promise<HttpClient> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the service did not get a port');
  return overHttp(`http://127.0.0.1:${address.port}`);
}

/** Fastify's inject() (Host: localhost:80) in the shape the helpers of test/support/server.ts take: no port needed. */
export function injectClient(instance: FastifyInstance): HttpClient {
  return {
    base: 'http://localhost',
    async inject(options): Promise<HttpResult> {
      const res = await instance.inject(options as InjectOptions | string);
      const o = typeof options === 'string' ? { url: options } : options;
      checkExchange({
        method: o.method ?? 'GET',
        url: o.url,
        requestBody:
          typeof o.payload === 'string' ? o.payload : o.payload === undefined ? undefined : JSON.stringify(o.payload),
        status: res.statusCode,
        contentType: String(res.headers['content-type'] ?? ''),
        responseBody: res.body,
      });
      return {
        statusCode: res.statusCode,
        headers: res.headers as Record<string, string>,
        body: res.body,
        json: () => res.json(),
      };
    },
  };
}
