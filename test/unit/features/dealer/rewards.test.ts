import { createApiClient, type FetchLike } from '../../../../src/api/client';
import { getPreferredDealerRewards } from '../../../../src/features/dealer/rewards';
import { fakeFetch, market, staticToken, type FakeAnswer } from '../../../support/api-fakes';

const request = { dealerCode: 'D1', programCountry: 'USA', rewardProgram: 'OWNER' };

function rewards(fetch: FetchLike) {
  const api = createApiClient({ market: market('product/en-us'), fetch, tokens: staticToken('t'), webview: false });
  return getPreferredDealerRewards(api, request);
}
const answering = (a: FakeAnswer) => fakeFetch(() => a).fetch;

it('returns the rewards of the dealer', async () => {
  expect(await rewards(answering({ status: 200, body: { dealerCode: 'D1', rewardPoints: 250 } }))).toEqual({
    dealerCode: 'D1',
    rewardPoints: 250,
  });
});

it('swallows a service error into null', async () => {
  expect(await rewards(answering({ status: 500, body: { message: 'down' } }))).toBeNull();
});

it('swallows a 401 into null', async () => {
  expect(await rewards(answering({ status: 401 }))).toBeNull();
});

it('swallows a network failure into null', async () => {
  expect(await rewards(answering(new TypeError('offline')))).toBeNull();
});

it('swallows a fetch that throws synchronously into null', async () => {
  const exploding: FetchLike = () => {
    throw new Error('boom');
  };
  expect(await rewards(exploding)).toBeNull();
});
