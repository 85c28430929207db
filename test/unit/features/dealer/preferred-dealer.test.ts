import type { ApiResult } from '../../../../src/api/client';
import { createApiClient } from '../../../../src/api/client';
import type { DealerApi } from '../../../../src/features/dealer/api';
import { createDealerApi } from '../../../../src/features/dealer/api';
import { dealerErrorKey } from '../../../../src/features/dealer/components/dealer-error';
import {
  DEALER_REQUEST_ERROR,
  DEALER_TRANSFORMATION_ERROR,
  toDealer,
  toDealerResult,
  type Dealer,
  type DealerResult,
} from '../../../../src/features/dealer/dealer-details';
import {
  loadDetails,
  loadPreferred,
  search,
  searchAgain,
  searchText,
  setPreferred,
} from '../../../../src/features/dealer/sagas/dealer';
import {
  dealerSelected,
  newVehiclesOnlyChanged,
  preferredDealer,
  preferredDealerOpened,
  searchLoaded,
  searchRequested,
  selectPreferredDealer,
  setPreferredRequested,
  type PreferredDealerState,
} from '../../../../src/features/dealer/slice';
import type {
  DealerRewardsResponse,
  PreferredDealerResponse,
  RawDealer,
} from '../../../../src/generated/types/api/owner';
import { sessionExpired } from '../../../../src/lib/auth/session-events';
import { notify } from '../../../../src/lib/events/notification';
import { fakeFetch, market, staticToken } from '../../../support/api-fakes';
import { runSaga } from '../../../support/saga';

const raw: RawDealer = {
  dealerCode: 'GB-20915',
  dealerId: '20915',
  dealerGroup: 'Thames',
  name: 'Thames Motors Oxford',
  street: '220 Botley Road',
  town: 'Oxford',
  postalCode: 'OX2 0HP',
  openingHours: [{ day: 'Monday', open: '08:00', close: '18:00' }],
  delivery: true,
  phone: '+44 1865 496 0315',
  appointments: { nextAppointmentDate: '2026-12-03', AM: true, PM: true, weekend: true },
  filterDeliveryServices: '["Collection"]',
  filterDidServices: '[]',
  filterRegularServices: '["MOT","Servicing"]',
};
const dealer: Dealer = toDealer(raw);

describe('the dealer transformation (001 §3.6)', () => {
  it('parses the filter lists and defaults the derived fields, keeping the id', () => {
    expect(dealer).toMatchObject({
      dealerId: '20915',
      filterDeliveryServices: ['Collection'],
      filterDidServices: [],
      filterRegularServices: ['MOT', 'Servicing'],
      rating: 0,
      distance: 0,
      location: null,
      type: 'dealer',
      specialServices: [],
    });
  });

  it('a search answer with one bad filter list is the transformation error', () => {
    const result = toDealerResult({
      kind: 'ok',
      status: 200,
      data: { dealers: [raw, { ...raw, filterDidServices: 'not json' }] },
    });
    expect(result).toEqual({ kind: 'error', errorCode: DEALER_TRANSFORMATION_ERROR });
  });
});

describe('dealer errors (001 §8)', () => {
  it('a service error is mapped from the first dataError', () => {
    const body = {
      dataErrors: [
        { errorCode: 'DEALER_DOWN', errorMessage: 'maintenance', statusCode: 503 },
        { errorCode: 'X', errorMessage: 'y', statusCode: 500 },
      ],
    };
    expect(toDealerResult({ kind: 'error', status: 503, message: 'maintenance', body })).toEqual({
      kind: 'error',
      errorCode: 'DEALER_DOWN',
      errorMessage: 'maintenance',
      statusCode: 503,
    });
  });

  it('a refusal without dataErrors (a bad search) is the request error with its status and reason', () => {
    const result = toDealerResult({
      kind: 'error',
      status: 400,
      message: 'q must not be blank',
      body: { statusCode: 400, error: 'Bad Request', message: 'q must not be blank' },
    });
    expect(result).toEqual({
      kind: 'error',
      errorCode: DEALER_REQUEST_ERROR,
      errorMessage: 'q must not be blank',
      statusCode: 400,
    });
  });

  it.each([
    [{ errorCode: DEALER_TRANSFORMATION_ERROR }, 'dealer.error.transformation'],
    [{ errorCode: 'DEALER_NOT_FOUND', statusCode: 404 }, 'dealer.error.notFound'],
    [{ errorCode: DEALER_REQUEST_ERROR, statusCode: 503 }, 'dealer.error.service'],
  ])('%j is said as %s', (error, key) => {
    expect(dealerErrorKey(error)).toBe(key);
  });
});

