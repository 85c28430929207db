import { createApiClient } from '../../../../src/api/client';
import {
  DEALER_REQUEST_ERROR,
  DEALER_TRANSFORMATION_ERROR,
  dealerServices,
  getDealerDetails,
} from '../../../../src/features/dealer/dealer-details';
import type { RawDealer } from '../../../../src/generated/types/api/owner';
import { fakeFetch, market, staticToken, type FakeAnswer } from '../../../support/api-fakes';

const raw: RawDealer = {
  dealerCode: '12345',
  dealerGroup: 'G',
  name: 'Main Street Motors',
  street: '1 Main St',
  town: 'Springfield',
  postalCode: '12345',
  openingHours: [{ day: 'MON', open: '08:00', close: '18:00' }],
  delivery: true,
  phone: '555',
  appointments: { nextAppointmentDate: '2026-01-05', AM: true, PM: false, weekend: false },
  filterDeliveryServices: '["pickup"]',
  filterDidServices: '[]',
  filterRegularServices: '["oil","tyres"]',
};
const request = { locale: 'en-us', dealerId: 'D1', dealerCode: '12345' };

async function dealers(answer: FakeAnswer, req: Parameters<typeof getDealerDetails>[1] = request) {
  const { fetch, seen } = fakeFetch(() => answer);
  const api = createApiClient({ market: market('product/en-us'), fetch, tokens: staticToken('t'), webview: false });
  return { result: await getDealerDetails(api, req), seen };
}

it('asks for the dealer by locale, id and code, with the vin as the vehicle query', async () => {
  const { seen } = await dealers({ status: 200, body: { dealers: [] } }, { ...request, vin: '1FTEW1EP5JFA00001' });
  expect(seen[0]?.url).toBe('/dealer/api/v1/dealers/en-us/D1/12345?vehicle=1FTEW1EP5JFA00001');
});

it('parses the three filter lists from their JSON text', async () => {
  const { result } = await dealers({ status: 200, body: { dealers: [raw] } });
  expect(result.kind === 'ok' && result.dealers[0]).toMatchObject({
    filterDeliveryServices: ['pickup'],
    filterDidServices: [],
    filterRegularServices: ['oil', 'tyres'],
  });
});

it('defaults the derived fields', async () => {
  const { result } = await dealers({ status: 200, body: { dealers: [raw] } });
  expect(result.kind === 'ok' && result.dealers[0]).toMatchObject({
    rating: 0,
    distance: 0,
    location: null,
    type: 'dealer',
    specialServices: [],
    name: 'Main Street Motors',
  });
});

it('reports a filter list that is not JSON as the transformation error', async () => {
  const { result } = await dealers({ status: 200, body: { dealers: [{ ...raw, filterDidServices: '[oil' }] } });
  expect(result).toEqual({ kind: 'error', errorCode: DEALER_TRANSFORMATION_ERROR });
  expect(DEALER_TRANSFORMATION_ERROR).toBe('DEALER_SERVICES_CLIENT_TRANSFORMATION_ERROR');
});

it('reports a filter list that is JSON but not a list of names as the transformation error', async () => {
  const { result } = await dealers({ status: 200, body: { dealers: [{ ...raw, filterRegularServices: '{"a":1}' }] } });
  expect(result).toEqual({ kind: 'error', errorCode: DEALER_TRANSFORMATION_ERROR });
});

it('maps a service error from the first dataError only', async () => {
  const dataErrors = [
    { errorCode: 'DEALER_NOT_FOUND', errorMessage: 'No dealer 12345', statusCode: 404 },
    { errorCode: 'OTHER', errorMessage: 'ignored', statusCode: 500 },
  ];
  const { result } = await dealers({ status: 404, body: { dataErrors } });
  expect(result).toEqual({
    kind: 'error',
    errorCode: 'DEALER_NOT_FOUND',
    errorMessage: 'No dealer 12345',
    statusCode: 404,
  });
});

it('maps dataErrors sent with a 200 answer too', async () => {
  const { result } = await dealers({
    status: 200,
    body: { dataErrors: [{ errorCode: 'E1', errorMessage: 'm', statusCode: 503 }] },
  });
  expect(result).toEqual({ kind: 'error', errorCode: 'E1', errorMessage: 'm', statusCode: 503 });
});

it('reports a failure without dataErrors under the request error code with the HTTP status', async () => {
  const { result } = await dealers({ status: 502, text: 'bad gateway' });
  expect(result).toMatchObject({ kind: 'error', errorCode: DEALER_REQUEST_ERROR, statusCode: 502 });
});

describe('the services a dealer card lists', () => {
  const names: Record<string, string> = { 'PICKUP-DELIVERY': 'Pickup and delivery', 'OIL-CHANGE': 'Oil change' };
  const nameOf = (code: string) => names[code] ?? code;
  const none = { filterRegularServices: [], filterDeliveryServices: [], filterDidServices: [] };

  it('says delivery once: a delivery service code covers the delivery flag', () => {
    const dealer = { ...none, filterDeliveryServices: ['PICKUP-DELIVERY'], delivery: true };
    expect(dealerServices(dealer, nameOf, 'Vehicle pick-up and delivery')).toEqual(['Pickup and delivery']);
  });

  it('names the delivery flag where no service says it, and each service once', () => {
    const dealer = { ...none, filterRegularServices: ['OIL-CHANGE', 'OIL-CHANGE'], delivery: true };
    expect(dealerServices(dealer, nameOf, 'Vehicle pick-up and delivery')).toEqual([
      'Oil change',
      'Vehicle pick-up and delivery',
    ]);
  });
});
