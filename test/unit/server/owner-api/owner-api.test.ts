import { endpoints } from '../../../../src/generated/api';
import { ownerApiUnderTest } from '../../../support/owner-api';
import { apiHeaders, LINCOLN_US, US } from '../../../support/server';

// The plugin's guards, for every route; each handler module's calls are tested in the file of its name.
const {
  app, // requests go over a real socket
  owners: { us }, // michael.johnson, product/en-us
} = ownerApiUnderTest({ us: 'michael.johnson@example.com' }, { accessTokenTtlSeconds: 600 });

/** One valid request per endpoint of the table, to prove the guards apply to every one. */
function sampleUrl(path: string): string {
  return path
    .replace(':locale', 'en-us')
    .replace(':dealerId', '30115')
    .replace(':dealerCode', 'US-30115')
    .replace(':orderNo', 'US-300452');
}

describe('guards on every data-service route', () => {
  // The content service's calls are public routes of their own (test/unit/server/owner-api/openapi.test.ts).
  const all = Object.values(endpoints).filter((e) => e.service === 'data');

  it.each(all.map((e) => [e.id, e.method, e.path] as const))(
    '%s refuses an unknown consumer key with 403',
    async (_id, method, path) => {
      const res = await app.inject({
        method,
        url: sampleUrl(path),
        headers: { 'consumer-key': 'ck-stolen', 'auth-token': us.access_token },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, message: 'unknown consumer key' });
    },
  );

  it.each(all.filter((e) => e.auth !== 'none').map((e) => [e.id, e.method, e.path] as const))(
    '%s refuses a call without auth-token with 401',
    async (_id, method, path) => {
      const res = await app.inject({ method, url: sampleUrl(path), headers: { 'consumer-key': US.consumerKey } });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toContain('missing');
    },
  );

  it('refuses a missing consumer key even where no auth-token is needed (token swap)', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/owner/api/v2/token-swap',
      payload: { refresh_token: us.refresh_token, app_text: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts the consumer key of any local market (lincoln)', async () => {
    const res = await app.inject({
      url: '/owner/api/v2/orders?storeIds=2201',
      headers: apiHeaders(us.access_token, LINCOLN_US.consumerKey),
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a made-up token with 401', async () => {
    const res = await app.inject({ url: '/owner/api/v2/orders?storeIds=2201', headers: apiHeaders('not-a-token') });
    expect(res.statusCode).toBe(401);
  });
});
