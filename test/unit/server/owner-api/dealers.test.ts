import type { FastifyInstance } from 'fastify';
import { markets } from '../../../../src/generated/markets/local';
import { dealerCountries } from '../../../../src/server/owner-api/dealer-countries';
import type { HttpClient } from '../../../support/http';
import { json } from '../../../support/owner-api';
import { apiHeaders, DE, signIn, startService, tempDir, testClock, US, type Tokens } from '../../../support/server';
import { SERVICE_START_TIMEOUT_MS } from '../../../support/timeouts';

const GB = markets.find((m) => m.id === 'product/en-gb')!;
const tmp = tempDir();
const clock = testClock();
let server: FastifyInstance;
let app: HttpClient;
let gb: Tokens;
let us: Tokens;
let anna: Tokens; // product/de-de
beforeAll(async () => {
  ({ server, app } = await startService({
    dbFile: tmp.dbFile,
    now: clock.now,
    accessTokenTtlSeconds: 3600,
    logLevel: 'silent',
  }));
  gb = await signIn(app, 'james.wilson@example.com');
  us = await signIn(app, 'michael.johnson@example.com');
  anna = await signIn(app, 'anna.schneider@example.com');
}, SERVICE_START_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  tmp.remove();
});

const gbHeaders = () => apiHeaders(gb.access_token, GB.consumerKey);
const usHeaders = () => apiHeaders(us.access_token, US.consumerKey);
const deHeaders = () => apiHeaders(anna.access_token, DE.consumerKey);
const search = (query: string, headers = gbHeaders()) =>
  app.inject({ url: `/dealer/api/v1/dealers/search?${query}`, headers });
const names = async (query: string) => ((await search(query)).json().dealers as { name: string }[]).map((d) => d.name);

describe('dealer search', () => {
  it('finds dealers of the country by part of the name or the start of the postal code (spaces and case ignored)', async () => {
    expect(await names('country=GBR&q=thames')).toEqual(['Thames Motors Oxford', 'Thames Motors Reading']);
    expect(await names('country=GBR&q=ox20hp')).toEqual(['Thames Motors Oxford']);
    expect(await names('country=GBR&q=LS3')).toEqual(['Pennine Motors Leeds']);
    expect(await names('country=GBR&q=Motors')).toHaveLength(3);
    expect(await names('country=GBR&q=%25')).toEqual([]);
  });

  it('answers raw dealers: filter lists as JSON text, with the id for the details call', async () => {
    const [dealer] = (await search('country=GBR&q=Oxford')).json().dealers;
    expect(dealer).toMatchObject({ dealerCode: 'GB-20915', dealerId: '20915', postalCode: 'OX2 0HP' });
    expect(JSON.parse(dealer.filterRegularServices)).toEqual(['MOT', 'SERVICING', 'TYRE-CHANGE']);
    // No region where the country's addresses name none; the US state where they do.
    expect(dealer.region).toBeUndefined();
    const [annArbor] = (await search('country=USA&q=48104', apiHeaders(us.access_token, US.consumerKey))).json()
      .dealers;
    expect(annArbor).toMatchObject({ town: 'Ann Arbor', region: 'MI', postalCode: '48104' });
  });

  it('has at least three dealers in GB and the US', async () => {
    expect(await names('country=GBR&q=Motors')).toHaveLength(3);
    const usNames = (
      (await search('country=USA&q=L', apiHeaders(us.access_token, US.consumerKey))).json().dealers as unknown[]
    ).length;
    expect(usNames).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['country=GBR', "querystring must have required property 'q'"],
    ['q=Oxford', "querystring must have required property 'country'"],
    ['country=gbr&q=Oxford', 'querystring.country must match pattern'],
    ['country=GB&q=Oxford', 'querystring.country must match pattern'],
    ['country=GBR&q=', 'querystring.q must NOT have fewer than 1 characters'],
    [`country=GBR&q=${'x'.repeat(61)}`, 'querystring.q must NOT have more than 60 characters'],
    ['country=GBR&q=%20%20', 'q must not be blank'],
    ['country=CHE&q=Zurich', 'country CHE is not a dealer country'],
    ['country=USA&q=Lakeside', "dealers are searched in the owner's country (GBR) only"],
    ['country=GBR&q=Oxford&x=1', "must NOT have additional property 'x'"],
  ])('%s is refused with 400 and its reason', async (query, reason) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(reason);
  });

  it('the dealer-country list has three-letter upper-case codes', () => {
    for (const c of dealerCountries) expect(c).toMatch(/^[A-Z]{3}$/);
    expect(dealerCountries).toEqual(expect.arrayContaining(['GBR', 'USA', 'DEU']));
  });
});

