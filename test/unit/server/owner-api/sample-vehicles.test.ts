import { brands, site } from '../../../../src/generated/site';
import { ownerApiUnderTest } from '../../../support/owner-api';
import { apiHeaders, US } from '../../../support/server';

// site.json sampleVehicleIds (spec 002 §9): VINs the reference service takes as new vehicles of their brand, so a
// tester can add them to any demo owner's garage.
const {
  app,
  owners: { us },
} = ownerApiUnderTest({ us: 'michael.johnson@example.com' }, { accessTokenTtlSeconds: 600 });

const samples = brands.flatMap((b) =>
  (site.sampleVehicleIds[b.id] ?? []).map((vin) => [b.id, vin, b.makeCodes] as const),
);

it('has sample vehicles for every brand', () => {
  expect(new Set(samples.map(([brand]) => brand))).toEqual(new Set(brands.map((b) => b.id)));
});

it.each(samples)('adds the %s sample %s as a vehicle of that brand', async (_brand, vin, makeCodes) => {
  const res = await app.inject({
    method: 'POST',
    url: '/fs/api/v3/vehicles?locale=en-us',
    headers: { ...apiHeaders(us.access_token, US.consumerKey), vin },
  });
  expect(res.statusCode).toBe(200);
  expect(makeCodes).toContain(res.json().data.make);
});
