/*
 * The owner API (the gateway's part of the service) takes the identity provider's tokens: an access token stands
 * for its owner until it expires or its sign-in ends, and the spec's token swap refreshes at the provider, with the
 * provider's rotation and replay detection.
 */
import * as client from 'openid-client';
import { site } from '../../../../../src/generated/site';
import {
  authorization,
  CookieBrowser,
  formAction,
  hiddenFields,
  signIn,
  type Visit,
  providerUnderTest,
} from '../../../../support/oidc';
import { apiHeaders, testClock, US } from '../../../../support/server';

const clock = testClock(Date.now());
const owner = 'michael.johnson@example.com';
const redirectUri = () => `${idp.origin}${US.root}`;

const idp = providerUnderTest(US.clientId, { now: clock.now });

const profile = (token: string) =>
  fetch(`${idp.origin}/owner/api/v3/profile-lite?locale=en-us&country=USA`, { headers: apiHeaders(token) });
const swap = (refreshToken: string) =>
  fetch(`${idp.origin}/owner/api/v2/token-swap`, {
    method: 'PUT',
    headers: { 'consumer-key': US.consumerKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken, app_text: US.appId }),
  });

describe('an access token of the provider', () => {
  it("opens the owner's own data", async () => {
    const { tokens } = await signIn(idp.config, redirectUri(), owner);
    const res = await profile(tokens.access_token);
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).toContain(owner);
  });

  it('is refused once it expires, and once its sign-in ends', async () => {
    const { tokens, browser } = await signIn(idp.config, redirectUri(), owner);
    const endUrl = client.buildEndSessionUrl(idp.config, {
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: redirectUri(),
    });
    const confirm = (await browser.walk(endUrl.href, redirectUri())) as Visit;
    await browser.walk(formAction(confirm), redirectUri(), { form: { ...hiddenFields(confirm), logout: 'yes' } });
    const ended = await profile(tokens.access_token);
    expect(ended.status).toBe(401);
    expect(await ended.json()).toMatchObject({ message: 'unknown or revoked auth-token' });

    const { tokens: later } = await signIn(idp.config, redirectUri(), owner, new CookieBrowser());
    // The provider keeps its own time (Date.now): moved past the token's life for this one call.
    const realNow = Date.now;
    const spy = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + ((later.expires_in ?? 0) + 1) * 1000);
    try {
      const expired = await profile(later.access_token);
      expect(expired.status).toBe(401);
      expect(await expired.json()).toMatchObject({ message: 'expired auth-token' });
    } finally {
      spy.mockRestore();
    }
  });

  it('is refused when it is not one', async () => {
    expect((await profile('made-up-token')).status).toBe(401);
  });
});

describe('the token swap', () => {
  it('refreshes at the provider: new tokens that work, the old refresh token refused, and a replay ends the family', async () => {
    const { tokens } = await signIn(idp.config, redirectUri(), owner);
    const res = await swap(tokens.refresh_token ?? '');
    expect(res.status).toBe(200);
    const bundle = (await res.json()) as { access_token: string; refresh_token: string; expires_in: number };
    expect(bundle).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: expect.any(Number),
    });
    expect(bundle.refresh_token).not.toBe(tokens.refresh_token);
    expect((await profile(bundle.access_token)).status).toBe(200);

    // Past the rotation overlap, the used token is a replay.
    clock.advance(site.signInSecurity.refreshOverlapSeconds + 1);
    const replay = await swap(tokens.refresh_token ?? '');
    expect(replay.status).toBe(401);
    // The replay revoked the family: the newer tokens stop working too.
    expect((await swap(bundle.refresh_token)).status).toBe(401);
    expect((await profile(bundle.access_token)).status).toBe(401);
  });

  it('gives the same answer to swaps of one token at once and to a retry within the overlap: nobody is signed out', async () => {
    const { tokens } = await signIn(idp.config, redirectUri(), owner);
    // Two tabs (or ten) at the same moment.
    const answers = await Promise.all(Array.from({ length: 10 }, () => swap(tokens.refresh_token ?? '')));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const bundles = (await Promise.all(answers.map((a) => a.json()))) as {
      refresh_token: string;
      access_token: string;
    }[];
    expect(new Set(bundles.map((b) => b.refresh_token)).size).toBe(1);
    const [bundle] = bundles;
    // The answer was lost on the way: the same token again, a little later, gets it once more.
    clock.advance(site.signInSecurity.refreshOverlapSeconds - 5);
    const retried = await swap(tokens.refresh_token ?? '');
    expect([retried.status, ((await retried.json()) as { refresh_token: string }).refresh_token]).toEqual([
      200,
      bundle?.refresh_token,
    ]);
    // The new tokens work, and so does the next rotation.
    expect((await profile(bundle?.access_token ?? '')).status).toBe(200);
    expect((await swap(bundle?.refresh_token ?? '')).status).toBe(200);
  });

  it('answers 401, not 500, for a refresh token it does not know', async () => {
    expect((await swap('made-up-token')).status).toBe(401);
  });
});

describe('a deleted account', () => {
  it('ends its sign-ins at the provider: its tokens are refused and the browser is asked for a password, not shown an error', async () => {
    const gone = 'olivia.brown@example.com'; // lincoln/en-us
    const { tokens, browser } = await signIn(idp.config, redirectUri(), gone);
    const res = await fetch(`${idp.origin}/owner/api/v2/account`, {
      method: 'DELETE',
      headers: apiHeaders(tokens.access_token),
    });
    expect(res.status).toBe(204);
    expect((await swap(tokens.refresh_token ?? '')).status).toBe(401);
    const again = (await browser.walk((await authorization(idp.config, redirectUri())).url, redirectUri())) as Visit;
    expect(again.status).toBe(200);
    expect(again.body).toContain('type="password"');
  });
});
