import { createRecallsApi } from '../../../../src/features/recalls/api';
import { bookRemedy, cancelRemedy, loadRecalls } from '../../../../src/features/recalls/sagas/recalls';
import {
  recallsFailed,
  recallsLoaded,
  recallsRequested,
  recallsSlice,
  remedyBookingRequested,
  remedyCancelRequested,
  selectBookingOf,
  selectRecallsOf,
  type RecallsState,
} from '../../../../src/features/recalls/slice';
import type { Recall } from '../../../../src/generated/types/api/owner';
import { sessionExpired } from '../../../../src/lib/auth/session-events';
import { runSaga } from '../../../support/saga';
import type { Answer, Answers } from '../../../support/test-client';
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

describe('booking and cancelling the remedy', () => {
  const booked: Recall = { ...brakes, status: 'scheduled', scheduledFor: '2026-12-09', dealerName: 'Dearborn Motors' };
  const loaded = (recalls: Recall[]) => recallsLoaded({ vin: VIN, checkedAt: '2026-11-28T09:00:00Z', recalls });

  async function act(
    answers: Answers,
    saga: typeof bookRemedy | typeof cancelRemedy,
    action: Parameters<typeof saga>[0],
    list: Recall[],
  ) {
    const client = testClient(answers);
    const r = await runSaga({
      slices: [recallsSlice],
      context: { recallsApi: createRecallsApi(client), webview: false, log: () => undefined },
      saga,
      action,
      before: [loaded(list), action],
    });
    const state = { recalls: r.state.recalls as RecallsState };
    return {
      client,
      seen: r.seen,
      recalls: selectRecallsOf(state, VIN),
      booking: selectBookingOf(state, VIN, '24S45'),
    };
  }
  const book = (answer: Answer<'bookRecallRemedy'>) =>
    act(
      { bookRecallRemedy: answer },
      bookRemedy,
      remedyBookingRequested({ vin: VIN, campaignId: '24S45', date: '2026-12-09' }),
      [brakes, software],
    );

  it('books the day with the campaign, the vin header and the day, and puts the answer in the list', async () => {
    const { client, recalls, booking } = await book(ok(booked));
    expect(client.callsOf('bookRecallRemedy').map((c) => c.options)).toEqual([
      { params: { campaignId: '24S45' }, headers: { vin: VIN }, body: { date: '2026-12-09' } },
    ]);
    expect(recalls).toEqual({ status: 'loaded', checkedAt: '2026-11-28T09:00:00Z', recalls: [booked, software] });
    expect(booking).toEqual({ kind: 'book', status: 'idle', error: null, date: null, done: 'booked' });
  });

  it('asks for a preferred dealer first when the service says there is none (409)', async () => {
    const { recalls, booking } = await book(failed(409, 'no preferred dealer: the remedy is booked with it'));
    expect(booking).toEqual({
      kind: 'book',
      status: 'failed',
      error: 'recalls.book.noDealer',
      date: '2026-12-09',
      done: null,
    });
    expect(recalls).toMatchObject({ recalls: [brakes, software] });
  });

  it('says the day is outside the window when the service refuses it (400: the day turned), and keeps it', async () => {
    const { booking } = await book(failed(400, 'date must be a day from 2026-11-30 to 2027-01-27'));
    expect(booking).toEqual({
      kind: 'book',
      status: 'failed',
      error: 'recalls.book.dateInvalid',
      date: '2026-12-09',
      done: null,
    });
  });

  it('says to try again on any other refusal or failure, and keeps the day chosen', async () => {
    for (const answer of [
      failed<'bookRecallRemedy'>(409, 'the recall is scheduled, not open'),
      failed<'bookRecallRemedy'>(503),
    ]) {
      const { recalls, booking } = await book(answer);
      expect(booking).toEqual({
        kind: 'book',
        status: 'failed',
        error: 'recalls.book.failed',
        date: '2026-12-09',
        done: null,
      });
      expect(recalls).toMatchObject({ recalls: [brakes, software] });
    }
  });

  it('leaves a 401 to sign-in, with no error and the day kept', async () => {
    const { seen, booking } = await book(() => ({ kind: 'unauthorized', signIn: true }));
    expect(seen).toContainEqual(sessionExpired({ log: 'User Timeout' }));
    expect(booking).toMatchObject({ status: 'idle', error: null, date: '2026-12-09' });
  });

  it('cancels a booking: the recall is open again in the list', async () => {
    const { client, recalls, booking } = await act(
      { cancelRecallBooking: ok(brakes) },
      cancelRemedy,
      remedyCancelRequested({ vin: VIN, campaignId: '24S45' }),
      [booked, software],
    );
    expect(client.callsOf('cancelRecallBooking').map((c) => c.options)).toEqual([
      { params: { campaignId: '24S45' }, headers: { vin: VIN } },
    ]);
    expect(recalls).toMatchObject({ recalls: [brakes, software] });
    expect(booking).toMatchObject({ kind: 'cancel', status: 'idle', done: 'cancelled' });
  });

  it('says a cancelling failed, and the booking stays', async () => {
    const { recalls, booking } = await act(
      { cancelRecallBooking: failed(409, 'the recall is open, not booked') },
      cancelRemedy,
      remedyCancelRequested({ vin: VIN, campaignId: '24S45' }),
      [booked, software],
    );
    expect(recalls).toMatchObject({ recalls: [booked, software] });
    expect(booking).toMatchObject({ kind: 'cancel', status: 'failed', error: 'recalls.cancel.failed' });
  });
});
