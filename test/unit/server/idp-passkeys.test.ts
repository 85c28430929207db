import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../src/server/build-server';
import { demoOwnerRecords } from '../../../src/server/demo-owners';
import { bundles } from '../../../src/generated/content';
import { site } from '../../../src/generated/site';
import { escapeHtml } from '../../../src/server/idp/page';
import { injectClient, type HttpClient } from '../../support/http';
import { softAuthenticator as createSoftAuthenticator } from '../../support/soft-authenticator';
import { apiHeaders, authorizeParams, exchangeCode, pkce, postSignIn, redirectQuery, signIn, tempDir, testClock } from '../../support/server';

const tmp = tempDir();
const clock = testClock();
let server: FastifyInstance;
let app: HttpClient;


beforeAll(async () => {
  server = buildServer({ dbFile: tmp.dbFile, now: clock.now });
  await server.ready();
  app = injectClient(server);
});
afterAll(async () => {
  await server.close();
  tmp.remove();
});

/** What inject's requests look like to the server: the relying party of the passkeys. */
const RP_ID = 'localhost';
const ORIGIN = 'http://localhost:80';
const LUCAS = 'lucas.martin@example.com'; // has the seeded demo passkey (no credential id: it cannot sign in)
const ANNA = 'anna.schneider@example.com';
const PROFILE_EDIT = site.signInSecurity.profileEditPolicy;
const addFlow = { change_flow: 'passkey', passkey_flow_action: 'add', p: PROFILE_EDIT };

const en = (key: string) => escapeHtml(bundles.en?.[key] ?? key);

function withDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(tmp.dbFile);
  try {
    return work(db);
  } finally {
    db.close();
  }
}
const counts = () => withDb((db) => ({
  passkeys: db.prepare('SELECT count(*) FROM passkeys').pluck().get() as number,
  codes: db.prepare('SELECT count(*) FROM auth_codes').pluck().get() as number,
}));
const ownerId = (email: string) => withDb((db) => db.prepare('SELECT id FROM owners WHERE email = ?').pluck().get(email) as number);

const postJson = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });

/** Signs in again in the add flow: the "Create a passkey" page and its ticket. */
async function startAdd(email: string, state = 'add-state') {
  const { verifier, challenge } = pkce();
  const res = await postSignIn(app, { email, challenge, state, extra: addFlow });
  return { res, verifier, ticket: /data-ticket="([A-Za-z0-9_-]{43})"/.exec(res.body)?.[1] ?? '' };
}

const softAuthenticator = (origin = ORIGIN, rpId = RP_ID) => createSoftAuthenticator(origin, rpId);

describe('the profile-edit policy', () => {
  it.each([
    ['without p', { change_flow: 'passkey', passkey_flow_action: 'add' }],
    ['with another policy', { ...addFlow, p: 'b2c_1a_signup_signin' }],
  ])('refuses a passkey change flow %s, on the page and on the form post', async (_what, extra) => {
    const params = authorizeParams({ challenge: pkce().challenge, extra });
    const page = await app.inject(`/idp/authorize?${new URLSearchParams(params).toString()}`);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('p must be the profile-edit policy');
    const before = counts();
    const post = await postSignIn(app, { email: LUCAS, challenge: pkce().challenge, extra });
    expect(post.statusCode).toBe(400);
    expect(counts()).toEqual(before);
  });

  it('needs no policy outside the change flow', async () => {
    const res = await app.inject(`/idp/authorize?${new URLSearchParams(authorizeParams({ challenge: pkce().challenge })).toString()}`);
    expect(res.statusCode).toBe(200);
  });
});

