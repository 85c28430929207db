import type { FastifyInstance } from 'fastify';
import { listen, type HttpClient } from '../../support/http';
import { buildServer } from '../../../src/server/build-server';
import { DEMO_PASSWORD, demoOwners } from '../../../src/server/demo-owners';
import { bundles } from '../../../src/generated/content';
import { escapeHtml, fillHtml } from '../../../src/server/idp/page';
import { site } from '../../../src/generated/site';
import {
  apiHeaders, authorizeParams, DE, exchangeCode, pkce, postSignIn, redirectQuery, signIn, tempDir, testClock, US,
} from '../../support/server';

const tmp = tempDir();
const clock = testClock();
let server: FastifyInstance;
let app: HttpClient; // requests go over a real socket

beforeAll(async () => {
  server = buildServer({ dbFile: tmp.dbFile, now: clock.now });
  app = await listen(server);
});
afterAll(async () => {
  await server.close();
  tmp.remove();
});

function authorizeUrl(params: Record<string, string>): string {
  return `/idp/authorize?${new URLSearchParams(params).toString()}`;
}

describe('sign-in page', () => {
  it('is an HTML page in English with labelled email and password fields, a Sign in button and the demo hint', async () => {
    const res = await app.inject(authorizeUrl(authorizeParams({ challenge: pkce().challenge })));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/<html lang="en-us">/); // the locale authorizeParams sends
    expect(res.body).toMatch(/<label for="email">Email<\/label>/);
    expect(res.body).toMatch(/<label for="password">Password<\/label>/);
    expect(res.body).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(res.body).toContain(DEMO_PASSWORD);
    for (const o of demoOwners) expect(res.body).toContain(o.email);
    expect(res.body).toMatch(/<form method="post" action="\/idp\/authorize">/);
  });

  it('carries no inline script or style, so it works under the CSP it is sent with', async () => {
    const res = await app.inject(authorizeUrl(authorizeParams({ challenge: pkce().challenge })));
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/style=|<style/i);
    // Only external same-origin scripts (the passkey sign-in), each empty.
    for (const tag of res.body.match(/<script[^>]*>[^<]*<\/script>/gi) ?? []) expect(tag).toMatch(/^<script src="\/idp\/[a-z]+\.js"><\/script>$/);
    expect(res.body.match(/<script/gi)).toHaveLength(2);
    expect(res.body).toContain('<link rel="stylesheet" href="/idp/style.css">');
    const css = await app.inject('/idp/style.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('escapes the carried parameters', async () => {
    const res = await app.inject(authorizeUrl(authorizeParams({ challenge: pkce().challenge, state: '"><script>alert(1)</script>' })));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('&quot;&gt;&lt;script&gt;');
  });

  it.each([
    ['an unknown client_id', { client_id: 'someone-else' }, 'unknown client_id'],
    ['a plain code_challenge_method', { code_challenge_method: 'plain' }, 'code_challenge_method must be S256'],
    ['no code_challenge', { code_challenge: '' }, 'code_challenge'],
    ['response_type token', { response_type: 'token' }, 'response_type must be code'],
    ['a scope without openid', { scope: 'profile' }, 'scope must include openid'],
    ['a change_flow other than passkey', { change_flow: 'email' }, 'change_flow must be passkey'],
    ['a passkey flow without its action', { change_flow: 'passkey' }, 'passkey_flow_action must be add or remove'],
    ['a passkey flow without the profile-edit policy', { change_flow: 'passkey', passkey_flow_action: 'add' }, 'p must be the profile-edit policy'],
    ['a passkey flow under another policy', { change_flow: 'passkey', passkey_flow_action: 'remove', p: 'b2c_1a_signin' }, 'p must be the profile-edit policy'],
  ])('refuses %s with a 400 page naming the reason', async (_name, override, reason) => {
    const res = await app.inject(authorizeUrl({ ...authorizeParams({ challenge: pkce().challenge }), ...override }));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain(reason);
  });

  it.each([
    '//evil.example/steal',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/cb',
    'http://localhost.evil.example/cb',
    'http://localhost:8081/cb',
    'https://localhost/cb',
    'http://user@localhost/cb',
    '/\t/evil.example',
    ' /product/en-us/',
    'product/en-us/',
    '',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/product\u200b/en-us/',
    // Dot segments that normalise to a protocol-relative path (the reported attack) and their variants.
    '/.//evil.example',
    '/..//evil.example',
    '/./..//evil.example/product/en-us/',
    '/product/en-us/..//..//evil.example',
    '/product/en-us/%2e%2e/%2e%2e//evil.example',
    '/@evil.example',
    '/product/en-us/\uff0fevil.example',
    // Same origin, but not a registered root of this client.
    '/product/en-us/account-dashboard',
    '/product/en-us',
    '/product/en-us/?x=1',
    '/product/de-de/',
  ])('refuses the hostile or foreign redirect_uri %j', async (redirectUri) => {
    const res = await app.inject(authorizeUrl(authorizeParams({ challenge: pkce().challenge, redirectUri })));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('redirect_uri is not registered for this client');
    const post = await postSignIn(app, { email: 'michael.johnson@example.com', challenge: pkce().challenge, redirectUri });
    expect(post.statusCode).toBe(400);
  });

  it('accepts the registered root of another market of the same client, and redirects to exactly that address', async () => {
    const res = await postSignIn(app, { email: 'michael.johnson@example.com', challenge: pkce().challenge, redirectUri: '/product/es-us/', state: 's' });
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).toMatch(/^\/product\/es-us\/\?code=[A-Za-z0-9_-]{43}&state=s$/);
  });

  it('accepts an absolute redirect_uri on the request origin and redirects there', async () => {
    const { challenge } = pkce();
    const res = await postSignIn(app, { email: 'michael.johnson@example.com', challenge, redirectUri: `${app.base}/product/en-us/` });
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location).startsWith(`${app.base}/product/en-us/?code=`)).toBe(true);
  });
});

