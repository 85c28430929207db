/*
 * Passkeys on the local provider (spec 001 §7): created in the change flow after the password (and second factor),
 * and signing in instead of the password, each answer checked by @simplewebauthn/server against a software
 * authenticator standing in for the browser and the device.
 */
import Database from 'better-sqlite3';
import * as client from 'openid-client';
import { generateSync } from 'otplib';
import { bundles } from '../../../../../src/generated/content';
import { site } from '../../../../../src/generated/site';
import { DEMO_PASSWORD, DEMO_TOTP_SECRETS } from '../../../../../src/server/seed/demo-owners';
import { htmlText } from '../../../../support/html-text';
import { authorization, CookieBrowser, formAction, type Visit, providerUnderTest } from '../../../../support/oidc';
import { testClock, US } from '../../../../support/server';
import { softAuthenticator } from '../../../../support/soft-authenticator';

const clock = testClock();
const redirectUri = () => `${idp.origin}${US.root}`;
/** The relying party as the service derives it from the address the browser is on. */
const authenticator = () => softAuthenticator(idp.origin, '127.0.0.1');

const LUCAS = 'lucas.martin@example.com'; // password only; has the seeded demo passkey (no credential id: it cannot sign in)
const EMILY = 'emily.clarke@example.com'; // requires MFA
const addFlow = { p: site.signInSecurity.profileEditPolicy, change_flow: 'passkey', passkey_flow_action: 'add' };
const en = (key: string) => htmlText(bundles.en?.[key] ?? key);

const idp = providerUnderTest(US.clientId, { now: clock.now });

function withDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(idp.dbFile);
  try {
    return work(db);
  } finally {
    db.close();
  }
}
const passkeyCount = () => withDb((db) => db.prepare('SELECT count(*) FROM passkeys').pluck().get() as number);

/** A data-* address of the page, absolute. */
function dataUrl(page: Visit, name: string): string {
  const value = new RegExp(`data-${name}="([^"]+)"`).exec(page.body)?.[1];
  if (!value) throw new Error(`no data-${name} on ${page.url}`);
  return new URL(value.replace(/&amp;/g, '&'), page.url).href;
}

/** The password page of a fresh authorization request, in a fresh browser. */
async function passwordPage(extra: Record<string, string> = {}) {
  const browser = new CookieBrowser();
  const request = await authorization(idp.config, redirectUri(), extra);
  const page = (await browser.walk(request.url, redirectUri())) as Visit;
  return { browser, request, page, state: new URL(request.url).searchParams.get('state') };
}

/** The add flow up to the "Create a passkey" page (the second factor first, for an owner who requires it). */
async function createPage(email: string) {
  const start = await passwordPage(addFlow);
  let page = (await start.browser.walk(formAction(start.page), redirectUri(), {
    form: { email, password: DEMO_PASSWORD },
  })) as Visit;
  if (page.body.includes('name="code"')) {
    clock.advance(60);
    const code = generateSync({ secret: DEMO_TOTP_SECRETS.emily, epoch: Math.floor(clock.now().getTime() / 1000) });
    page = (await start.browser.walk(formAction(page), redirectUri(), { form: { code } })) as Visit;
  }
  const { browser } = start;
  const post = (name: string, json: unknown) => browser.request(dataUrl(page, name), { json });
  return { ...start, page, post };
}

/** Where a script's {redirect} answer leads the browser: the app's address. */
async function follow(browser: CookieBrowser, answer: Visit): Promise<string> {
  expect(answer.status).toBe(200);
  const { redirect } = JSON.parse(answer.body) as { redirect: string };
  const back = await browser.walk(new URL(redirect, idp.origin).href, redirectUri());
  if (!('arrived' in back)) throw new Error(`the redirect ended on a page (${back.status})`);
  return back.arrived;
}

/** A passkey sign-in from the password page: options, the authenticator's answer, verify. */
async function passkeySignIn(answer: (options: { challenge: string }) => unknown) {
  const start = await passwordPage();
  const options = await start.browser.request(dataUrl(start.page, 'options'), { json: {} });
  expect(options.status).toBe(200);
  const verify = await start.browser.request(dataUrl(start.page, 'verify'), {
    json: { response: answer((JSON.parse(options.body) as { options: { challenge: string } }).options) },
  });
  return {
    ...start,
    options: JSON.parse(options.body) as { options: { challenge: string; rpId: string; userVerification: string } },
    verify,
  };
}