describe('the passkey pages and scripts', () => {
  it('keeps the seeded demo passkey listed by the MFA options API', async () => {
    const tokens = await signIn(app, LUCAS);
    const res = await app.inject({ url: '/owner/api/v2/mfa-options', headers: apiHeaders(tokens.access_token) });
    expect(res.json().passkeys).toEqual(demoOwnerRecords.find((o) => o.email === LUCAS)?.passkeys
      .map((p) => ({ publicKeyCredentialPublicKey: p.publicKey, passkeyRegistrationTimestamp: p.registeredAt })));
  });

  it('offers "Sign in with a passkey" on the sign-in page (hidden until the script finds WebAuthn), not in a change flow', async () => {
    const params = authorizeParams({ challenge: pkce().challenge, state: 's"1' });
    const res = await app.inject(`/idp/authorize?${new URLSearchParams(params).toString()}`);
    expect(res.body).toMatch(/<section class="passkey-sign-in" id="passkey-sign-in" hidden data-params="[^"]+"/);
    const carried = /data-params="([^"]+)"/.exec(res.body)?.[1] ?? '';
    expect(JSON.parse(carried.replace(/&quot;/g, '"').replace(/&amp;/g, '&'))).toEqual(params);
    expect(res.body).toContain(`<button type="button" class="secondary" id="passkey-sign-in-button">${en('idp.passkey.signIn')}</button>`);
    expect(res.body).toContain('<script src="/idp/webauthn.js"></script>\n<script src="/idp/passkey.js"></script>');
    const change = await app.inject(`/idp/authorize?${new URLSearchParams(authorizeParams({ challenge: pkce().challenge, extra: addFlow })).toString()}`);
    expect(change.body).not.toContain('passkey-sign-in');
    expect(change.body).not.toContain('<script');
  });

  it('serves the WebAuthn library and the passkey script as same-origin JavaScript', async () => {
    for (const path of ['/idp/webauthn.js', '/idp/passkey.js']) {
      const res = await app.inject(path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    }
    expect((await app.inject('/idp/webauthn.js')).body).toContain('SimpleWebAuthnBrowser');
    const own = (await app.inject('/idp/passkey.js')).body;
    expect(own).toContain('/idp/passkey/register/options');
    expect(own).not.toMatch(/\beval\(|new Function/);
  });

  it('after the password, shows "Create a passkey" with a way back that tells the app access_denied', async () => {
    const before = counts();
    const { res, ticket } = await startAdd(LUCAS);
    expect(res.statusCode).toBe(200);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body).toContain(`<h1>${en('idp.passkey.createTitle')}</h1>`);
    expect(res.body).toContain(`<button type="button" id="passkey-create-button">${en('idp.passkey.create')}</button>`);
    expect(res.body).toContain('<p class="error" role="alert" id="passkey-create-status"></p>');
    expect(res.body).toContain(`<a href="/product/en-us/?error=access_denied&amp;state=add-state">${en('idp.passkey.back')}</a>`);
    expect(res.body).not.toMatch(/style=|<style/i);
    expect(res.body).not.toMatch(/<script(?! src="\/idp\/(webauthn|passkey)\.js"><\/script>)/);
    expect(counts()).toEqual(before);
  });
});

