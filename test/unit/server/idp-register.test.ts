import type { FastifyInstance } from 'fastify';
import { bundles } from '../../../src/generated/content';
import { buildServer } from '../../../src/server/build-server';
import { listen, type HttpClient } from '../../support/http';
import { apiHeaders, authorizeParams, DE, exchangeCode, pkce, redirectQuery, tempDir, testClock } from '../../support/server';

const tmp = tempDir();
let server: FastifyInstance;
let app: HttpClient;
beforeAll(async () => {
  server = buildServer({ dbFile: tmp.dbFile, now: testClock().now });
  app = await listen(server);
});
afterAll(async () => {
  await server.close();
  tmp.remove();
});

const de = (challenge: string) => authorizeParams({ challenge, clientId: DE.clientId, redirectUri: '/product/de-de/', extra: { locale: 'de-de' } });
const register = (params: Record<string, string>, fields: Record<string, string>) => app.inject({
  method: 'POST', url: '/idp/register', headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ ...params, ...fields }).toString(),
});
const newOwner = { firstName: 'Lena', lastName: 'Vogel', email: 'lena.vogel@example.com', password: 'Fahrrad2026', mobilePhoneNumber: '0170 123 4567' };

describe('create an account (regions of site.registrationRegions)', () => {
  it('is offered on the sign-in page of a European market, not elsewhere', async () => {
    const eu = await app.inject(`/idp/authorize?${new URLSearchParams(de(pkce().challenge))}`);
    expect(eu.body).toContain(`>${bundles.de?.['idp.createAccount']}</a>`);
    expect(eu.body).toContain('href="/idp/register?');
    const us = await app.inject(`/idp/authorize?${new URLSearchParams(authorizeParams({ challenge: pkce().challenge }))}`);
    expect(us.body).not.toContain('/idp/register');
    const usRegister = await app.inject(`/idp/register?${new URLSearchParams(authorizeParams({ challenge: pkce().challenge }))}`);
    expect(usRegister.statusCode).toBe(404);
  });

  it('shows the form in the market language, with labelled fields and no inline script', async () => {
    const res = await app.inject(`/idp/register?${new URLSearchParams(de(pkce().challenge))}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<h1>${bundles.de?.['idp.register.title']}</h1>`);
    for (const id of ['firstName', 'lastName', 'email', 'password', 'mobilePhoneNumber']) expect(res.body).toMatch(new RegExp(`<label for="${id}">`));
    expect(res.body).not.toMatch(/<script|style=/i);
  });

  it('refuses bad input field by field, keeping what was typed (never the password)', async () => {
    const res = await register(de(pkce().challenge), { ...newOwner, firstName: '  ', lastName: 'Admin', email: 'not-an-email', password: 'short', mobilePhoneNumber: 'call me' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('role="alert"');
    for (const [field, key] of [['firstName', 'idp.register.required'], ['lastName', 'idp.register.reservedName'], ['email', 'idp.register.invalidEmail'],
      ['password', 'idp.register.passwordRule'], ['mobilePhoneNumber', 'idp.register.invalidPhone']] as const) {
      expect(res.body).toMatch(new RegExp(`id="${field}"[^>]*aria-describedby="[^"]*${field}-error"[^>]*aria-invalid="true"`));
      expect(res.body).toContain(`<p class="error" id="${field}-error">${bundles.de?.[key]}</p>`);
    }
    expect(res.body).toContain('value="not-an-email"');
    expect(res.body).not.toContain('value="short"');
  });

  it('creates the owner in the market, signs them in and tells the app (registered=true)', async () => {
    const { verifier, challenge } = pkce();
    const res = await register({ ...de(challenge), state: 'st-1' }, newOwner);
    expect(res.statusCode).toBe(302);
    const q = redirectQuery(res.headers.location);
    expect(String(res.headers.location)).toMatch(/^\/product\/de-de\/\?/);
    expect(q.get('registered')).toBe('true');
    expect(q.get('state')).toBe('st-1');
    const tokens = (await exchangeCode(app, { code: q.get('code') ?? '', code_verifier: verifier, client_id: DE.clientId, redirect_uri: '/product/de-de/' })).json();
    const profile = (await app.inject({ url: '/owner/api/v3/profile-lite?locale=de-de&country=DEU', headers: apiHeaders(tokens.access_token, DE.consumerKey) })).json().value.profile;
    // The market's phone rule (002 §5): a German number gets the dial prefix in place of the trunk zero.
    expect(profile).toMatchObject({ firstName: 'Lena', lastName: 'Vogel', email: 'lena.vogel@example.com', country: 'DEU', mobilePhoneNumber: '+491701234567', privacyPreferences: [] });
  });

  it('refuses an email that already has an account', async () => {
    const res = await register(de(pkce().challenge), { ...newOwner, email: 'ANNA.schneider@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(bundles.de?.['idp.register.emailTaken']);
  });

  it('keeps the authorize checks: a hostile redirect_uri is refused before anything is created', async () => {
    const res = await register({ ...de(pkce().challenge), redirect_uri: 'https://evil.example/' }, { ...newOwner, email: 'x@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('redirect_uri is not registered for this client');
  });
});
