import { ownerApiUnderTest } from '../../../support/owner-api';
import { apiHeaders, US } from '../../../support/server';

// Every exchange is held to the OpenAPI document (test/support/contract.ts): each answer below, 2xx or 4xx, matches
// featureGuideResponse or errorResponse, with no field outside them.
const {
  app,
  owners: { us, fr },
} = ownerApiUnderTest(
  { us: 'michael.johnson@example.com', fr: 'lucas.martin@example.com' },
  { accessTokenTtlSeconds: 600 },
);
const F150 = '1FTFW1E87PFA10001'; // Michael's 2023 F-150
const ESCAPE = '1FMCU9J97PUA20002'; // Michael's 2019 Escape
const GRAND_MARQUIS = '2MEHM75W8YX600005'; // Michael's 2000 Mercury Grand Marquis
const MACH_E = 'WF0NXXGCHNRC98765'; // Lucas's 2024 Mustang Mach-E
const KUGA = 'WF0XXXGCDXPA12345'; // Anna's, in no garage of the owners signed in here

const guide = (vin: string | undefined, tokens = us) =>
  app.inject({
    url: '/fs/api/v1/vehicles/feature-guide',
    headers: { ...apiHeaders(tokens.access_token, US.consumerKey), ...(vin ? { vin } : {}) },
  });

describe('the feature guide', () => {
  it("names the vehicle's model and year, and the articles its features have, in the catalogue's order", async () => {
    const res = await guide(F150);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      vin: F150,
      model: 'F-150',
      modelYear: 2023,
      articles: [
        'pair-phone',
        'phone-projection',
        'remote-app',
        'adaptive-cruise',
        'lane-keeping',
        'trailer-assist',
        'pro-power',
        'tyre-pressure',
        'service-reminder',
      ],
    });
    expect(res.json().articles).not.toContain('charge-at-home');
  });

  it('gives an electric model its charging articles and no service reminder', async () => {
    const res = await guide(MACH_E, fr);
    expect(res.json()).toEqual({
      vin: MACH_E,
      model: 'Mustang Mach-E',
      modelYear: 2024,
      articles: [
        'pair-phone',
        'phone-projection',
        'remote-app',
        'adaptive-cruise',
        'lane-keeping',
        'charge-at-home',
        'charge-on-trip',
        'one-pedal',
        'tyre-pressure',
      ],
    });
  });

  it('leaves out the features that came after the model year (a 2019 Escape has no remote app)', async () => {
    expect((await guide(ESCAPE)).json().articles).toEqual([
      'pair-phone',
      'phone-projection',
      'adaptive-cruise',
      'lane-keeping',
      'tyre-pressure',
      'service-reminder',
    ]);
  });

  it('answers an empty list for a vehicle older than every feature (the 2000 Grand Marquis)', async () => {
    const res = await guide(GRAND_MARQUIS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ vin: GRAND_MARQUIS, model: 'Grand Marquis', modelYear: 2000, articles: [] });
  });

  it("refuses a vehicle not in the owner's garage with 404, and a call without a vin with 400", async () => {
    for (const res of [await guide(KUGA), await guide(MACH_E)]) {
      expect([res.statusCode, res.json().message]).toEqual([404, 'vehicle not in the garage']);
    }
    const missing = await guide(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("'vin'");
  });
});