describe('creating a passkey', () => {
  it('gives registration options for this host: resident key required, a fresh 32-byte challenge, no seeded fake to exclude', async () => {
    const { ticket } = await startAdd(LUCAS);
    const res = await postJson('/idp/passkey/register/options', { ticket });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const options = res.json();
    expect(options.rp).toEqual({ name: 'Owner account', id: RP_ID });
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(options.user).toMatchObject({ name: LUCAS, displayName: 'Lucas Martin' });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'preferred' });
    expect(options.excludeCredentials).toEqual([]);
    const again = (await postJson('/idp/passkey/register/options', { ticket })).json();
    expect(again.challenge).not.toBe(options.challenge);
    expect(again.user.id).toBe(options.user.id); // one user handle per owner
  });

  it('excludes the owner\'s real passkeys, so the same authenticator is not registered twice', async () => {
    withDb((db) => db.prepare("INSERT INTO passkeys (owner_id, public_key, registered_at, credential_id, counter, transports) VALUES (?, 'pk', '2026-01-01T00:00:00.000Z', 'existing-cred', 0, '[\"usb\"]')")
      .run(ownerId(ANNA)));
    const { ticket } = await startAdd(ANNA);
    const options = (await postJson('/idp/passkey/register/options', { ticket })).json();
    expect(options.excludeCredentials).toEqual([{ id: 'existing-cred', type: 'public-key', transports: ['usb'] }]);
    withDb((db) => db.prepare("DELETE FROM passkeys WHERE credential_id = 'existing-cred'").run());
  });

  it.each([
    ['no ticket', () => ({})],
    ['an unknown ticket', () => ({ ticket: 'A'.repeat(43) })],
    ['a ticket of another kind', () => ({ ticket: ['x'] })],
  ])('refuses options for %s with 400', async (_what, body) => {
    const res = await postJson('/idp/passkey/register/options', body());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: 'unknown or expired ticket' });
  });

  it('refuses garbage with 400 and a reason, writing nothing', async () => {
    const { ticket } = await startAdd(LUCAS);
    const before = counts();
    const noOptions = await postJson('/idp/passkey/register', { ticket, response: {} });
    expect(noOptions.statusCode).toBe(400);
    expect(noOptions.json().message).toBe('no registration options were asked for');
    const cases: [unknown, RegExp][] = [
      [undefined, /not a passkey registration/],
      ['a string', /not a passkey registration/],
      [{ id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'bm90IGpzb24', attestationObject: 'AAAA' } }, /./],
      [{ id: '../../etc', rawId: 'x', type: 'public-key', response: {} }, /not a passkey registration/],
      // A real registration, but for another origin (a phishing page) and for another challenge.
      [softAuthenticator('https://evil.example').create({ challenge: 'x' }), /origin|challenge/i],
    ];
    for (const [response, reason] of cases) {
      await postJson('/idp/passkey/register/options', { ticket });
      const res = await postJson('/idp/passkey/register', { ticket, response });
      expect([res.statusCode, res.json().message]).toEqual([400, expect.stringMatching(reason)]);
    }
    expect(counts()).toEqual(before);
    // Five failures end the attempt: new options are refused.
    expect((await postJson('/idp/passkey/register/options', { ticket })).statusCode).toBe(400);
    expect((await postJson('/idp/passkey/register', { ticket: 'garbage', response: {} })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/idp/passkey/register', headers: { 'content-type': 'application/json' }, payload: '{' })).statusCode).toBe(400);
  });

  it('stores a verified passkey (COSE key, registration time), redirects with the code and passkeyAdd, and the owner signs in with it', async () => {
    const authenticator = softAuthenticator();
    const { ticket, verifier } = await startAdd(LUCAS);
    const options = (await postJson('/idp/passkey/register/options', { ticket })).json();
    const res = await postJson('/idp/passkey/register', { ticket, response: authenticator.create(options) });
    expect(res.statusCode).toBe(200);
    const q = redirectQuery(res.json().redirect);
    expect(res.json().redirect.startsWith('/product/en-us/?')).toBe(true);
    expect([q.get('passkeyAdd'), q.get('state')]).toEqual(['true', 'add-state']);
    const tokens = (await exchangeCode(app, { code: q.get('code') ?? '', code_verifier: verifier })).json();
    const listed = (await app.inject({ url: '/owner/api/v2/mfa-options', headers: apiHeaders(tokens.access_token) })).json().passkeys;
    // The seeded demo passkey stays; the new one is listed with its COSE public key.
    expect(listed).toEqual([
      { publicKeyCredentialPublicKey: demoOwnerRecords.find((o) => o.email === LUCAS)?.passkeys[0]?.publicKey, passkeyRegistrationTimestamp: '2026-09-18T10:24:00.000Z' },
      { publicKeyCredentialPublicKey: authenticator.coseKey, passkeyRegistrationTimestamp: clock.now().toISOString() },
    ]);
    expect(withDb((db) => db.prepare('SELECT credential_id AS id, counter, transports FROM passkeys WHERE credential_id = ?').get(authenticator.id)))
      .toEqual({ id: authenticator.id, counter: 1, transports: '["internal"]' });
    // The ticket is used up.
    expect((await postJson('/idp/passkey/register/options', { ticket })).statusCode).toBe(400);

    // Signing in with it: no password, no second factor.
    const { verifier: v2, challenge } = pkce();
    const started = (await postJson('/idp/passkey/options', {})).json();
    const params = authorizeParams({ challenge, state: 'pk-state' });
    const signedIn = await postJson('/idp/passkey/verify', { ticket: started.ticket, params, response: authenticator.get(started.options) });
    expect(signedIn.statusCode).toBe(200);
    const back = redirectQuery(signedIn.json().redirect);
    expect(back.get('state')).toBe('pk-state');
    const second = await exchangeCode(app, { code: back.get('code') ?? '', code_verifier: v2 });
    expect(second.statusCode).toBe(200);
    expect(withDb((db) => db.prepare('SELECT counter FROM passkeys WHERE credential_id = ?').pluck().get(authenticator.id))).toBe(2);

    // The same assertion again (a replay), and one without user verification, are refused.
    const replayStart = (await postJson('/idp/passkey/options', {})).json();
    const replay = await postJson('/idp/passkey/verify', { ticket: replayStart.ticket, params, response: authenticator.get(started.options) });
    expect(replay.statusCode).toBe(400);
    const noUv = (await postJson('/idp/passkey/options', {})).json();
    const presentOnly = await postJson('/idp/passkey/verify', { ticket: noUv.ticket, params, response: authenticator.get(noUv.options, 0x01) });
    expect(presentOnly.statusCode).toBe(400);
    expect(presentOnly.json().message).toMatch(/verif/i);

    // Removing them (change flow) removes this one too: it no longer signs in.
    await postSignIn(app, { email: LUCAS, challenge: pkce().challenge, extra: { ...addFlow, passkey_flow_action: 'remove' } });
    const gone = (await postJson('/idp/passkey/options', {})).json();
    const after = await postJson('/idp/passkey/verify', { ticket: gone.ticket, params, response: authenticator.get(gone.options) });
    expect([after.statusCode, after.json().message]).toEqual([400, 'unknown passkey']);
  });
});

