import { ownerApiUnderTest } from '../../../support/owner-api';
import { apiHeaders, DE, US } from '../../../support/server';

const {
  app,
  owners: { us, de },
} = ownerApiUnderTest(
  { us: 'michael.johnson@example.com', de: 'anna.schneider@example.com' },
  { accessTokenTtlSeconds: 600 },
);
const usHeaders = () => apiHeaders(us.access_token, US.consumerKey);
const deHeaders = () => apiHeaders(de.access_token, DE.consumerKey);

describe('profile', () => {
  it('returns the profile and ALL vehicles of the owner, other makes included', async () => {
    const res = await app.inject({ url: '/owner/api/v3/profile?locale=en-us&country=USA', headers: usHeaders() });
    expect(res.statusCode).toBe(200);
    const { value } = res.json();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(value.profile).toMatchObject({
      firstName: 'Michael',
      email: 'michael.johnson@example.com',
      country: 'USA',
      mobilePhoneNumber: '+13135550147',
    });
    expect(value.profile.privacyPreferences).toEqual(
      expect.arrayContaining([
        { preferenceName: 'MobilePermission', preferenceCode: 1 },
        { preferenceName: 'MailPermission', preferenceCode: 0 },
      ]),
    );
    expect(value.vehicles.map((v: { make: string }) => v.make).sort()).toEqual(['F', 'F', 'L', 'M']);
    for (const v of value.vehicles) expect(v.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
  });

  it('gives null as the mobile number of an owner without one, and no address fields', async () => {
    const res = await app.inject({ url: '/owner/api/v3/profile?locale=de-de&country=DEU', headers: deHeaders() });
    const { profile } = res.json().value;
    expect(profile.mobilePhoneNumber).toBeNull();
    expect(profile).not.toHaveProperty('address1');
  });

  it('profile-lite has the profile and no vehicles', async () => {
    const res = await app.inject({ url: '/owner/api/v3/profile-lite?locale=en-us&country=USA', headers: usHeaders() });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().value)).toEqual(['profile']);
  });

  it.each([
    ['no query', ''],
    ['a bad locale', '?locale=EN_US&country=USA'],
    ['a two-letter country', '?locale=en-us&country=US'],
    ['an extra parameter', '?locale=en-us&country=USA&debug=1'],
    ['a repeated parameter', '?locale=en-us&locale=de-de&country=USA'],
  ])('refuses %s with 400 and a reason', async (_name, query) => {
    const res = await app.inject({ url: `/owner/api/v3/profile${query}`, headers: usHeaders() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringMatching(/^querystring/),
    });
  });

  it('consumer-id is stable per owner and country and differs between countries and owners', async () => {
    const get = (h: Record<string, string>, c: string) =>
      app.inject({ url: `/owner/api/v2/consumer-id?countryCode=${c}`, headers: h }).then((r) => r.json().consumer.id);
    const a = await get(usHeaders(), 'USA');
    expect(a).toMatch(/^[0-9a-f]{24}$/);
    expect(await get(usHeaders(), 'USA')).toBe(a);
    expect(await get(usHeaders(), 'CAN')).not.toBe(a);
    expect(await get(deHeaders(), 'USA')).not.toBe(a);
    expect(
      (await app.inject({ url: '/owner/api/v2/consumer-id?countryCode=usa', headers: usHeaders() })).statusCode,
    ).toBe(400);
  });
});
