import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../src/server/build-server';
import { migrations } from '../../../src/server/db/migrations';
import { openDb } from '../../../src/server/db/open';
import { DEMO_PASSWORD, demoOwnerRecords, demoOwners } from '../../../src/server/seed/demo-owners';
import { seed } from '../../../src/server/seed/seed';
import { hashPassword, verifyPassword } from '../../../src/server/shared/secrets';
import { overHttp } from '../../support/http';
import { startWithProvider } from '../../support/oidc';
import { apiHeaders, DE, signIn, startService, tempDir } from '../../support/server';
import { SERVICE_START_TIMEOUT_MS } from '../../support/timeouts';

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

const tmp = tempDir();
const dist = path.join(tmp.dir, 'dist');

beforeAll(() => {
  fs.mkdirSync(path.join(dist, 'assets', 'img'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><script type="module" src="/assets/main.js"></script></head><body><div id="app"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'main.js'), 'console.log("app");');
  fs.writeFileSync(path.join(dist, 'assets', 'app.css'), 'body{}');
  fs.writeFileSync(path.join(dist, 'assets', 'img', 'flag.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(tmp.dir, 'secret.txt'), 'do not serve');
});
afterAll(() => tmp.remove());

describe('database', () => {
  it('records each migration once and seeds only an empty database', () => {
    const file = path.join(tmp.dir, 'seed.sqlite');
    const db = openDb(file);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.prepare('SELECT version FROM migrations').pluck().all()).toEqual(migrations.map((m) => m.version));
    expect(seed(db)).toBe(true);
    expect(seed(db)).toBe(false);
    expect(db.prepare('SELECT count(*) FROM owners').pluck().get()).toBe(demoOwnerRecords.length);
    db.close();
    const again = openDb(file);
    expect(again.prepare('SELECT count(*) FROM migrations').pluck().get()).toBe(migrations.length);
    again.close();
  });

  it('stores scrypt hashes, never the demo password', async () => {
    const file = path.join(tmp.dir, 'hash.sqlite');
    const db = openDb(file);
    seed(db);
    const hashes = db.prepare('SELECT password_hash FROM owners').pluck().all() as string[];
    db.close();
    for (const h of hashes) expect(h).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    expect(fs.readFileSync(file).includes(Buffer.from(DEMO_PASSWORD))).toBe(false);
    await expect(verifyPassword(DEMO_PASSWORD, hashes[0]!)).resolves.toBe(true);
    // The published demo password shares one salted hash; any other password gets a salt of its own.
    expect(hashPassword('An0ther secret')).not.toBe(hashPassword('An0ther secret'));
  });

  it('a failing migration leaves no trace: neither its tables nor its record', () => {
    const file = path.join(tmp.dir, 'migrate.sqlite');
    const broken = [
      ...migrations,
      { version: 99, name: 'half', sql: 'CREATE TABLE half_done (a INTEGER); INSERT INTO nowhere VALUES (1);' },
    ];
    expect(() => openDb(file, broken)).toThrow(/no such table: nowhere/);
    const db = new Database(file);
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'half_done'").pluck().get()).toBe(0);
    // Every real migration went in; only the failing one is missing.
    expect(db.prepare('SELECT max(version) FROM migrations').pluck().get()).toBe(
      Math.max(...migrations.map((m) => m.version)),
    );
    db.close();
  });

  it('demo data: valid VINs, makes F/L/M, 1-3 MFA options, the permissions every owner needs', () => {
    for (const o of demoOwnerRecords) {
      for (const v of o.vehicles) expect(v.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(o.mfaOptions.length).toBeGreaterThanOrEqual(1);
      expect(o.mfaOptions.length).toBeLessThanOrEqual(3);
      expect(Object.keys(o.privacyPreferences)).toEqual(expect.arrayContaining(['MobilePermission', 'MailPermission']));
    }
    expect(demoOwners.map((o) => o.marketId)).toEqual(
      expect.arrayContaining(['product/de-de', 'product/en-gb', 'product/en-us', 'lincoln/en-us', 'product/en-au']),
    );
  });
});

describe('persistence', () => {
  it('a privacy-preference save survives closing and reopening the server on the same file', async () => {
    const file = path.join(tmp.dir, 'persist.sqlite');
    const { server: firstServer, app: first } = await startService({ dbFile: file });
    const tokens = await signIn(first, 'anna.schneider@example.com');
    const saved = await first.inject({
      method: 'PUT',
      url: '/owner/api/v2/privacy-preferences/eu',
      headers: apiHeaders(tokens.access_token, DE.consumerKey),
      payload: { countryCode: 'DEU', privacyPreferences: [{ preferenceType: 'MailPermission', preferenceCode: 1 }] },
    });
    expect(saved.statusCode).toBe(200);
    await firstServer.close();

    const { server: secondServer, app: second } = await startService({ dbFile: file });
    try {
      const res = await second.inject({
        url: '/owner/api/v3/profile-lite?locale=de-de&country=DEU',
        headers: apiHeaders(tokens.access_token, DE.consumerKey),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().value.profile.privacyPreferences).toContainEqual({
        preferenceName: 'MailPermission',
        preferenceCode: 1,
      });
    } finally {
      await secondServer.close();
    }
  });
});

describe('content', () => {
  let app: FastifyInstance;
  beforeAll(() => {
    app = buildServer({ dbFile: path.join(tmp.dir, 'content.sqlite') });
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => app.close());

  it("serves a fragment of the locale's language (de-at falls back to de)", async () => {
    const res = await app.inject('/content/de-at/common/app-information');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ appName: 'Eigentümerkonto', breadcrumbStart: 'Startseite' });
  });

  it('falls back to English for a language without the fragment, with or without the category segment', async () => {
    // No market ships Japanese: its requests get the English fragment.
    expect((await app.inject('/content/ja-jp/common/notification-banner')).json().closeLabel).toBe(
      'Close notification',
    );
    expect((await app.inject('/content/ja-jp/notification-banner')).json().closeLabel).toBe('Close notification');
  });

  it('has the marketing options with their api variables', async () => {
    const res = await app.inject('/content/fr-fr/common/account-settings-forms');
    const apiVariables = res.json().options.map((o: { apiVariable: string }) => o.apiVariable);
    expect(apiVariables).toEqual(expect.arrayContaining(['MobilePermission', 'MailPermission']));
  });

  it('answers 404 "resource not found" for a missing fragment and 400 for a malformed locale', async () => {
    const res = await app.inject('/content/en-us/common/no-such-fragment');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('resource not found');
    expect((await app.inject('/content/english/common/app-information')).statusCode).toBe(400);
  });

  it('merges the texts bundle: locale over language over English', async () => {
    const res = await app.inject('/content/de-ch/texts');
    const texts = res.json();
    expect(texts['app.signIn']).toBe('Anmelden');
    expect(Object.keys(texts).length).toBeGreaterThanOrEqual(
      Object.keys((await app.inject('/content/en-us/texts')).json()).length,
    );
    expect((await app.inject('/content/xx-yy/texts')).json()['app.signIn']).toBe('Sign in');
  });
});

describe('static app and security headers', () => {
  let app: FastifyInstance;
  beforeAll(() => {
    app = buildServer({ dbFile: path.join(tmp.dir, 'static.sqlite'), distDir: dist });
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => app.close());

  it('serves index.html with the CSP for any page address (history fallback)', async () => {
    for (const url of [
      '/product/en-ca/',
      '/product/de-de/kontoeinstellungen',
      '/lincoln/en-us/order-details/US-1?x=1',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="app">');
      expect(res.headers['content-security-policy']).toBe(CSP);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('serves assets with their content types', async () => {
    expect((await app.inject('/assets/main.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await app.inject('/assets/app.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await app.inject('/assets/img/flag.svg')).headers['content-type']).toBe('image/svg+xml');
    expect((await app.inject('/assets/missing.js')).statusCode).toBe(404);
    expect((await app.inject('/assets/img')).statusCode).toBe(404);
  });

  it('answers unknown service paths with JSON 404, not the app page, and with the security headers', async () => {
    const res = await app.inject('/owner/api/v9/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-security-policy']).toBe(CSP);
    expect((await app.inject({ method: 'POST', url: '/product/en-us/' })).statusCode).toBe(404);
  });

  it('puts the security headers on API answers and errors too', async () => {
    const res = await app.inject({ url: '/owner/api/v2/orders?storeIds=2201', headers: { 'consumer-key': 'nope' } });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-security-policy']).toBe(CSP);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('unexpected errors', () => {
  it('answer 500 with a generic message: no stack, no internals', async () => {
    const app = buildServer({ dbFile: path.join(tmp.dir, 'boom.sqlite') });
    app.get('/boom', async () => {
      throw new Error('SELECT secret FROM internals');
    });
    try {
      const res = await app.inject('/boom');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'internal error' });
      expect(res.body).not.toContain('secret');
      expect(res.headers['content-security-policy']).toBe(CSP);
    } finally {
      await app.close();
    }
  });
});

describe('over a real socket', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    ({ server: app, origin: base } = await startWithProvider({
      dbFile: path.join(tmp.dir, 'socket.sqlite'),
      distDir: dist,
    }));
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => app.close());

  it('signs in at the provider, redeems the code and reads the profile with fetch', async () => {
    const { access_token } = await signIn(overHttp(base), 'james.wilson@example.com');
    const profile = await fetch(`${base}/owner/api/v3/profile?locale=en-gb&country=GBR`, {
      headers: apiHeaders(access_token),
    });
    expect(profile.status).toBe(200);
    const body = (await profile.json()) as { value: { profile: { email: string; zip: string } } };
    expect(body.value.profile).toMatchObject({ email: 'james.wilson@example.com', zip: 'SW3 4RP' });
  });

  it('never serves a file outside assets/, however the path is spelled', async () => {
    const get = (rawPath: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        // http.request sends the path as written: no client-side normalisation of "..".
        http
          .get(`${base}${rawPath}`, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => {
              body += chunk.toString();
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          })
          .on('error', reject);
      });
    for (const p of [
      '/assets/../secret.txt',
      '/assets/../../secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/assets/..%5c..%5csecret.txt',
      '/assets/%2fetc%2fpasswd',
      '/assets/..%00/secret.txt',
    ]) {
      const res = await get(p);
      expect(res.body).not.toContain('do not serve');
      expect(res.body).not.toContain('root:');
    }
    expect((await get('/assets/main.js')).body).toBe('console.log("app");');
  });
});
