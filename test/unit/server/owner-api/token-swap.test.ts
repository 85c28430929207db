import { site } from '../../../../src/generated/site';
import { ownerApiUnderTest } from '../../../support/owner-api';
import { apiHeaders, signIn, US } from '../../../support/server';

const { app, clock } = ownerApiUnderTest({}, { accessTokenTtlSeconds: 600 });

describe('token swap', () => {
  it('issues a new pair for a live refresh token and revokes the old one', async () => {
    const mine = await signIn(app, 'giulia.rossi@example.com');
    const swap = (refresh: string) =>
      app.inject({
        method: 'PUT',
        url: '/owner/api/v2/token-swap',
        headers: { 'consumer-key': US.consumerKey },
        payload: { refresh_token: refresh, app_text: 'owner-account' },
      });
    const res = await swap(mine.refresh_token);
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(next).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), expires_in: 600 });
    expect(next.refresh_token).not.toBe(mine.refresh_token);
    expect(
      (await app.inject({ url: '/owner/api/v2/orders?storeIds=2201', headers: apiHeaders(next.access_token) }))
        .statusCode,
    ).toBe(200);
    // Past the rotation overlap (within it, the same answer again: test/unit/server/oidc/provider/provider-tokens.test.ts).
    clock.advance(site.signInSecurity.refreshOverlapSeconds + 1);
    const reused = await swap(mine.refresh_token);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toContain('revoked');
    expect((await swap('made-up')).statusCode).toBe(401);
  });

  it('refuses a refresh token past its life with 401: the provider keeps no expired tokens', async () => {
    const mine = await signIn(app, 'giulia.rossi@example.com');
    // The provider keeps its own time (Date.now): moved a month on, past the refresh token's life, for this one call.
    const realNow = Date.now;
    const later = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 31 * 24 * 3600 * 1000);
    try {
      const res = await app.inject({
        method: 'PUT',
        url: '/owner/api/v2/token-swap',
        headers: { 'consumer-key': US.consumerKey },
        payload: { refresh_token: mine.refresh_token, app_text: 'owner-account' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('unknown or revoked refresh_token');
    } finally {
      later.mockRestore();
    }
  });

  it('refuses a body without app_text with 400', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/owner/api/v2/token-swap',
      headers: { 'consumer-key': US.consumerKey },
      payload: { refresh_token: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });
});
