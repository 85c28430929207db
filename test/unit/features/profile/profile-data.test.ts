import { createApiClient } from '../../../../src/api/client';
import { INVALID_PROFILE_RESPONSE, loadProfile } from '../../../../src/features/profile/profile-data';
import { brands } from '../../../../src/generated/site';
import type { Vehicle } from '../../../../src/generated/types/api/owner';
import { fakeFetch, market, staticToken, type FakeAnswer } from '../../../support/api-fakes';

const profile = {
  userGuid: 'u1',
  firstName: 'Ada',
  lastName: 'L',
  email: 'ada@example.com',
  country: 'USA',
  mobilePhoneNumber: null,
  privacyPreferences: [],
};
const vehicle = (vin: string, make: Vehicle['make']): Vehicle => ({
  vin,
  make,
  modelYear: '2020',
  modelName: 'X',
  nickName: null,
});
const garage = [
  vehicle('F0000000000000001', 'F'),
  vehicle('L0000000000000001', 'L'),
  vehicle('M0000000000000001', 'M'),
];

async function load(marketId: string, answer: FakeAnswer) {
  const { fetch, seen } = fakeFetch(() => answer);
  const api = createApiClient({ market: market(marketId), fetch, tokens: staticToken('t'), webview: false });
  return { result: await loadProfile(api, market(marketId), brands), seen };
}

it('asks for the profile in the market locale and three-letter country', async () => {
  const { seen } = await load('product/de-at', { status: 200, body: { value: { profile, vehicles: [] } } });
  expect(seen[0]?.url).toBe('/owner/api/v3/profile?locale=de-at&country=AUT');
});

it('keeps only F vehicles on the product brand', async () => {
  const { result } = await load('product/en-us', { status: 200, body: { value: { profile, vehicles: garage } } });
  expect(result.kind === 'ok' && result.data.vehicles.map((v) => v.make)).toEqual(['F']);
});

it('keeps only L vehicles on the lincoln brand', async () => {
  const { result } = await load('lincoln/en-us', { status: 200, body: { value: { profile, vehicles: garage } } });
  expect(result.kind === 'ok' && result.data.vehicles.map((v) => v.make)).toEqual(['L']);
});

it('drops Mercury vehicles on every brand', async () => {
  const mercury = [vehicle('M0000000000000001', 'M')];
  for (const id of ['product/en-us', 'lincoln/en-us']) {
    const { result } = await load(id, { status: 200, body: { value: { profile, vehicles: mercury } } });
    expect(result.kind === 'ok' && result.data.vehicles).toEqual([]);
  }
});

it('returns the profile itself untouched', async () => {
  const { result } = await load('product/en-us', { status: 200, body: { value: { profile, vehicles: [] } } });
  expect(result).toEqual({ kind: 'ok', status: 200, data: { profile, vehicles: [] } });
});

it('reports a profile response without value as an invalid profile response', async () => {
  const { result } = await load('product/en-us', { status: 200, body: { status: 200 } });
  expect(result).toMatchObject({ kind: 'error', message: INVALID_PROFILE_RESPONSE });
  expect(INVALID_PROFILE_RESPONSE).toBe('invalid profile response');
});

it('reports an empty profile response as an invalid profile response', async () => {
  const { result } = await load('product/en-us', { status: 200, text: '' });
  expect(result).toMatchObject({ kind: 'error', message: INVALID_PROFILE_RESPONSE });
});

it('passes a 401 through as unauthorized', async () => {
  const { result } = await load('product/en-us', { status: 401 });
  expect(result).toEqual({ kind: 'unauthorized', signIn: true });
});
