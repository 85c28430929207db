import { createApiClient } from '../../../../src/api/client';
import { createDelinkApi } from '../../../../src/features/ownership-delinking/api';
import { brands } from '../../../../src/generated/site';
import { fakeFetch, market, staticToken } from '../../../support/api-fakes';

const product = market('product/en-gb');
const vehicles = [
  { vin: 'WF0FXXWPMFPT45678', make: 'F', modelYear: '2024', modelName: 'Puma', nickName: null },
  { vin: '5LMPJ8K40RGL40004', make: 'L', modelYear: '2024', modelName: 'Nautilus', nickName: 'Blue' },
];
const profile = {
  value: {
    profile: { userGuid: 'u', firstName: 'J', lastName: 'W', email: 'j@example.com', country: 'GBR' },
    vehicles,
  },
};

const client = (answer: Parameters<typeof fakeFetch>[0]) => {
  const f = fakeFetch(answer);
  return {
    seen: f.seen,
    client: createApiClient({ market: product, fetch: f.fetch, tokens: staticToken('t'), webview: false }),
  };
};

describe('the delinking calls', () => {
  it("reads the garage of the market's brand only (brand partitions the data)", async () => {
    const { client: c } = client(() => ({ status: 200, body: profile }));
    const result = await createDelinkApi(c, product, brands).garage();
    expect(result.kind === 'ok' && result.data.map((v) => v.vin)).toEqual(['WF0FXXWPMFPT45678']);
  });

  it('takes a profile answer without value for an error, not an empty garage', async () => {
    const { client: c } = client(() => ({ status: 200, body: {} }));
    expect((await createDelinkApi(c, product, brands).garage()).kind).toBe('error');
  });

  it('removes with DELETE and the VIN in its header', async () => {
    const { client: c, seen } = client(() => ({ status: 204 }));
    expect((await createDelinkApi(c, product, brands).removeVehicle('WF0FXXWPMFPT45678')).kind).toBe('ok');
    expect(seen[0]).toMatchObject({ method: 'DELETE', headers: { vin: 'WF0FXXWPMFPT45678' } });
    expect(seen[0]?.url).toMatch(/\/fs\/api\/v3\/vehicles$/);
  });
});
