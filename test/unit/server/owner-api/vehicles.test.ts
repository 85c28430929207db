import { json, ownerApiUnderTest } from '../../../support/owner-api';
import { apiHeaders, US } from '../../../support/server';

const {
  app,
  owners: { us },
} = ownerApiUnderTest({ us: 'michael.johnson@example.com' }, { accessTokenTtlSeconds: 600 });
const usHeaders = () => apiHeaders(us.access_token, US.consumerKey);

describe('vehicles', () => {
  const vehicles = '/fs/api/v3/vehicles';
  const newVin = '1FTEW1EP5NKD12345';

  it('vehicle-type says whether a vehicle of the garage is connected', async () => {
    const type = (vin: string) =>
      app.inject({
        url: '/fs/api/v3/vehicles/vehicle-type?locale=en-us&country=USA',
        headers: { ...usHeaders(), vin },
      });
    expect((await type('1FTFW1E87PFA10001')).json()).toEqual({ isConnected: true });
    expect((await type('1FMCU9J97PUA20002')).json()).toEqual({ isConnected: false });
    const unknown = await type('1FTFW1E87PFA99999');
    expect(unknown.statusCode).toBe(404);
    expect((await type('WF0XXXGCDXPA12345')).statusCode).toBe(404); // Anna's, not his
  });

  it('refuses a missing or malformed vin header with 400', async () => {
    const missing = await app.inject({
      url: '/fs/api/v3/vehicles/vehicle-type?locale=en-us&country=USA',
      headers: usHeaders(),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("'vin'");
    const withO = await app.inject({
      url: '/fs/api/v3/vehicles/vehicle-type?locale=en-us&country=USA',
      headers: { ...usHeaders(), vin: '1FTFW1E87PFO10001' },
    });
    expect(withO.statusCode).toBe(400);
    expect(withO.json().message).toMatch(/^headers\.vin must match pattern/);
  });

  it('adds a vehicle with a nickname, its model read from the VIN, then refuses to add it again with 409', async () => {
    const add = () =>
      app.inject({
        method: 'POST',
        url: `${vehicles}?locale=en-us&nickname=Weekend`,
        headers: { ...usHeaders(), vin: newVin },
      });
    const res = await add();
    expect(res.statusCode).toBe(200);
    // Same maker (1FT) and model code (W1E) as the F-150 the service knows; the year from position 10 (N = 2022).
    expect(res.json()).toEqual({
      data: { vin: newVin, make: 'F', modelYear: '2022', modelName: 'F-150', nickName: 'Weekend' },
    });
    expect((await add()).statusCode).toBe(409);
    const profile = await app.inject({ url: '/owner/api/v3/profile?locale=en-us&country=USA', headers: usHeaders() });
    expect(profile.json().value.vehicles.map((v: { vin: string }) => v.vin)).toContain(newVin);
  });

  it('refuses with 400 a VIN whose model it cannot read, rather than add a placeholder vehicle', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${vehicles}?locale=en-us`,
      headers: { ...usHeaders(), vin: '1FTZZ9Z87PFA10001' },
    });
    expect(res.statusCode).toBe(400);
    const unknownMaker = await app.inject({
      method: 'POST',
      url: `${vehicles}?locale=en-us`,
      headers: { ...usHeaders(), vin: 'JH4KA8260MC000000' },
    });
    expect(unknownMaker.statusCode).toBe(400);
  });

  it("refuses with 409 a VIN that sits in another owner's garage, and adds nothing", async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${vehicles}?locale=en-us&nickname=Mine`,
      headers: { ...usHeaders(), vin: 'WF0XXXGCDXPA12345' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'vehicle is registered to another account; ownership moves through the delinking flow',
    );
    const type = await app.inject({
      url: '/fs/api/v3/vehicles/vehicle-type?locale=en-us&country=USA',
      headers: { ...usHeaders(), vin: 'WF0XXXGCDXPA12345' },
    });
    expect(type.statusCode).toBe(404); // its connected status stays hidden
    const profile = await app.inject({ url: '/owner/api/v3/profile?locale=en-us&country=USA', headers: usHeaders() });
    expect(profile.json().value.vehicles.map((v: { vin: string }) => v.vin)).not.toContain('WF0XXXGCDXPA12345');
  });

  it('renames a vehicle of the garage, 404 otherwise', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: vehicles,
      headers: json({ ...usHeaders(), vin: newVin }),
      payload: { nickName: 'Sunday car' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.nickName).toBe('Sunday car');
    const other = await app.inject({
      method: 'PUT',
      url: vehicles,
      headers: json({ ...usHeaders(), vin: 'WF0XXXGCDXPA12345' }),
      payload: { nickName: 'Mine' },
    });
    expect(other.statusCode).toBe(404);
  });

  it.each([
    ['an empty nickname', { nickName: '' }],
    ['a number', { nickName: 7 }],
    ['an extra field', { nickName: 'ok', color: 'red' }],
    ['no nickname', {}],
  ])('refuses a rename with %s with 400', async (_name, payload) => {
    const res = await app.inject({
      method: 'PUT',
      url: vehicles,
      headers: json({ ...usHeaders(), vin: newVin }),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^body/);
  });

  it('removes a vehicle of the garage with 204, then 404', async () => {
    const remove = () => app.inject({ method: 'DELETE', url: vehicles, headers: { ...usHeaders(), vin: newVin } });
    const res = await remove();
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await remove()).statusCode).toBe(404);
  });
});
