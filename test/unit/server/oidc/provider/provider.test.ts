/*
 * The local provider against a relying-party library this project does not use in the app (openid-client):
 * discovery, authorization code with PKCE S256, ID token validation, refresh and sign-out.
 */
import * as client from 'openid-client';
import { formAction, hiddenFields, signIn as signInAs, type Visit, providerUnderTest } from '../../../../support/oidc';
import { US } from '../../../../support/server';

const owner = 'michael.johnson@example.com'; // product/en-us, password only

const idp = providerUnderTest(US.clientId);

const redirectUri = () => `${idp.origin}${US.root}`;
const signIn = () => signInAs(idp.config, redirectUri(), owner);

describe('the local provider with openid-client', () => {
  it('publishes its endpoints under the configured issuer', () => {
    const meta = idp.config.serverMetadata();
    expect(meta.issuer).toBe(`${idp.origin}/oidc`);
    expect(meta.authorization_endpoint).toBe(`${idp.origin}/oidc/auth`);
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    expect(meta.end_session_endpoint).toBe(`${idp.origin}/oidc/session/end`);
  });

  it('signs an owner in with code + PKCE and gives an ID token that validates (signature, iss, aud, nonce, exp)', async () => {
    const { tokens } = await signIn();
    const claims = tokens.claims();
    expect(claims?.iss).toBe(`${idp.origin}/oidc`);
    expect(claims?.aud).toBe(US.clientId);
    expect(typeof claims?.sub).toBe('string');
    const info = await client.fetchUserInfo(idp.config, tokens.access_token, claims?.sub ?? '');
    expect(info.email).toBe(owner);
  });

  it('refreshes, giving a new refresh token each time', async () => {
    const { tokens } = await signIn();
    const refreshed = await client.refreshTokenGrant(idp.config, tokens.refresh_token ?? '');
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.refresh_token).toEqual(expect.any(String));
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(refreshed.claims()?.sub).toBe(tokens.claims()?.sub);
  });

  it("signs out through end_session: back at the app, and the sign-in's tokens no longer work", async () => {
    const { tokens, browser } = await signIn();
    const endUrl = client.buildEndSessionUrl(idp.config, {
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: redirectUri(),
      state: 'bye',
    });
    const confirm = (await browser.walk(endUrl.href, redirectUri())) as Visit;
    expect(confirm.status).toBe(200);
    const back = await browser.walk(formAction(confirm), redirectUri(), {
      form: { ...hiddenFields(confirm), logout: 'yes' },
    });
    expect(back).toEqual({ arrived: `${redirectUri()}?state=bye` });
    await expect(client.refreshTokenGrant(idp.config, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    await expect(
      client.fetchUserInfo(idp.config, tokens.access_token, tokens.claims()?.sub ?? ''),
    ).rejects.toBeDefined();
  });
});
