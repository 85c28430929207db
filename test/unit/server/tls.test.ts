/*
 * Given a certificate, the data service speaks HTTP/2 over TLS as a deployment's gateway does (how the bench serves
 * the app), and still answers an HTTP/1.1 client; the routes read the host from either protocol alike.
 */
import http2 from 'node:http2';
import https from 'node:https';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { localCertificate } from '../../../scripts/bench/tls';
import { buildServer } from '../../../src/server/build-server';
import { tempDir } from '../../support/server';
import { SERVICE_START_TIMEOUT_MS } from '../../support/timeouts';

const tmp = tempDir();
const certificate = localCertificate();
let app: FastifyInstance;
let port = 0;

beforeAll(async () => {
  app = buildServer({
    dbFile: path.join(tmp.dir, 'tls.sqlite'),
    tls: { key: certificate.key, cert: certificate.cert },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
}, SERVICE_START_TIMEOUT_MS);
afterAll(async () => {
  await app.close();
  tmp.remove();
});

function getHttp2(requestPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(`https://localhost:${port}`, { ca: certificate.cert });
    session.on('error', reject);
    const request = session.request({ ':path': requestPath });
    let body = '';
    let status = 0;
    request.on('response', (headers) => {
      status = Number(headers[':status']);
    });
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      session.close();
      resolve({ status, body });
    });
    request.on('error', reject);
  });
}

it('answers over HTTP/2 with TLS', async () => {
  const texts = await getHttp2('/content/en-us/texts');
  expect(texts.status).toBe(200);
  expect(JSON.parse(texts.body)).toHaveProperty(['app.description']);
});

it('still answers an HTTP/1.1 client on the same port', async () => {
  const status = await new Promise<number>((resolve, reject) => {
    https
      .get(
        { host: '127.0.0.1', port, path: '/content/en-us/texts', servername: 'localhost', ca: certificate.cert },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      )
      .on('error', reject);
  });
  expect(status).toBe(200);
});