describe('the search call', () => {
  it('asks for the market country (three letters) and the text, and transforms the answer', async () => {
    const { fetch, seen } = fakeFetch(() => ({ status: 200, body: { dealers: [raw] } }));
    const api = createDealerApi(
      createApiClient({ market: market('product/en-gb'), fetch, tokens: staticToken('t'), webview: false }),
      market('product/en-gb'),
    );
    const result = await api.search('OX2 0HP');
    expect(seen[0]?.url).toBe('/dealer/api/v1/dealers/search?country=GBR&q=OX2+0HP');
    expect(result.kind === 'ok' && result.dealers.map((d) => d.name)).toEqual(['Thames Motors Oxford']);
  });

  it('among the dealers that sell new vehicles: the nvcDealers call, each answered dealer marked as selling them', async () => {
    const { fetch, seen } = fakeFetch(() => ({ status: 200, body: { dealers: [raw] } }));
    const api = createDealerApi(
      createApiClient({ market: market('product/en-gb'), fetch, tokens: staticToken('t'), webview: false }),
      market('product/en-gb'),
    );
    const result = await api.searchNewVehicles('OX2 0HP');
    expect(seen[0]?.url).toBe('/dealer/api/v1/dealers/nvc?country=GBR&q=OX2+0HP');
    // raw says nothing of new vehicles: the call's answer does.
    expect(result.kind === 'ok' && result.dealers.map((d) => [d.name, d.sellsNewVehicles])).toEqual([
      ['Thames Motors Oxford', true],
    ]);
  });

  it("an nvcDealers refusal is mapped as the search's", async () => {
    const body = { dataErrors: [{ errorCode: 'DEALER_DOWN', errorMessage: 'maintenance', statusCode: 503 }] };
    const { fetch } = fakeFetch(() => ({ status: 503, body }));
    const api = createDealerApi(
      createApiClient({ market: market('product/en-gb'), fetch, tokens: staticToken('t'), webview: false }),
      market('product/en-gb'),
    );
    await expect(api.searchNewVehicles('Oxford')).resolves.toEqual({
      kind: 'error',
      errorCode: 'DEALER_DOWN',
      errorMessage: 'maintenance',
      statusCode: 503,
    });
  });

  it.each([
    ['', null],
    ['   ', null],
    [' Oxford ', 'Oxford'],
    ['x'.repeat(60), 'x'.repeat(60)],
    ['x'.repeat(61), null],
  ])('search text %j → %j', (q, sent) => {
    expect(searchText(q)).toBe(sent);
  });
});

