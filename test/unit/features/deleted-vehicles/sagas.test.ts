import { createDeletedVehiclesApi } from '../../../../src/features/deleted-vehicles/api';
import { loadRemoved, restoreVehicle } from '../../../../src/features/deleted-vehicles/sagas/deleted-vehicles';
import {
  deletedVehiclesSlice,
  removedLoaded,
  removedRequested,
  restoreRequested,
  type DeletedVehiclesState,
} from '../../../../src/features/deleted-vehicles/slice';
import type { RemovedVehicle } from '../../../../src/generated/types/api/owner';
import { runSaga } from '../../../support/saga';
import { failed, ok, testClient, type Answers } from '../../../support/test-client';

const fusion: RemovedVehicle = {
  vin: '3FA6P0H74JR100006',
  make: 'F',
  modelYear: '2018',
  modelName: 'Fusion',
  nickName: 'Old sedan',
  removedAt: '2026-11-22T10:00:00.000Z',
  restorableUntil: '2026-12-22T10:00:00.000Z',
};
const { removedAt: _removed, restorableUntil: _until, ...asVehicle } = fusion;

async function run(saga: typeof loadRemoved | typeof restoreVehicle, action: { type: string }, answers: Answers) {
  const client = testClient(answers);
  const r = await runSaga({
    slices: [deletedVehiclesSlice],
    context: { deletedVehiclesApi: createDeletedVehiclesApi(client), webview: false, log: () => undefined },
    saga: saga as never,
    action: action as never,
    before: [removedLoaded([fusion])] as never,
  });
  return { client, state: r.state.deletedVehicles as DeletedVehiclesState };
}

it('lists the vehicles the owner can still restore', async () => {
  const { state } = await run(loadRemoved, removedRequested(), {
    deletedVehicles: ok({ vehicles: [fusion] }),
  } as Answers);
  expect(state).toMatchObject({ status: 'loaded', vehicles: [fusion] });
});

it('restores one: it leaves the list and is announced', async () => {
  const { client, state } = await run(restoreVehicle, restoreRequested({ vin: fusion.vin }), {
    addDeletedVehicle: ok({ data: asVehicle }),
  } as Answers);
  expect(client.callsOf('addDeletedVehicle').map((c) => c.options)).toEqual([{ headers: { vin: fusion.vin } }]);
  expect(state.vehicles).toEqual([]);
  expect(state.restored).toEqual(asVehicle);
});

it.each([
  ['in another account now (409)', failed(409, 'vehicle is in a garage again'), 'garage.taken', []],
  ['back in this garage already (409)', failed(409, 'vehicle is already in your garage'), 'garage.duplicate', []],
  ['past its period (404)', failed(404, 'no recently removed vehicle with this VIN'), 'removed.expired', []],
  ['a failure', failed(503), 'garage.failed', [fusion]],
] as const)('says why a restore was refused: %s', async (_case, answer, error, left) => {
  const { state } = await run(restoreVehicle, restoreRequested({ vin: fusion.vin }), {
    addDeletedVehicle: answer,
  } as Answers);
  expect(state.restoring[fusion.vin]).toEqual({ status: 'failed', error });
  expect(state.vehicles).toEqual(left);
});
