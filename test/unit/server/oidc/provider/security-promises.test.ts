/*
 * The security promises of the local provider (issue 23), each shown against the running service: guessing is
 * throttled, refresh and code replays revoke what they gave, addresses come from configuration, sign-out ends the
 * whole sign-in, and sign-ins survive a restart.
 */
import * as client from 'openid-client';
import { bundles } from '../../../../../src/generated/content';
import { site } from '../../../../../src/generated/site';
import { DEMO_PASSWORD } from '../../../../../src/server/seed/demo-owners';
import { htmlText } from '../../../../support/html-text';
import {
  authorization,
  CookieBrowser,
  discover,
  formAction,
  hiddenFields,
  serviceLog,
  signIn,
  providerUnderTest,
  type Visit,
} from '../../../../support/oidc';
import { LINCOLN_US, testClock, US } from '../../../../support/server';

const clock = testClock();
const log = serviceLog();
const service = providerUnderTest(US.clientId, { now: clock.now, logStream: log.stream });
const owner = 'michael.johnson@example.com'; // product/en-us, password only
const redirectUri = () => `${service.origin}${US.root}`;

/** The password page of a fresh authorization request, in a fresh browser (whose connections come from `from`). */
async function passwordPage(extra: Record<string, string> = {}, from?: string) {
  const browser = new CookieBrowser(from);
  const page = (await browser.walk(
    (await authorization(service.config, redirectUri(), extra)).url,
    redirectUri(),
  )) as Visit;
  return { browser, page };
}

async function tryPassword(email: string, password: string, from?: string) {
  const { browser, page } = await passwordPage({}, from);
  return browser.walk(formAction(page), redirectUri(), { form: { email, password } });
}

describe('password guessing', () => {
  const { accountTries, addressTries, windowMinutes } = site.signInSecurity.passwordThrottle;
  const attacker = '127.0.0.2';
  const paused = htmlText(
    bundles.en?.['idp.tooManyTries']?.replace('{{minutes}}', String(windowMinutes)) ?? 'missing text',
  );

  it(`lets the owner in with an emailed code after ${accountTries} wrong passwords from another address, which is paused`, async () => {
    const victim = 'anna.schneider@example.com';
    const answers: number[] = [];
    let last: Visit | undefined;
    for (let i = 0; i < accountTries; i += 1) {
      last = (await tryPassword(victim, `guess-${i}`, attacker)) as Visit;
      answers.push(last.status);
    }
    expect(answers).toEqual(Array(accountTries).fill(401));
    expect(last?.body).toContain(paused); // the try that reaches the limit says so
    // The guessing address gets no more tries on the account, the right password included.
    const right = (await tryPassword(victim, DEMO_PASSWORD, attacker)) as Visit;
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toBe(String(windowMinutes * 60));
    // Another account is not held back by it.
    expect(await tryPassword(owner, DEMO_PASSWORD, attacker)).toEqual({ arrived: expect.stringMatching(/\?code=/) });

    // The owner, from their own address: the password is not enough now, a code mailed to the account is.
    const mails = log.withField('mfaEmailCode').length;
    const { browser, page } = await passwordPage();
    const step = (await browser.walk(formAction(page), redirectUri(), {
      form: { email: victim, password: DEMO_PASSWORD },
    })) as Visit;
    expect(step.status).toBe(200);
    expect(step.body).toContain(htmlText(bundles.en?.['idp.secondFactor.guardIntro']?.split('{{')[0] ?? 'missing'));
    const mail = log.withField('mfaEmailCode').at(-1);
    expect([log.withField('mfaEmailCode').length, mail?.email]).toEqual([mails + 1, victim]);
    const back = await browser.walk(formAction(step), redirectUri(), { form: { code: String(mail?.mfaEmailCode) } });
    expect(back).toEqual({ arrived: expect.stringMatching(/\?code=/) });
  });

  it(`refuses an address that sprays ${addressTries * 3} made-up accounts, while an owner elsewhere signs in at once`, async () => {
    const sprayer = '127.0.0.3'; // an address of its own: the guesses above count against theirs
    const { browser, page } = await passwordPage({}, sprayer);
    const action = formAction(page);
    const statuses: number[] = [];
    for (let i = 0; i < addressTries * 3; i += 1) {
      const answer = (await browser.walk(action, redirectUri(), {
        form: { email: `made-up-${i}@example.com`, password: 'Spring2026!' },
      })) as Visit;
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, addressTries)).toEqual(Array(addressTries).fill(401));
    expect(new Set(statuses.slice(addressTries))).toEqual(new Set([429]));
    // A real owner on the attacking address is refused too; the same owner elsewhere is not.
    expect(((await tryPassword(owner, DEMO_PASSWORD, sprayer)) as Visit).status).toBe(429);
    expect(await tryPassword(owner, DEMO_PASSWORD)).toEqual({ arrived: expect.stringMatching(/\?code=/) });
  });
});

