import { createOffersApi } from '../../../../src/features/offers/api';
import { offersQueryFor } from '../../../../src/features/offers/query';
import { loadOffers } from '../../../../src/features/offers/sagas/offers';
import { offersLoaded, offersRequested, offersSlice, type OffersState } from '../../../../src/features/offers/slice';
import { brands } from '../../../../src/generated/site';
import type { Offer } from '../../../../src/generated/types/api/owner';
import { runSaga } from '../../../support/saga';
import { failed, ok, testClient, type Answers } from '../../../support/test-client';

const offer: Offer = {
  offerId: 'SVC-US-OIL',
  category: 'service',
  title: 'Oil change',
  description: 'Twenty off.',
  validFrom: '2026-11-01',
  validUntil: '2026-12-31',
  vin: '1FTFW1E87PFA10001',
  code: 'SERVICE20',
};
const query = { locale: 'en-us', country: 'USA', brand: 'F' } as const;

async function run(answers: Answers) {
  const client = testClient(answers);
  const r = await runSaga({
    slices: [offersSlice],
    context: { offersApi: createOffersApi(client), webview: false, log: () => undefined },
    saga: loadOffers as never,
    action: offersRequested(query) as never,
  });
  return { client, state: r.state.offers as OffersState };
}

it("asks for the page's market's offers and keeps them", async () => {
  const { client, state } = await run({ offers: ok({ consented: true, offers: [offer] }) } as Answers);
  expect(client.callsOf('offers').map((c) => c.options)).toEqual([{ query }]);
  expect(state).toEqual({ status: 'loaded', consented: true, offers: [offer] });
});

it('shows no offer to an owner who said no, even were the answer to carry some', () => {
  const state = offersSlice.reducer(undefined, offersLoaded({ consented: false, offers: [offer] }));
  expect(state.offers).toEqual([]);
});

it('a failure leaves no offers and no error to show', async () => {
  const { state } = await run({ offers: failed(503) } as Answers);
  expect(state).toEqual({ status: 'failed', consented: false, offers: [] });
});

describe('the offers call of a page', () => {
  const usa = { languageRegionCode: 'en-us', threeLetterCountryCode: 'USA' };

  it("names each brand by the code its data gives (the offers service's own)", () => {
    for (const brand of brands)
      expect(offersQueryFor(usa, brand)).toEqual(
        brand.offersBrandCode ? { locale: 'en-us', country: 'USA', brand: brand.offersBrandCode } : undefined,
      );
    expect(brands.map((b) => b.offersBrandCode)).toEqual(['F', 'L']);
  });

  it('is not made for a brand whose data names no offers code, nor without a brand', () => {
    expect(offersQueryFor(usa, {})).toBeUndefined();
    expect(offersQueryFor(usa, undefined)).toBeUndefined();
  });
});
