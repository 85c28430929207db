import { createVehicleHealthApi } from '../../../../src/features/vehicle-health/api';
import { loadHealth } from '../../../../src/features/vehicle-health/sagas/vehicle-health';
import {
  healthRequested,
  selectHealthOf,
  vehicleHealthSlice,
  type VehicleHealthState,
} from '../../../../src/features/vehicle-health/slice';
import { sessionExpired } from '../../../../src/lib/auth/session-events';
import { runSaga } from '../../../support/saga';
import { failed, ok, testClient, type Answers } from '../../../support/test-client';
import { F150, f150Prognostics, f150Status } from '../../../support/vehicle-reports';

async function run(answers: Answers, vin = F150) {
  const client = testClient(answers);
  const r = await runSaga({
    slices: [vehicleHealthSlice],
    context: { vehicleHealthApi: createVehicleHealthApi(client), webview: false, log: () => undefined },
    saga: loadHealth,
    action: healthRequested({ vin }),
  });
  const state = { vehicleHealth: r.state.vehicleHealth as VehicleHealthState };
  return { client, seen: r.seen, health: selectHealthOf(state, vin) };
}

const both = { vehicleStatus: ok(f150Status), prognostics: ok(f150Prognostics) } as Answers;

it('asks for the status and the health of the VIN (vin header) and keeps both under it', async () => {
  const { client, health } = await run(both);
  expect(client.callsOf('vehicleStatus').map((c) => c.options)).toEqual([{ headers: { vin: F150 } }]);
  expect(client.callsOf('prognostics').map((c) => c.options)).toEqual([{ headers: { vin: F150 } }]);
  expect(health).toEqual({ status: 'loaded', report: f150Status, prognostics: f150Prognostics });
});

it.each([
  ['a vehicle that is not connected (409)', failed(409, 'vehicle not connected'), 'not-connected'],
  ['a vehicle of another garage (404)', failed(404, 'vehicle not in the garage'), 'not-in-garage'],
  ['a connected vehicle that has not reported (404)', failed(404, 'no report from this vehicle yet'), 'no-report'],
  ['a failed call', failed(503), 'error'],
] as const)('says why there is nothing to show for %s', async (_case, answer, reason) => {
  const { health } = await run({ ...both, vehicleStatus: answer } as Answers);
  expect(health).toEqual({ status: 'failed', reason, offline: false });
});

it('shows nothing when only the health fails: the page has both or says why not', async () => {
  const { health } = await run({ ...both, prognostics: failed(500) } as Answers);
  expect(health).toMatchObject({ status: 'failed', reason: 'error' });
});

it('sends nothing for a VIN that cannot be one (I, O, Q, or not 17 characters)', async () => {
  const { client, health } = await run(both, 'WF0XXXGCDXPA1234O');
  expect(client.callsOf('vehicleStatus')).toEqual([]);
  expect(health).toMatchObject({ status: 'failed', reason: 'not-in-garage' });
});

it('leaves for sign-in on a 401 and shows no failure', async () => {
  const { seen, health } = await run({
    ...both,
    vehicleStatus: () => ({ kind: 'unauthorized', signIn: true }),
  } as Answers);
  expect(seen.map((a) => a.type)).toContain(sessionExpired.type);
  expect(health).toEqual({ status: 'idle' });
});