describe('replays', () => {
  it('revokes the whole family when a used refresh token comes back', async () => {
    const { tokens } = await signIn(service.config, redirectUri(), owner);
    const second = await client.refreshTokenGrant(service.config, tokens.refresh_token ?? '');
    await expect(client.refreshTokenGrant(service.config, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    // The newer token of that family, and its access token, are gone too.
    await expect(client.refreshTokenGrant(service.config, second.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    await expect(
      client.fetchUserInfo(service.config, second.access_token, client.skipSubjectCheck),
    ).rejects.toBeDefined();
  });

  it('revokes what a code gave when the code comes back', async () => {
    const request = await authorization(service.config, redirectUri());
    const browser = new CookieBrowser();
    const page = (await browser.walk(request.url, redirectUri())) as Visit;
    const back = await browser.walk(formAction(page), redirectUri(), {
      form: { email: owner, password: DEMO_PASSWORD },
    });
    if (!('arrived' in back)) throw new Error('no code');
    const first = await request.redeem(back.arrived);
    expect((await client.fetchUserInfo(service.config, first.access_token, client.skipSubjectCheck)).email).toBe(owner);
    await expect(request.redeem(back.arrived)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(
      client.fetchUserInfo(service.config, first.access_token, client.skipSubjectCheck),
    ).rejects.toBeDefined();
    await expect(client.refreshTokenGrant(service.config, first.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });
});

describe('one provider', () => {
  it('leaves the old hand-written provider unmounted: its sign-in, registration and token addresses answer 404', async () => {
    for (const [method, path] of [
      ['GET', '/idp/authorize'],
      ['POST', '/idp/authorize'],
      ['POST', '/idp/register'],
      ['POST', '/idp/token'],
      ['POST', '/idp/passkey/options'],
    ]) {
      expect([path, (await fetch(`${service.origin}${path}`, { method, redirect: 'manual' })).status]).toEqual([
        path,
        404,
      ]);
    }
    // The pages' own files are still served.
    expect((await fetch(`${service.origin}/sign-in-pages/en/style.css`)).status).toBe(200);
  });
});

describe('addresses come from configuration', () => {
  it('publishes the configured issuer and endpoints whatever Host and forwarding headers say', async () => {
    const res = await fetch(`${service.origin}/oidc/.well-known/openid-configuration`, {
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    const meta = (await res.json()) as Record<string, string>;
    expect(meta.issuer).toBe(`${service.origin}/oidc`);
    for (const name of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'end_session_endpoint'])
      expect(meta[name]?.startsWith(`${service.origin}/oidc/`)).toBe(true);
  });

  it('refuses a redirect address that is not registered for the client, even on the origin the request names', async () => {
    const url = new URL((await authorization(service.config, 'http://evil.example/product/en-us/')).url);
    const res = await fetch(url, { headers: { host: 'evil.example' }, redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain(
      htmlText("redirect_uri did not match any of the client's registered redirect_uris"),
    );
  });

  it('registers each market root of a client on the configured origin, exactly', async () => {
    const other = await authorization(service.config, `${service.origin}${US.root}extra`);
    const res = await fetch(other.url, { redirect: 'manual' });
    expect(res.status).toBe(400);
  });
});

describe("the spec's extra authorize parameters", () => {
  it("are accepted, and the page speaks the market's language", async () => {
    const { page } = await passwordPage({ locale: 'de-de', country: 'DEU', appId: US.appId, template: 'owner' });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="de-de" data-brand="product">');
    expect(page.body).toContain(htmlText(bundles.de?.['idp.password'] ?? 'missing'));
  });

  it('send a change flow outside the profile-edit policy back as invalid_request', async () => {
    const url = (await authorization(service.config, redirectUri(), { change_flow: 'password', p: 'b2c_1a_other' }))
      .url;
    const back = await new CookieBrowser().walk(url, redirectUri());
    expect(back).toEqual({ arrived: expect.stringContaining('error=invalid_request') });
  });
});

describe('sign-out', () => {
  it("ends the whole sign-in: every application's tokens, and the next visit asks for the password again", async () => {
    const { tokens, browser } = await signIn(service.config, redirectUri(), owner);
    // The same sign-in serves a second application without the password.
    const lincoln = await discover(service.origin, LINCOLN_US.clientId);
    const lincolnRedirect = `${service.origin}${LINCOLN_US.root}`;
    const lincolnRequest = await authorization(lincoln, lincolnRedirect);
    const silent = await browser.walk(lincolnRequest.url, lincolnRedirect);
    if (!('arrived' in silent)) throw new Error('the second application asked for the password');
    const lincolnTokens = await lincolnRequest.redeem(silent.arrived);

    const endUrl = client.buildEndSessionUrl(service.config, {
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: redirectUri(),
    });
    const confirm = (await browser.walk(endUrl.href, redirectUri())) as Visit;
    await browser.walk(formAction(confirm), redirectUri(), { form: { ...hiddenFields(confirm), logout: 'yes' } });

    await expect(client.refreshTokenGrant(lincoln, lincolnTokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    await expect(
      client.fetchUserInfo(lincoln, lincolnTokens.access_token, client.skipSubjectCheck),
    ).rejects.toBeDefined();
    await expect(
      client.fetchUserInfo(service.config, tokens.access_token, client.skipSubjectCheck),
    ).rejects.toBeDefined();
    const again = (await browser.walk(
      (await authorization(service.config, redirectUri())).url,
      redirectUri(),
    )) as Visit;
    expect(again.status).toBe(200);
    expect(again.body).toContain('type="password"');
  });
});

describe('a restart', () => {
  it("keeps sign-ins: the refresh token and the browser's session still work, with the same signing key", async () => {
    const { tokens, browser } = await signIn(service.config, redirectUri(), owner);
    // Another port: the client's pooled connections to the old one are closed, not reused.
    await service.restart();
    const refreshed = await client.refreshTokenGrant(service.config, tokens.refresh_token ?? '');
    expect(refreshed.claims()?.sub).toBe(tokens.claims()?.sub); // the ID token validates against the JWKS after the restart
    const silent = await signIn(service.config, redirectUri(), 'nobody@example.com', browser.copy());
    expect(silent.tokens.claims()?.sub).toBe(tokens.claims()?.sub);
  });
});

describe("the library's own answers", () => {
  const csp = (headers: Headers) => headers.get('content-security-policy') ?? '';
  function expectServiceHeaders(visit: { headers: Headers }) {
    expect(csp(visit.headers)).toContain("frame-ancestors 'none'");
    expect(csp(visit.headers)).toContain("script-src 'self'");
    expect(csp(visit.headers)).not.toContain('unsafe-eval');
    expect(visit.headers.get('x-content-type-options')).toBe('nosniff');
    expect(visit.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(visit.headers.get('x-frame-options')).toBe('DENY');
  }

  it('carry the service headers: discovery, JWKS, the sign-out pages and the error page', async () => {
    const { browser } = await signIn(service.config, redirectUri(), owner);
    const discovery = await browser.request(`${service.origin}/oidc/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expectServiceHeaders(discovery);
    const { jwks_uri: jwksUri, end_session_endpoint: endSession } = JSON.parse(discovery.body) as Record<
      string,
      string
    >;
    const jwks = await browser.request(jwksUri ?? '');
    expect(jwks.status).toBe(200);
    expectServiceHeaders(jwks);

    const signOut = await browser.request(`${endSession}?client_id=${US.clientId}`);
    expect([signOut.status, signOut.headers.get('content-type')]).toEqual([200, expect.stringContaining('text/html')]);
    expect(signOut.body).toContain('op.logoutForm');
    expectServiceHeaders(signOut);
    // Without a sign-in the library posts its form by an inline script: allowed by its hash alone, nothing broader.
    const noSession = await new CookieBrowser().request(`${endSession}?client_id=${US.clientId}`);
    expectServiceHeaders(noSession);
    expect(csp(noSession.headers)).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp(noSession.headers)).not.toContain('unsafe-inline');

    const error = await browser.request(`${service.origin}/oidc/auth?client_id=no-such-client&response_type=code`);
    expect(error.status).toBe(400);
    expect(error.headers.get('content-type')).toContain('text/html');
    expectServiceHeaders(error);
  });

  it('carry them on token answers, with no-store, refused or granted', async () => {
    const token = (form: Record<string, string>) =>
      new CookieBrowser().request(`${service.origin}/oidc/token`, { form: { client_id: US.clientId, ...form } });
    const refused = await token({ grant_type: 'refresh_token', refresh_token: 'not-a-token' });
    expect(refused.status).toBe(400);
    expectServiceHeaders(refused);
    expect(refused.headers.get('cache-control')).toContain('no-store');

    const { tokens } = await signIn(service.config, redirectUri(), owner);
    const granted = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '' });
    expect(granted.status).toBe(200);
    expectServiceHeaders(granted);
    expect(granted.headers.get('cache-control')).toContain('no-store');
  });
});