describe('credentials', () => {
  it('redirects to redirect_uri with the code and the state on valid credentials', async () => {
    const res = await postSignIn(app, { email: 'anna.schneider@example.com', challenge: pkce().challenge, clientId: DE.clientId,
      redirectUri: '/product/de-de/', state: 'abc' });
    expect(res.statusCode).toBe(302);
    const location = String(res.headers.location);
    expect(location.startsWith('/product/de-de/?')).toBe(true);
    const q = redirectQuery(location);
    expect(q.get('state')).toBe('abc');
    expect(q.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('shows the page again with an alert on a wrong password, and issues no code', async () => {
    const res = await postSignIn(app, { email: 'anna.schneider@example.com', password: 'wrong', challenge: pkce().challenge });
    expect(res.statusCode).toBe(401);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toMatch(/<p class="error" role="alert" id="signin-error">The email or password is not correct.<\/p>/);
    expect(res.body).toContain('value="anna.schneider@example.com"');
  });

  it('gives the same answer for an unknown email', async () => {
    const res = await postSignIn(app, { email: 'nobody@example.com', challenge: pkce().challenge });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('The email or password is not correct.');
  });
});

describe('token endpoint (PKCE)', () => {
  async function codeFor(challenge: string, redirectUri?: string): Promise<string> {
    const res = await postSignIn(app, { email: 'michael.johnson@example.com', challenge, ...(redirectUri ? { redirectUri } : {}) });
    return redirectQuery(res.headers.location).get('code') ?? '';
  }

  it('refuses a wrong verifier and then accepts the right one', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(challenge);
    const wrong = await exchangeCode(app, { code, code_verifier: pkce().verifier });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'invalid_grant', message: 'code_verifier does not match the code_challenge' });
    const right = await exchangeCode(app, { code, code_verifier: verifier });
    expect(right.statusCode).toBe(200);
    const body = right.json();
    expect(body).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), expires_in: 900, token_type: 'Bearer' });
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a code used twice', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(challenge);
    expect((await exchangeCode(app, { code, code_verifier: verifier })).statusCode).toBe(200);
    const again = await exchangeCode(app, { code, code_verifier: verifier });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'invalid_grant', message: 'code already used' });
  });

  it('refuses a redirect_uri other than the one the code was issued for', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(challenge, '/product/en-us/');
    const res = await exchangeCode(app, { code, code_verifier: verifier, redirect_uri: '/product/en-us/account-dashboard' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_grant', message: 'redirect_uri does not match the code' });
  });

  it('refuses a client_id other than the one the code was issued to', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(challenge);
    const res = await exchangeCode(app, { code, code_verifier: verifier, client_id: DE.clientId });
    expect(res.json()).toMatchObject({ error: 'invalid_grant', message: 'client_id does not match the code' });
  });

  it('refuses a code older than five minutes', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(challenge);
    clock.advance(301);
    const res = await exchangeCode(app, { code, code_verifier: verifier });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_grant', message: 'code expired' });
  });

  it('refuses an unknown code and another grant type', async () => {
    expect((await exchangeCode(app, { code: 'made-up', code_verifier: pkce().verifier })).json()).toMatchObject({ error: 'invalid_grant', message: 'unknown code' });
    const grant = await exchangeCode(app, { code: 'x', code_verifier: pkce().verifier, grant_type: 'password' });
    expect(grant.statusCode).toBe(400);
    expect(grant.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('accepts a form-urlencoded token request', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(challenge);
    const res = await app.inject({ method: 'POST', url: '/idp/token', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'authorization_code', code, code_verifier: verifier, client_id: US.clientId,
        redirect_uri: '/product/en-us/' }).toString() });
    expect(res.statusCode).toBe(200);
  });

  it('answers 400 naming the missing field, not 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/idp/token', payload: { grant_type: 'authorization_code' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/must have required property/);
  });
});

