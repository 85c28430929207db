import { markets } from '../../../../src/generated/markets/local';
import { site } from '../../../../src/generated/site';
import { addDays, isoDayOf } from '../../../../src/lib/dates/day-window';
import { ownerApiUnderTest } from '../../../support/owner-api';
import { apiHeaders, US } from '../../../support/server';

const {
  app,
  clock,
  owners: { us, th },
} = ownerApiUnderTest(
  { us: 'michael.johnson@example.com', th: 'somchai.jaidee@example.com' },
  { accessTokenTtlSeconds: 600 },
);
const F150 = '1FTFW1E87PFA10001';
const booking = (
  method: 'POST' | 'DELETE',
  campaignId: string,
  vin: string,
  body?: unknown,
  token = () => us.access_token,
  consumerKey = US.consumerKey,
) =>
  app.inject({
    method,
    url: `/fs/api/v1/vehicles/recalls/${campaignId}/booking`,
    headers: { ...apiHeaders(token(), consumerKey), vin },
    ...(body === undefined ? {} : { payload: body }),
  });
/** A day counted from the service's today (its test clock). */
const day = (offset: number) => addDays(isoDayOf(clock.now().getTime()), offset);
const { bookingEarliestDays, bookingLatestDays } = site.recalls;

describe("booking a recall's free remedy with the preferred dealer", () => {
  it('books an open recall on a day of the window, and the recalls list shows it booked; cancelling opens it again', async () => {
    const date = day(bookingEarliestDays + 3);
    const booked = await booking('POST', '24S45', F150, { date });
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toMatchObject({ campaignId: '24S45', status: 'scheduled', scheduledFor: date });
    expect(booked.json().dealerName).toEqual(expect.any(String)); // his preferred dealer's
    const list = await app.inject({
      url: '/fs/api/v1/vehicles/recalls',
      headers: { ...apiHeaders(us.access_token, US.consumerKey), vin: F150 },
    });
    expect(list.json().recalls[0]).toMatchObject({ campaignId: '24S45', status: 'scheduled', scheduledFor: date });
    expect((await booking('POST', '24S45', F150, { date })).statusCode).toBe(409); // booked already
    const cancelled = await booking('DELETE', '24S45', F150);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'open' });
    expect(cancelled.json().scheduledFor).toBeUndefined();
    expect((await booking('DELETE', '24S45', F150)).statusCode).toBe(409); // nothing booked
  });

  it('refuses a day outside the window, or no day, with 400 and a reason, and books nothing', async () => {
    for (const date of [day(bookingEarliestDays - 1), day(bookingLatestDays + 1), '2026-02-30']) {
      const res = await booking('POST', '24S45', F150, { date });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/can be booked from|is not a date/);
    }
    expect((await booking('POST', '24S45', F150, {})).statusCode).toBe(400);
    expect((await booking('DELETE', '24S45', F150)).statusCode).toBe(409); // still open
  });

  it('refuses a remedied recall, a recall of another vehicle and a vehicle of another garage', async () => {
    const date = day(bookingEarliestDays);
    expect((await booking('POST', '23S12', F150, { date })).statusCode).toBe(409); // remedied
    expect((await booking('POST', '24R09', F150, { date })).statusCode).toBe(404); // not this vehicle's
    expect((await booking('POST', '24R09', 'WF0XXXGCDXPA12345', { date })).statusCode).toBe(404); // Anna's
  });

  it('refuses an owner without a preferred dealer: the remedy is booked with it', async () => {
    const res = await booking(
      'POST',
      '24R09',
      'MNCUMFF80RW654321',
      { date: day(bookingEarliestDays) },
      () => th.access_token,
      markets.find((m) => m.id === 'product/th-th')!.consumerKey,
    );
    expect([res.statusCode, res.json().message]).toEqual([409, expect.stringMatching(/preferred dealer/)]);
  });
});