describe('the preferred dealer', () => {
  const put = (dealerCode: unknown) =>
    app.inject({
      method: 'PUT',
      url: '/owner/api/v2/preferred-dealer',
      headers: { ...gbHeaders(), 'content-type': 'application/json' },
      payload: JSON.stringify({ dealerCode }),
    });
  const current = async () =>
    (await app.inject({ url: '/owner/api/v2/preferred-dealer', headers: gbHeaders() })).json();

  it('answers the code and id of the current one', async () => {
    expect(await current()).toEqual({ dealerCode: 'GB-20871', dealerId: '20871' });
  });

  it.each([
    ['GB-99999', 'unknown dealer GB-99999'],
    ['US-30115', "dealer US-30115 is not in the owner's country (GBR)"],
    ['bad code!', 'body.dealerCode must match pattern'],
    [42, 'body.dealerCode must be string'],
  ])('refuses %j with 400: %s', async (code, reason) => {
    const res = await put(code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(reason);
    expect(await current()).toEqual({ dealerCode: 'GB-20871', dealerId: '20871' });
  });

  it("stores a dealer of the owner's country", async () => {
    const res = await put('GB-20915');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ dealerCode: 'GB-20915', dealerId: '20915' });
    expect(await current()).toEqual({ dealerCode: 'GB-20915', dealerId: '20915' });
  });

  it('the German owner cannot take a British dealer', async () => {
    const de = await signIn(app, 'anna.schneider@example.com');
    const res = await app.inject({
      method: 'PUT',
      url: '/owner/api/v2/preferred-dealer',
      headers: { ...apiHeaders(de.access_token, DE.consumerKey), 'content-type': 'application/json' },
      payload: '{"dealerCode":"GB-20915"}',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('loyalty and dealers', () => {
  it("aggregate points of the owner's programme; none in another country", async () => {
    const res = await app.inject({
      url: '/owner/api/v2/loyalty/aggregate-points?programCountry=USA&languageCode=en-us',
      headers: usHeaders(),
    });
    expect(res.json()).toEqual({ points: { total: 12500, expiring: 1500 } });
    const other = await app.inject({
      url: '/owner/api/v2/loyalty/aggregate-points?programCountry=CAN&languageCode=en-ca',
      headers: usHeaders(),
    });
    expect(other.json()).toEqual({ points: { total: 0, expiring: 0 } });
    expect(
      (await app.inject({ url: '/owner/api/v2/loyalty/aggregate-points?programCountry=USA', headers: usHeaders() }))
        .statusCode,
    ).toBe(400);
  });

  it('preferred-dealer rewards need the Program-Country and Reward-Program headers', async () => {
    const url = '/owner/api/v2/preferred-dealer/rewards';
    const without = await app.inject({
      method: 'POST',
      url,
      headers: json(usHeaders()),
      payload: { dealerCode: 'US-30115' },
    });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toContain('program-country');
    const headers = json({ ...usHeaders(), 'Program-Country': 'USA', 'Reward-Program': 'OWNER' });
    const res = await app.inject({ method: 'POST', url, headers, payload: { dealerCode: 'US-30115' } });
    expect(res.json()).toEqual({ dealerCode: 'US-30115', rewardPoints: 500 });
    expect((await app.inject({ method: 'POST', url, headers, payload: { dealerCode: 'NOPE' } })).statusCode).toBe(404);
  });

  it('dealer details send the filter lists as JSON text', async () => {
    const res = await app.inject({
      url: '/dealer/api/v1/dealers/de-de/10442/DE-10442?vehicle=WF0XXXGCDXPA12345',
      headers: deHeaders(),
    });
    expect(res.statusCode).toBe(200);
    const [dealer] = res.json().dealers;
    expect(dealer).toMatchObject({
      dealerCode: 'DE-10442',
      town: 'Köln',
      delivery: true,
      appointments: { AM: true, PM: false },
    });
    expect(typeof dealer.filterRegularServices).toBe('string');
    expect(JSON.parse(dealer.filterRegularServices)).toEqual(['OIL-CHANGE', 'TYRE-CHANGE', 'INSPECTION']);
  });

  it('an unknown dealer is HTTP 404 with a DEALER_NOT_FOUND data error', async () => {
    const res = await app.inject({ url: '/dealer/api/v1/dealers/de-de/99999/DE-99999', headers: deHeaders() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      dataErrors: [{ errorCode: 'DEALER_NOT_FOUND', errorMessage: expect.any(String), statusCode: 404 }],
    });
  });

  it('refuses malformed dealer parameters with 400', async () => {
    expect(
      (await app.inject({ url: '/dealer/api/v1/dealers/german/10442/DE-10442', headers: deHeaders() })).statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ url: '/dealer/api/v1/dealers/de-de/10442/DE-10442?vehicle=short', headers: deHeaders() }))
        .statusCode,
    ).toBe(400);
  });
});