describe('passkey flow', () => {
  const email = 'james.wilson@example.com';
  const passkeyFlow = (action: 'add' | 'remove') => ({ change_flow: 'passkey', passkey_flow_action: action, p: site.signInSecurity.profileEditPolicy,
    template: 'profile-edit', appId: 'OA-EU-4a9b6d13', country: 'GBR' });

  async function passkeysOf(token: string) {
    const res = await app.inject({ url: '/owner/api/v2/mfa-options', headers: apiHeaders(token) });
    return res.json().passkeys as { publicKeyCredentialPublicKey: string; passkeyRegistrationTimestamp: string }[];
  }

  it('asks for the password again, then offers to create the passkey, recording nothing and issuing no code yet', async () => {
    const page = await app.inject(authorizeUrl(authorizeParams({ challenge: pkce().challenge, extra: passkeyFlow('add') })));
    expect(page.body).toContain('create a passkey');
    const res = await postSignIn(app, { email, challenge: pkce().challenge, extra: passkeyFlow('add') });
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain(`<h1>${escapeHtml(bundles.en?.['idp.passkey.createTitle'] ?? '')}</h1>`);
    expect(await passkeysOf((await signIn(app, email)).access_token)).toEqual([]);
    // Creating it (WebAuthn) is tested in idp-passkeys.test.ts and test/e2e/idp-passkey.test.ts.
  });

  it('removes the owner\'s passkeys and says so in the redirect', async () => {
    const res = await postSignIn(app, { email, challenge: pkce().challenge, extra: passkeyFlow('remove') });
    const q = redirectQuery(res.headers.location);
    expect(q.get('passkeyRemove')).toBe('true');
    expect(q.get('code')).toBeTruthy();
    const tokens = await signIn(app, email);
    expect(await passkeysOf(tokens.access_token)).toEqual([]);
  });

  it('changes nothing when the password is wrong', async () => {
    const before = await passkeysOf((await signIn(app, 'lucas.martin@example.com')).access_token);
    const res = await postSignIn(app, { email: 'lucas.martin@example.com', password: 'nope', challenge: pkce().challenge, extra: passkeyFlow('remove') });
    expect(res.statusCode).toBe(401);
    expect(await passkeysOf((await signIn(app, 'lucas.martin@example.com')).access_token)).toEqual(before);
    expect(before).toHaveLength(1);
  });
});

