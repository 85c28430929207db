import { createUnitsApi } from '../../../../src/features/units/api';
import { loadUnits, saveUnits } from '../../../../src/features/units/sagas/units';
import { units, unitsRequested, unitsSaveRequested, type UnitsState } from '../../../../src/ui/units/slice';
import { runSaga } from '../../../support/saga';
import { failed, ok, testClient, type Answers } from '../../../support/test-client';

async function run(
  saga: typeof loadUnits | typeof saveUnits,
  action: { type: string },
  answers: Answers,
  signedIn = true,
) {
  const client = testClient(answers);
  const r = await runSaga({
    slices: [units],
    context: {
      unitsApi: createUnitsApi(client),
      unitsForOwner: () => signedIn,
      webview: false,
      log: () => undefined,
    },
    saga: saga as never,
    action: action as never,
  });
  return { client, state: r.state.units as UnitsState };
}

describe('loading', () => {
  it('keeps the units the owner chose; the rest follow the market', async () => {
    const { state } = await run(loadUnits, unitsRequested(), {
      unitsOfMeasurement: ok({ units: { temperature: 'celsius' } }),
    } as Answers);
    expect(state).toMatchObject({ status: 'loaded', chosen: { temperature: 'celsius' } });
  });

  it('asks nothing when nobody is signed in: the market’s units', async () => {
    const { client, state } = await run(loadUnits, unitsRequested(), {} as Answers, false);
    expect(client.callsOf('unitsOfMeasurement')).toEqual([]);
    expect(state.status).toBe('market');
  });

  it('shows the market’s units when the call fails', async () => {
    const { state } = await run(loadUnits, unitsRequested(), { unitsOfMeasurement: failed(503) } as Answers);
    expect(state.status).toBe('market');
  });
});

describe('saving', () => {
  it('sends all four units, null for one that follows the market, and keeps the answer', async () => {
    const { client, state } = await run(saveUnits, unitsSaveRequested({ distance: 'km', tyrePressure: 'psi' }), {
      updateUnitsOfMeasurement: ok({ units: { distance: 'km', tyrePressure: 'psi' } }),
    } as Answers);
    expect(client.callsOf('updateUnitsOfMeasurement').map((c) => c.options)).toEqual([
      { body: { distance: 'km', fuelEconomy: null, tyrePressure: 'psi', temperature: null } },
    ]);
    expect(state).toMatchObject({
      status: 'loaded',
      chosen: { distance: 'km', tyrePressure: 'psi' },
      save: { status: 'saved' },
    });
  });

  it('says so when the save fails, and keeps what was chosen before', async () => {
    const { state } = await run(saveUnits, unitsSaveRequested({ distance: 'mi' }), {
      updateUnitsOfMeasurement: failed(500),
    } as Answers);
    expect(state.save).toEqual({ status: 'failed' });
    expect(state.chosen).toEqual({});
  });
});