describe('signing in with a passkey', () => {
  it('gives request options for this host without allowCredentials (discoverable passkeys), with a ticket', async () => {
    const res = await postJson('/idp/passkey/options', {});
    expect(res.statusCode).toBe(200);
    const { ticket, options } = res.json();
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(options.rpId).toBe(RP_ID);
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials ?? []).toEqual([]);
  });

  it('refuses garbage with 400 and a reason, issuing no code; a ticket is good for one answer', async () => {
    const before = counts();
    const params = authorizeParams({ challenge: pkce().challenge });
    const ticket = async () => (await postJson('/idp/passkey/options', {})).json().ticket as string;
    const cases: [unknown, string | RegExp][] = [
      [{ params, response: {} }, 'unknown or expired ticket'],
      [{ ticket: 'A'.repeat(43), params, response: {} }, 'unknown or expired ticket'],
      [{ ticket: await ticket(), params: { ...params, client_id: 'nobody' }, response: {} }, 'unknown client_id'],
      [{ ticket: await ticket(), response: {} }, 'response_type must be code'],
      [{ ticket: await ticket(), params: { ...params, ...addFlow }, response: {} }, /change flow/],
      [{ ticket: await ticket(), params, response: 'x' }, /not a passkey assertion/],
      // Lucas's seeded demo passkey has no credential id: nothing can sign in as it.
      [{ ticket: await ticket(), params, response: { id: 'pQECAyYgASFYIBn0c2cGZp9bWQ2xj3mLk8sR4tUvWxYz1A2B3C4D5E6F', rawId: 'x', type: 'public-key', response: {} } }, 'unknown passkey'],
      [{ ticket: await ticket(), params, response: softAuthenticator().get({ challenge: 'x' }) }, 'unknown passkey'],
    ];
    for (const [body, reason] of cases) {
      const res = await postJson('/idp/passkey/verify', body);
      expect([res.statusCode, res.json().message]).toEqual([400, typeof reason === 'string' ? reason : expect.stringMatching(reason)]);
    }
    const used = await ticket();
    await postJson('/idp/passkey/verify', { ticket: used, params, response: {} });
    expect((await postJson('/idp/passkey/verify', { ticket: used, params, response: {} })).json().message).toBe('unknown or expired ticket');
    expect(counts()).toEqual(before);
  });
});
