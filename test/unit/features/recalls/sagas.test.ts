import { createRecallsApi } from '../../../../src/features/recalls/api';
import { loadRecalls } from '../../../../src/features/recalls/sagas/recalls';
import {
  recallsFailed,
  recallsLoaded,
  recallsRequested,
  recallsSlice,
  selectRecallsOf,
  type RecallsState,
} from '../../../../src/features/recalls/slice';
import type { Recall } from '../../../../src/generated/types/api/owner';
import { sessionExpired } from '../../../../src/lib/auth/session-events';
import { runSaga } from '../../../support/saga';
import type { Answer } from '../../../support/test-client';
import { failed, ok, testClient } from '../../../support/test-client';

const VIN = '1FTFW1E87PFA10001';
const brakes: Recall = {
  campaignId: '24S45',
  component: 'brakes',
  risk: 'crash',
  remedy: 'repair',
  status: 'open',
  issuedOn: '2026-09-18',
  remedyAvailable: true,
};
const software: Recall = {
  campaignId: '23S12',
  component: 'software',
  risk: 'crash',
  remedy: 'softwareUpdate',
  status: 'remedied',
  issuedOn: '2024-11-05',
  remedyAvailable: true,
  remediedOn: '2025-01-20',
};

async function run(answer: Answer<'recalls'> | undefined, vin = VIN) {
  const client = testClient(answer ? { recalls: answer } : {});
  const action = recallsRequested({ vin });
  const r = await runSaga({
    slices: [recallsSlice],
    context: { recallsApi: createRecallsApi(client), webview: false, log: () => undefined },
    saga: loadRecalls,
    action,
  });
  const state = { recalls: r.state.recalls as RecallsState };
  return { client, seen: r.seen, recalls: selectRecallsOf(state, vin) };
}

it('asks for the VIN in the vin header and keeps the answer under that VIN', async () => {
  const { client, seen, recalls } = await run(
    ok({ vin: VIN, checkedAt: '2026-11-28T09:00:00Z', recalls: [brakes, software] }),
  );
  expect(client.callsOf('recalls').map((c) => c.options)).toEqual([{ headers: { vin: VIN } }]);
  expect(seen).toContainEqual(
    recallsLoaded({ vin: VIN, checkedAt: '2026-11-28T09:00:00Z', recalls: [brakes, software] }),
  );
  expect(recalls).toEqual({ status: 'loaded', checkedAt: '2026-11-28T09:00:00Z', recalls: [brakes, software] });
});

it('keeps an empty list as loaded: no recalls, as of when they were checked', async () => {
  const { recalls } = await run(ok({ vin: VIN, checkedAt: '2026-11-28T09:00:00Z', recalls: [] }));
  expect(recalls).toEqual({ status: 'loaded', checkedAt: '2026-11-28T09:00:00Z', recalls: [] });
});

it('tells a vehicle that is not in the garage (404) from a failure', async () => {
  expect((await run(failed(404, 'vehicle not in the garage'))).recalls).toEqual({
    status: 'failed',
    reason: 'not-in-garage',
    offline: false,
  });
  expect((await run(failed(503))).recalls).toEqual({ status: 'failed', reason: 'error', offline: false });
});

it('remembers that a failure came from being offline, so the page can ask again once the connection is back', async () => {
  const { recalls } = await run(() => ({ kind: 'error', status: 0, message: 'Failed to fetch', offline: true }));
  expect(recalls).toEqual({ status: 'failed', reason: 'error', offline: true });
});

it('sends the owner to sign-in on a 401 and shows no failure meanwhile', async () => {
  const { seen, recalls } = await run(() => ({ kind: 'unauthorized', signIn: true }));
  expect(seen).toContainEqual(sessionExpired({ log: 'User Timeout' }));
  expect(recalls).toEqual({ status: 'idle' });
});

it('sends nothing for what cannot be a VIN: no vehicle of a garage', async () => {
  const { client, seen } = await run(undefined, 'WF0XXXGCDXPO12345');
  expect(client.calls).toEqual([]);
  expect(seen).toContainEqual(recallsFailed({ vin: 'WF0XXXGCDXPO12345', reason: 'not-in-garage' }));
});

it('keeps what is shown while the same VIN reloads, and shows the spinner again after a failure', () => {
  const loaded = recallsSlice.reducer(
    undefined,
    recallsLoaded({ vin: VIN, checkedAt: '2026-11-28T09:00:00Z', recalls: [brakes] }),
  );
  expect(recallsSlice.reducer(loaded, recallsRequested({ vin: VIN })).byVin[VIN]?.status).toBe('loaded');
  const failedState = recallsSlice.reducer(undefined, recallsFailed({ vin: VIN, reason: 'error' }));
  expect(recallsSlice.reducer(failedState, recallsRequested({ vin: VIN })).byVin[VIN]).toEqual({ status: 'loading' });
});
