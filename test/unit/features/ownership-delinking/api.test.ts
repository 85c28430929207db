import { createApiClient } from '../../../../src/api/client';
import { createDelinkApi } from '../../../../src/features/ownership-delinking/api';
import { brands } from '../../../../src/generated/site';
import { fakeFetch, market, staticToken, type FakeAnswer } from '../../../support/api-fakes';

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

  it('delinks with POST to the ownership delink call, the VIN in its header and the reason in the body', async () => {
    const ownership = {
      vin: 'WF0FXXWPMFPT45678',
      ownedSince: '2025-03-01T09:00:00.000Z',
      endedAt: '2026-11-23T10:00:00.000Z',
      reason: 'sold',
    };
    const { client: c, seen } = client(() => ({ status: 200, body: { ownership } }));
    await expect(createDelinkApi(c, product, brands).delink('WF0FXXWPMFPT45678', 'sold')).resolves.toEqual({
      kind: 'ok',
      status: 200,
      data: ownership,
    });
    expect(seen[0]).toMatchObject({ method: 'POST', headers: { vin: 'WF0FXXWPMFPT45678' } });
    expect(seen[0]?.url).toMatch(/\/fs\/api\/v2\/vehicles\/ownership\/delink$/);
    expect(JSON.parse(String(seen[0]?.body))).toEqual({ reason: 'sold' });
  });

  it('empties the garage and vehicle caches the removal would, so the dashboard reads the garage anew', async () => {
    const answers: FakeAnswer[] = [
      { status: 200, body: profile },
      { status: 200, body: { ownership: {} } },
      { status: 200, body: profile },
    ];
    const { client: c, seen } = client(() => answers.shift() ?? { status: 500 });
    const api = createDelinkApi(c, product, brands);
    await api.garage();
    await api.garage(); // cached
    await api.delink('WF0FXXWPMFPT45678', 'transferred');
    await api.garage();
    expect(seen.map((r) => r.method)).toEqual(['GET', 'POST', 'GET']);
  });
});
