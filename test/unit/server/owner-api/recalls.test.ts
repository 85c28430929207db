import { ownerApiUnderTest } from '../../../support/owner-api';
import { apiHeaders, US } from '../../../support/server';

const {
  app,
  owners: { us },
} = ownerApiUnderTest({ us: 'michael.johnson@example.com' }, { accessTokenTtlSeconds: 600 });
const recalls = (vin?: string) =>
  app.inject({
    url: '/fs/api/v1/vehicles/recalls',
    headers: { ...apiHeaders(us.access_token, US.consumerKey), ...(vin ? { vin } : {}) },
  });

describe('recalls', () => {
  it("lists a vehicle's recalls, open first, each with its codes, dates and status", async () => {
    const res = await recalls('1FTFW1E87PFA10001');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.vin).toBe('1FTFW1E87PFA10001');
    expect(Number.isNaN(Date.parse(body.checkedAt))).toBe(false);
    expect(body.recalls).toEqual([
      {
        campaignId: '24S45',
        component: 'brakes',
        risk: 'crash',
        remedy: 'repair',
        status: 'open',
        issuedOn: '2026-09-18',
        remedyAvailable: true,
      },
      {
        campaignId: '23S12',
        component: 'software',
        risk: 'crash',
        remedy: 'softwareUpdate',
        status: 'remedied',
        issuedOn: '2024-11-05',
        remedyAvailable: true,
        remediedOn: '2025-01-20',
      },
    ]);
  });

  it('names the date and the dealer of a booked remedy', async () => {
    const [booked] = (await recalls('1FMCU9J97PUA20002')).json().recalls;
    expect(booked).toMatchObject({ status: 'scheduled', scheduledFor: '2026-12-09' });
    expect(typeof booked.dealerName).toBe('string');
  });

  it('answers an empty list, with the time of the check, for a vehicle without any', async () => {
    const body = (await recalls('5LM5J7XC4PGL30003')).json();
    expect(body.recalls).toEqual([]);
    expect(typeof body.checkedAt).toBe('string');
  });

  it("refuses a vehicle that is not in the owner's garage (404) and a missing vin (400)", async () => {
    expect((await recalls('WF0XXXGCDXPA12345')).statusCode).toBe(404); // Anna's, not his
    expect((await recalls()).statusCode).toBe(400);
  });
});