describe('the sagas', () => {
  const ok = <T>(data: T): ApiResult<T> => ({ kind: 'ok', status: 200, data });
  function fakeApi(over: Partial<DealerApi> = {}) {
    const asked: string[] = [];
    const api: DealerApi = {
      preferred: async () => ok<PreferredDealerResponse>({ dealerCode: 'GB-20871', dealerId: '20871' }),
      details: async (id, code) => {
        asked.push(`details ${id}/${code}`);
        return { kind: 'ok', dealers: [{ ...dealer, dealerCode: code, dealerId: id }] };
      },
      search: async (q) => {
        asked.push(`search ${q}`);
        return { kind: 'ok', dealers: [dealer] };
      },
      searchNewVehicles: async (q) => {
        asked.push(`new-vehicle search ${q}`);
        return { kind: 'ok', dealers: [{ ...dealer, sellsNewVehicles: true }] };
      },
      setPreferred: async (code) => {
        asked.push(`set ${code}`);
        return ok<PreferredDealerResponse>({ dealerCode: code, dealerId: '20915' });
      },
      rewards: async (code) => {
        asked.push(`rewards ${code}`);
        return { dealerCode: code, rewardPoints: 150 };
      },
      ...over,
    };
    return { api, asked };
  }
  const run = async (
    saga: Parameters<typeof runSaga>[0]['saga'],
    action: Parameters<typeof runSaga>[0]['action'],
    api: DealerApi,
    before: NonNullable<Parameters<typeof runSaga>[0]['before']> = [],
  ) => {
    const r = await runSaga({
      slices: [preferredDealer],
      context: { dealerApi: api, webview: false, log: () => undefined },
      saga,
      action,
      before: [preferredDealerOpened(), ...before],
    });
    return { state: selectPreferredDealer(r.state as { preferredDealer: PreferredDealerState }), seen: r.seen };
  };

  it('loads the preferred dealer through the details call', async () => {
    const { api, asked } = fakeApi();
    const { state } = await run(loadPreferred, undefined, api);
    expect(asked).toEqual(['details 20871/GB-20871']);
    expect(state.preferred).toMatchObject({ status: 'loaded', dealer: { dealerCode: 'GB-20871' } });
  });

  it('no preferred dealer: loaded, none', async () => {
    const { api, asked } = fakeApi({
      preferred: async () => ok<PreferredDealerResponse>({ dealerCode: null, dealerId: null }),
    });
    const { state } = await run(loadPreferred, undefined, api);
    expect(asked).toEqual([]);
    expect(state.preferred).toEqual({ status: 'loaded', dealer: null, error: null });
  });

  it('a details error of the preferred dealer is kept as mapped', async () => {
    const error: DealerResult = { kind: 'error', errorCode: DEALER_TRANSFORMATION_ERROR };
    const { api } = fakeApi({ details: async () => error });
    const { state } = await run(loadPreferred, undefined, api);
    expect(state.preferred).toEqual({
      status: 'failed',
      dealer: null,
      error: { errorCode: DEALER_TRANSFORMATION_ERROR },
    });
  });

  it('a 401 starts sign-in', async () => {
    const { api } = fakeApi({ details: async () => ({ kind: 'unauthorized', signIn: true }) });
    const { seen } = await run(loadPreferred, undefined, api);
    expect(seen.some((a) => a.type === sessionExpired.type)).toBe(true);
  });

  it('searches with the trimmed text; a blank text is not sent', async () => {
    const { api, asked } = fakeApi();
    const found = await run(search, searchRequested(' Oxford '), api);
    expect(asked).toEqual(['search Oxford']);
    expect(found.state.search).toMatchObject({ status: 'loaded', results: [{ name: 'Thames Motors Oxford' }] });
    const blank = await run(search, searchRequested('  '), api);
    expect(asked).toEqual(['search Oxford']);
    expect(blank.state.search).toMatchObject({
      status: 'failed',
      error: { errorCode: DEALER_REQUEST_ERROR, statusCode: 400 },
    });
  });

  it('with "sells new vehicles" on, searches among the dealers that sell them; the filter stays for the next search', async () => {
    const { api, asked } = fakeApi();
    const { state } = await run(search, searchRequested('Oxford'), api, [newVehiclesOnlyChanged(true)]);
    expect(asked).toEqual(['new-vehicle search Oxford']);
    expect(state.search).toMatchObject({
      status: 'loaded',
      newVehiclesOnly: true,
      results: [{ name: 'Thames Motors Oxford', sellsNewVehicles: true }],
    });
  });

  it('turning the filter on or off makes the search already made again, with its text as sent', async () => {
    const { api } = fakeApi();
    const { seen } = await run(searchAgain, newVehiclesOnlyChanged(true), api, [
      searchRequested('Oxford'),
      searchLoaded([dealer]),
    ]);
    expect(seen).toContainEqual(searchRequested('Oxford'));
  });

  it('turning the filter on before any search searches nothing', async () => {
    const { api, asked } = fakeApi();
    const { seen, state } = await run(searchAgain, newVehiclesOnlyChanged(true), api);
    expect(seen.some((a) => a.type === searchRequested.type)).toBe(false);
    expect(asked).toEqual([]);
    expect(state.search).toMatchObject({ status: 'idle', newVehiclesOnly: true });
  });

  it('a failed new-vehicle search is shown as mapped, like any search', async () => {
    const { api } = fakeApi({
      searchNewVehicles: async () => ({ kind: 'error', errorCode: 'DEALER_DOWN', errorMessage: 'm', statusCode: 503 }),
    });
    const { state } = await run(search, searchRequested('Oxford'), api, [newVehiclesOnlyChanged(true)]);
    expect(state.search).toMatchObject({
      status: 'failed',
      error: { errorCode: 'DEALER_DOWN', errorMessage: 'm', statusCode: 503 },
    });
  });

  it('a search service error is shown as mapped', async () => {
    const { api } = fakeApi({
      search: async () => ({ kind: 'error', errorCode: 'DEALER_DOWN', errorMessage: 'm', statusCode: 503 }),
    });
    const { state } = await run(search, searchRequested('Oxford'), api);
    expect(state.search.error).toEqual({ errorCode: 'DEALER_DOWN', errorMessage: 'm', statusCode: 503 });
  });

  it('a thrown request is the request error', async () => {
    const { api } = fakeApi({
      details: async () => {
        throw new Error('bug');
      },
    });
    const { state } = await run(loadDetails, dealerSelected({ dealerId: '1', dealerCode: 'GB-1' }), api);
    expect(state.selected).toMatchObject({
      status: 'failed',
      error: { errorCode: DEALER_REQUEST_ERROR, errorMessage: 'bug' },
    });
  });

  it('setting the preferred dealer: stored, the dealer-consent-success notice, then the rewards', async () => {
    const { api, asked } = fakeApi();
    const { state, seen } = await run(setPreferred, setPreferredRequested(dealer), api);
    expect(asked).toEqual(['set GB-20915', 'rewards GB-20915']);
    expect(seen).toContainEqual(notify({ type: 'dealer-consent-success', messageKey: 'dealer.set.done' }));
    expect(state.preferred.dealer?.dealerCode).toBe('GB-20915');
    expect(state.rewardPoints).toBe(150);
    expect(state.saving).toBe(false);
  });

  it('rewards that fail are swallowed: the dealer is still set, no points, no error', async () => {
    const { api } = fakeApi({ rewards: async (): Promise<DealerRewardsResponse | null> => null });
    const { state, seen } = await run(setPreferred, setPreferredRequested(dealer), api);
    expect(state.preferred.dealer?.dealerCode).toBe('GB-20915');
    expect(state.rewardPoints).toBeNull();
    expect(state.saveError).toBeNull();
    expect(seen.some((a) => a.type === notify.type)).toBe(true);
  });

  it('rewards that throw are swallowed too', async () => {
    const { api } = fakeApi({
      rewards: async () => {
        throw new Error('bug');
      },
    });
    const { state } = await run(setPreferred, setPreferredRequested(dealer), api);
    expect(state.preferred.dealer?.dealerCode).toBe('GB-20915');
    expect(state.rewardPoints).toBeNull();
  });

  it('a refused change says so and shows no notice nor rewards', async () => {
    const { api, asked } = fakeApi({
      setPreferred: async () => ({ kind: 'error', status: 400, message: 'unknown dealer' }),
    });
    const { state, seen } = await run(setPreferred, setPreferredRequested(dealer), api);
    expect(asked).toEqual([]);
    expect(state.saveError).toBe('dealer.set.failed');
    expect(seen.some((a) => a.type === notify.type)).toBe(false);
  });
});
