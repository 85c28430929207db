import { loadLoyalty } from '../../../../src/features/profile/sagas/loyalty';
import { profile, selectLoyalty, type ProfileState } from '../../../../src/features/profile/slice';
import { programQuery } from '../../../../src/lib/market/market-query-values';
import { fakeServices } from '../../../support/app-services';
import { runSaga } from '../../../support/saga';

describe('the programme query (001 §7)', () => {
  it('three upper-case letters, and the language the country names (en-us in the US) whatever the page language', () => {
    expect(
      programQuery({ threeLetterCountryCode: 'usa', loyaltyLanguageCode: 'en-us', languageRegionCode: 'es-us' }),
    ).toEqual({ programCountry: 'USA', languageCode: 'en-us' });
    expect(programQuery({ threeLetterCountryCode: 'CAN', languageRegionCode: 'fr-ca' })).toEqual({
      programCountry: 'CAN',
      languageCode: 'fr-ca',
    });
  });

  // That every shipped US entry names en-us is a fact of the data: test/unit/generator/market-data.test.ts pins it.
});

describe('loading the points and the activity', () => {
  const load = async (api: Partial<ReturnType<typeof fakeServices>['services']['profileApi']>) => {
    const { services } = fakeServices();
    const run = await runSaga({
      slices: [profile],
      context: { ...services, profileApi: { ...services.profileApi, ...api } },
      saga: loadLoyalty,
    });
    return selectLoyalty(run.state as { profile: ProfileState });
  };
  const activity = [{ date: '2026-11-02', description: 'Service visit', points: 1500 }];

  it('shows both', async () => {
    expect(
      await load({
        points: async () => ({ kind: 'ok', status: 200, data: { points: { total: 12500, expiring: 1500 } } }),
        rewardsActivity: async () => ({ kind: 'ok', status: 200, data: { activity } }),
      }),
    ).toEqual({ status: 'loaded', total: 12500, expiring: 1500, activity });
  });

  it('a failed activity still shows the points', async () => {
    expect(
      await load({
        points: async () => ({ kind: 'ok', status: 200, data: { points: { total: 10, expiring: 0 } } }),
        rewardsActivity: async () => ({ kind: 'error', status: 503, message: 'down' }),
      }),
    ).toMatchObject({ status: 'loaded', total: 10, activity: null });
  });

  it('asks for the points and the activity side by side, not one after the other', async () => {
    // The points answer only once the activity has been asked for: asked one after the other, they never would.
    let activityAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => {
      activityAsked = resolve;
    });
    expect(
      await load({
        points: async () => {
          await asked;
          return { kind: 'ok', status: 200, data: { points: { total: 7, expiring: 0 } } };
        },
        rewardsActivity: async () => {
          activityAsked();
          return { kind: 'ok', status: 200, data: { activity } };
        },
      }),
    ).toEqual({ status: 'loaded', total: 7, expiring: 0, activity });
  });

  it('failed points: the card says so', async () => {
    expect((await load({ points: async () => ({ kind: 'error', status: 503, message: 'down' }) })).status).toBe(
      'failed',
    );
  });
});