describe('logout', () => {
  it('revokes the access token and the owner\'s refresh tokens', async () => {
    const tokens = await signIn(app, 'olivia.brown@example.com');
    const headers = apiHeaders(tokens.access_token, US.consumerKey);
    expect((await app.inject({ url: '/owner/api/v2/orders?storeIds=2201', headers })).statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/idp/logout', headers: { 'auth-token': tokens.access_token } });
    expect(out.statusCode).toBe(204);
    const after = await app.inject({ url: '/owner/api/v2/orders?storeIds=2201', headers });
    expect(after.statusCode).toBe(401);
    const swap = await app.inject({ method: 'PUT', url: '/owner/api/v2/token-swap', headers: { 'consumer-key': US.consumerKey },
      payload: { refresh_token: tokens.refresh_token, app_text: 'owner-account' } });
    expect(swap.statusCode).toBe(401);
  });

  it('needs the auth-token header', async () => {
    const res = await app.inject({ method: 'POST', url: '/idp/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toContain('missing');
  });
});

describe('token request validation from schemas/api/idp.schema.json', () => {
  it.each([
    ['a verifier shorter than 43 characters', { code_verifier: 'short' }],
    ['a verifier with characters outside the unreserved set', { code_verifier: `${'a'.repeat(42)}/` }],
    ['an unknown field', { scope: 'openid' }],
  ])('refuses %s with 400 and a reason', async (_what, change) => {
    const { challenge } = pkce();
    const signInRes = await postSignIn(app, { email: 'jack.taylor@example.com', challenge });
    const code = redirectQuery(signInRes.headers.location).get('code')!;
    const res = await exchangeCode(app, { code, code_verifier: 'v'.repeat(43), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: expect.stringMatching(/body/) });
  });
});

describe('sign-in page language (markets/content idp.* texts)', () => {
  /** A text of one bundle, as the page shows it (escaped). */
  function shown(language: string, key: string): string {
    const text = bundles[language]?.[key];
    if (text === undefined) throw new Error(`bundles.${language} has no ${key}`);
    return escapeHtml(text);
  }
  const page = (locale: string | undefined, extra: Record<string, string> = {}) => {
    const params: Record<string, string> = { ...authorizeParams({ challenge: pkce().challenge }), ...extra };
    if (locale === undefined) delete params.locale;
    else params.locale = locale;
    return app.inject(authorizeUrl(params));
  };

  it('speaks German for locale de-de, from the de bundle', async () => {
    const res = await page('de-de');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html lang="de-de">/);
    expect(res.body).toContain(`<h1>${shown('de', 'idp.title')}</h1>`);
    expect(res.body).toContain(`<label for="email">${shown('de', 'idp.email')}</label>`);
    expect(res.body).toContain(`<label for="password">${shown('de', 'idp.password')}</label>`);
    expect(res.body).toContain(`<button type="submit">${shown('de', 'idp.submit')}</button>`);
    expect(res.body).toContain(`<h2 id="demo-heading">${shown('de', 'idp.demoTitle')}</h2>`);
    expect(res.body).toContain(fillHtml(bundles.de?.['idp.demoIntro'] ?? '', { password: { html: `<code>${escapeHtml(DEMO_PASSWORD)}</code>` } }));
    expect(res.body).toContain(`<title>${fillHtml(bundles.de?.['idp.documentTitle'] ?? '', { heading: bundles.de?.['idp.title'] ?? '' })}</title>`);
    expect(res.body).not.toContain(shown('en', 'idp.title'));
  });

  it('shows the German error message after a wrong password, keeping the German page', async () => {
    const res = await postSignIn(app, { email: 'anna.schneider@example.com', password: 'wrong', challenge: pkce().challenge, extra: { locale: 'de-de' } });
    expect(res.statusCode).toBe(401);
    expect(res.body).toMatch(/<html lang="de-de">/);
    expect(res.body).toContain(`<p class="error" role="alert" id="signin-error">${shown('de', 'idp.wrongCredentials')}</p>`);
    expect(res.body).not.toContain(shown('en', 'idp.wrongCredentials'));
    expect(res.body).toContain(`<label for="email">${shown('de', 'idp.email')}</label>`);
  });

  it('escapes the texts themselves (the French apostrophes) in the error message', async () => {
    const res = await postSignIn(app, { email: 'lucas.martin@example.com', password: 'wrong', challenge: pkce().challenge, extra: { locale: 'fr-fr' } });
    expect(bundles.fr?.['idp.wrongCredentials']).toContain("'");
    expect(res.body).toContain(`id="signin-error">${shown('fr', 'idp.wrongCredentials')}</p>`);
  });

  it('titles the passkey variant in the locale\'s language', async () => {
    const res = await page('fr-fr', { change_flow: 'passkey', passkey_flow_action: 'remove', p: site.signInSecurity.profileEditPolicy });
    expect(res.body).toContain(`<h1>${shown('fr', 'idp.passkeyTitle')}</h1>`);
    expect(res.body).toContain(`<p>${shown('fr', 'idp.passkeyRemoveIntro')}</p>`);
  });

  it.each([
    ['en-au, an English locale without a bundle of its own', 'en-au', 'en-au'],
    ['xx-yy, a valid-looking unknown locale', 'xx-yy', 'en'],
    ['no locale at all', undefined, 'en'],
  ])('falls back to English for %s', async (_what, locale, lang) => {
    const res = await page(locale);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<html lang="${lang}">`);
    expect(res.body).toContain(`<label for="email">${shown('en', 'idp.email')}</label>`);
    expect(res.body).toContain(`<button type="submit">${shown('en', 'idp.submit')}</button>`);
    expect(res.body).toContain(`<h1>${shown('en', 'idp.title')}</h1>`);
  });

  it('takes the language of a locale in upper case, as the locale check accepts it', async () => {
    const res = await page('DE-AT');
    expect(res.body).toMatch(/<html lang="de-at">/);
    expect(res.body).toContain(`<label for="email">${shown('de', 'idp.email')}</label>`);
  });

  it('localises the refusal page\'s title and intro but keeps the technical reason in English', async () => {
    const res = await page('fr-fr', { client_id: 'someone-else' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/<html lang="fr-fr">/);
    expect(res.body).toContain(`<h1>${shown('fr', 'idp.refused.title')}</h1>`);
    expect(res.body).toContain(`<p>${shown('fr', 'idp.refused.intro')}</p>`);
    expect(res.body).toContain('<p class="error" role="alert" lang="en">unknown client_id</p>');
  });

  it('answers a refused request with an invalid locale in English', async () => {
    const res = await page('<b>de</b>');
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/<html lang="en">/);
    expect(res.body).toContain(`<h1>${shown('en', 'idp.refused.title')}</h1>`);
    expect(res.body).toContain('locale must look like en-us');
    expect(res.body).not.toContain('<b>de</b>');
  });

  it('escapes HTML in placeholder values and in the text, inserting only the page\'s own markup as is', () => {
    expect(fillHtml('Hello {{name}} & welcome', { name: '<script>alert("x")</script>' }))
      .toBe('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; welcome');
    expect(fillHtml('<b>{{a}}</b>', { a: '{{b}}', b: '<i>' })).toBe('&lt;b&gt;{{b}}&lt;/b&gt;');
    expect(fillHtml('password {{password}}.', { password: { html: '<code>x</code>' } })).toBe('password <code>x</code>.');
    expect(fillHtml('left {{missing}} as is')).toBe('left {{missing}} as is');
  });

  it('has every idp.* text in every bundle, with the English placeholders', () => {
    const english = Object.entries(bundles.en ?? {}).filter(([k]) => k.startsWith('idp.'));
    expect(english.length).toBeGreaterThan(10);
    // Languages only: a locale refinement (pt-br) holds just what differs from its language.
    for (const [language, texts] of Object.entries(bundles).filter(([code]) => code.length === 2)) {
      for (const [key, text] of english) {
        const translated = texts[key];
        expect([language, key, translated === undefined]).toEqual([language, key, false]);
        expect([language, key, (translated ?? '').match(/\{\{\w+\}\}/g)?.sort()]).toEqual([language, key, text.match(/\{\{\w+\}\}/g)?.sort()]);
      }
    }
  });
});