/** Creates a passkey for the owner through the add flow; the app's address at the end. */
async function createPasskey(email: string, device = authenticator()) {
  const flow = await createPage(email);
  const options = JSON.parse((await flow.post('options', {})).body) as { challenge: string };
  const answer = await flow.post('register', { response: device.create(options) });
  return { ...flow, device, back: await follow(flow.browser, answer) };
}

describe('the pages', () => {
  it('offers "Sign in with a passkey" on the password page (hidden until the script finds WebAuthn), with its scripts', async () => {
    const { page } = await passwordPage();
    const uid = /\/oidc\/interaction\/([^/"]+)/.exec(page.url)?.[1] ?? '';
    expect(page.body).toContain(
      `<section class="passkey-sign-in" id="passkey-sign-in" data-waiting="" data-options="/oidc/interaction/${uid}/passkey/options" data-verify="/oidc/interaction/${uid}/passkey/verify"`,
    );
    expect(page.body).toContain(
      `<button type="button" class="secondary" id="passkey-sign-in-button">${en('idp.passkey.signIn')}</button>`,
    );
    expect(page.body).toContain('<script src="/sign-in-pages/passkey.js"></script>');
  });

  it('offers no passkey sign-in in a change flow, which re-checks the password', async () => {
    const { page, browser } = await passwordPage(addFlow);
    expect(page.body).not.toContain('passkey-sign-in');
    expect(page.body).not.toContain('<script');
    const uid = /\/oidc\/interaction\/([^/"]+)/.exec(page.url)?.[1] ?? '';
    const options = await browser.request(`${idp.origin}/oidc/interaction/${uid}/passkey/options`, { json: {} });
    expect([options.status, JSON.parse(options.body).message]).toEqual([400, expect.stringMatching(/change flow/)]);
  });

  it('after the password, shows "Create a passkey" with its addresses and a way back, no inline script or style', async () => {
    const before = passkeyCount();
    const { page } = await createPage(LUCAS);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<h1>${en('idp.passkey.createTitle')}</h1>`);
    expect(page.body).toContain(
      `<button type="button" id="passkey-create-button">${en('idp.passkey.create')}</button>`,
    );
    expect(page.body).toContain('<p class="error" role="alert" id="passkey-create-status"></p>');
    expect(dataUrl(page, 'options')).toMatch(/\/oidc\/interaction\/[^/]+\/passkey\/register\/options$/);
    expect(formAction(page)).toMatch(/\/oidc\/interaction\/[^/]+\/passkey\/cancel$/);
    expect(page.body).toContain(`<button type="submit" class="secondary">${en('idp.passkey.back')}</button>`);
    expect(page.body).not.toMatch(/style=|<style|data-ticket/i);
    expect(page.body).not.toMatch(/<script(?! src="\/sign-in-pages\/passkey\.js"><\/script>)/);
    expect(passkeyCount()).toBe(before);
  });
});

describe('creating a passkey', () => {
  it('tells the app access_denied, with its state, when the owner goes back without one', async () => {
    const before = passkeyCount();
    const { page, browser, request, state } = await createPage(LUCAS);
    const back = await browser.walk(formAction(page), redirectUri(), { form: {} });
    expect('arrived' in back).toBe(true);
    const url = new URL((back as { arrived: string }).arrived);
    expect([url.searchParams.get('error'), url.searchParams.get('state'), url.searchParams.get('code')]).toEqual([
      'access_denied',
      state,
      null,
    ]);
    await expect(request.redeem(url.href)).rejects.toMatchObject({ error: 'access_denied' });
    expect(passkeyCount()).toBe(before);
  });

  it('gives options for this host (resident key, a fresh challenge each time, one user handle per owner)', async () => {
    const { post } = await createPage(LUCAS);
    const res = await post('options', {});
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const options = JSON.parse(res.body);
    expect(options.rp).toEqual({ name: 'Owner account', id: '127.0.0.1' });
    expect(options.user).toMatchObject({ name: LUCAS, displayName: 'Lucas Martin' });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required' });
    expect(options.excludeCredentials).toEqual([]);
    const again = JSON.parse((await post('options', {})).body);
    expect(again.challenge).not.toBe(options.challenge);
    expect(again.user.id).toBe(options.user.id);
  });

  it('refuses wrong answers with 400 and a reason, storing nothing; the fifth failure ends the step', async () => {
    const before = passkeyCount();
    const { post } = await createPage(LUCAS);
    const noOptions = await post('register', { response: {} });
    expect([noOptions.status, JSON.parse(noOptions.body).message]).toEqual([
      400,
      'no registration options were asked for',
    ]);
    // A challenge answers once: the same options with a right answer, after a wrong one, are refused.
    const options = JSON.parse((await post('options', {})).body);
    await post('register', { response: 'wrong' });
    const late = await post('register', { response: authenticator().create(options) });
    expect([late.status, JSON.parse(late.body).message]).toEqual([400, 'no registration options were asked for']);
    const cases: [unknown, RegExp][] = [
      [undefined, /not a passkey registration/],
      ['a string', /not a passkey registration/],
      [{ id: '../../etc', rawId: 'x', type: 'public-key', response: {} }, /not a passkey registration/],
      // A real registration, but for another origin (a phishing page) and another challenge.
      [softAuthenticator('https://evil.example', '127.0.0.1').create({ challenge: 'x' }), /origin|challenge/i],
    ];
    for (const [response, reason] of cases) {
      await post('options', {});
      const res = await post('register', { response });
      expect([res.status, JSON.parse(res.body).message]).toEqual([400, expect.stringMatching(reason)]);
    }
    // That was the fifth failure: the step is over.
    const ended = await post('options', {});
    expect([ended.status, JSON.parse(ended.body).message]).toEqual([
      400,
      'no passkey is being created in this sign-in',
    ]);
    expect(passkeyCount()).toBe(before);
  });

  it('stores a verified passkey and tells the app passkeyAdd=true, with a code that redeems; the owner then signs in with it', async () => {
    const before = passkeyCount();
    const { back, request, state, device } = await createPasskey(LUCAS);
    const url = new URL(back);
    expect([url.searchParams.get('passkeyAdd'), url.searchParams.get('state')]).toEqual(['true', state]);
    const tokens = await request.redeem(back);
    expect(await client.fetchUserInfo(idp.config, tokens.access_token, tokens.claims()?.sub ?? '')).toMatchObject({
      email: LUCAS,
    });
    expect(passkeyCount()).toBe(before + 1);
    expect(
      withDb((db) =>
        db
          .prepare('SELECT credential_id AS id, counter, transports FROM passkeys WHERE credential_id = ?')
          .get(device.id),
      ),
    ).toEqual({ id: device.id, counter: 1, transports: '["internal"]' });

    const signedIn = await passkeySignIn((options) => device.get(options));
    const arrived = await follow(signedIn.browser, signedIn.verify);
    expect(new URL(arrived).searchParams.get('passkeyAdd')).toBeNull();
    const again = await signedIn.request.redeem(arrived);
    expect(again.claims()?.sub).toBe(tokens.claims()?.sub);
    expect(
      withDb((db) => db.prepare('SELECT counter FROM passkeys WHERE credential_id = ?').pluck().get(device.id)),
    ).toBe(2);
  });

  it('asks an owner who requires MFA for the second factor before the passkey page', async () => {
    const { back } = await createPasskey(EMILY);
    expect(new URL(back).searchParams.get('passkeyAdd')).toBe('true');
  });
});

describe('signing in with a passkey', () => {
  it('gives request options for this host without allowCredentials (discoverable passkeys), user verification required', async () => {
    const { options } = await passkeySignIn(() => ({}));
    expect(options.options.rpId).toBe('127.0.0.1');
    expect(options.options.userVerification).toBe('required');
    expect((options.options as { allowCredentials?: unknown[] }).allowCredentials ?? []).toEqual([]);
  });

  it('skips the second factor of an owner who requires it: the passkey is two factors', async () => {
    const { device } = await createPasskey(EMILY);
    const signedIn = await passkeySignIn((options) => device.get(options));
    const tokens = await signedIn.request.redeem(await follow(signedIn.browser, signedIn.verify));
    expect(await client.fetchUserInfo(idp.config, tokens.access_token, tokens.claims()?.sub ?? '')).toMatchObject({
      email: EMILY,
    });
  });

  it('refuses an unknown passkey, one without user verification, and a replayed answer', async () => {
    const { device } = await createPasskey(LUCAS);
    const unknown = await passkeySignIn((options) => authenticator().get(options));
    expect([unknown.verify.status, JSON.parse(unknown.verify.body).message]).toEqual([400, 'unknown passkey']);
    const presentOnly = await passkeySignIn((options) => device.get(options, 0x01));
    expect([presentOnly.verify.status, JSON.parse(presentOnly.verify.body).message]).toEqual([
      400,
      expect.stringMatching(/verif/i),
    ]);
    let answered: unknown;
    await passkeySignIn((options) => {
      answered = device.get(options);
      return answered;
    });
    const replay = await passkeySignIn(() => answered);
    expect([replay.verify.status, JSON.parse(replay.verify.body).message]).toEqual([
      400,
      expect.stringMatching(/challenge/i),
    ]);
  });

  it('uses a challenge once, right or wrong, and only in the browser of the sign-in', async () => {
    const { device } = await createPasskey(LUCAS);
    const start = await passwordPage();
    const options = JSON.parse((await start.browser.request(dataUrl(start.page, 'options'), { json: {} })).body) as {
      options: { challenge: string };
    };
    const stranger = await new CookieBrowser().request(dataUrl(start.page, 'verify'), {
      json: { response: device.get(options.options) },
    });
    expect(stranger.status).toBe(400);
    const wrong = await start.browser.request(dataUrl(start.page, 'verify'), { json: { response: 'x' } });
    expect([wrong.status, JSON.parse(wrong.body).message]).toEqual([
      400,
      expect.stringMatching(/not a passkey assertion/),
    ]);
    const right = await start.browser.request(dataUrl(start.page, 'verify'), {
      json: { response: device.get(options.options) },
    });
    expect([right.status, JSON.parse(right.body).message]).toEqual([400, 'no passkey options were asked for']);
  });
});

describe('naming a passkey as it is created', () => {
  const WINDOWS_HELLO = '08987058-cadc-4b81-b6e1-30de50dcbe96';
  const stored = (id: string) =>
    withDb((db) =>
      db
        .prepare('SELECT name, aaguid, attachment, last_used_at AS lastUsedAt FROM passkeys WHERE credential_id = ?')
        .get(id),
    ) as { name: string | null; aaguid: string | null; attachment: string | null; lastUsedAt: string | null };

  it('has an optional name field on the create page, described by its hint, its limit as the service has it', async () => {
    const { page } = await createPage(LUCAS);
    expect(page.body).toContain(`<label for="passkey-name">${en('idp.passkey.name')}</label>`);
    expect(page.body).toMatch(
      /<input id="passkey-name" type="text" maxLength="60" autoComplete="off" spellCheck="false" aria-describedby="passkey-name-hint" name="name"\/>/,
    );
    expect(page.body).toContain(`<p class="hint" id="passkey-name-hint">${en('idp.passkey.nameHint')}</p>`);
  });

  it('stores the name given, trimmed, with what the authenticator and the browser said it is', async () => {
    const flow = await createPage(LUCAS);
    const device = softAuthenticator(idp.origin, '127.0.0.1', { aaguid: WINDOWS_HELLO });
    const options = JSON.parse((await flow.post('options', {})).body) as { challenge: string };
    const answer = await flow.post('register', { response: device.create(options), name: '  Work laptop ' });
    await follow(flow.browser, answer);
    expect(stored(device.id)).toEqual({
      name: 'Work laptop',
      aaguid: WINDOWS_HELLO,
      attachment: 'platform',
      lastUsedAt: null,
    });
  });

  it('stores no name when none is given (the app names it after its device type)', async () => {
    const { device } = await createPasskey(LUCAS);
    expect(stored(device.id)).toMatchObject({ name: null, aaguid: '00000000-0000-0000-0000-000000000000' });
  });

  it('refuses a name the rule refuses, before the answer is checked, storing nothing', async () => {
    const before = passkeyCount();
    const flow = await createPage(LUCAS);
    for (const name of ['x'.repeat(61), 'Bell\u0007', 42]) {
      const options = JSON.parse((await flow.post('options', {})).body) as { challenge: string };
      const res = await flow.post('register', { response: authenticator().create(options), name });
      expect([res.status, JSON.parse(res.body).message]).toEqual([400, expect.stringMatching(/^name: /)]);
    }
    expect(passkeyCount()).toBe(before);
  });

  it('keeps when the passkey last signed the owner in', async () => {
    const { device } = await createPasskey(LUCAS);
    clock.advance(3600);
    const signedIn = await passkeySignIn((options) => device.get(options));
    await follow(signedIn.browser, signedIn.verify);
    expect(stored(device.id).lastUsedAt).toBe(clock.now().toISOString());
  });
});
