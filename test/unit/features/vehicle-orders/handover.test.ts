import { createVehicleOrdersApi } from '../../../../src/features/vehicle-orders/api';
import {
  handover,
  handoverLoaded,
  handoverRequested,
  tickRequested,
  type HandoverState,
} from '../../../../src/features/vehicle-orders/handover-slice';
import { loadHandover, saveTick } from '../../../../src/features/vehicle-orders/sagas/handover';
import { bundles } from '../../../../src/generated/content';
import { orders } from '../../../../src/generated/orders';
import type { HandoverChecklistResponse } from '../../../../src/generated/types/api/owner';
import { runSaga } from '../../../support/saga';
import { failed, ok, testClient, type Answers } from '../../../support/test-client';

const ORDER = 'VO-US-5501';
const checklist: HandoverChecklistResponse = {
  orderId: ORDER,
  handoverDate: '2026-12-04',
  items: [
    { id: 'drivingLicence', done: true, checkedAt: '2026-11-24T09:00:00.000Z' },
    { id: 'keys', done: false, checkedAt: null },
  ],
};

async function run(saga: typeof loadHandover | typeof saveTick, action: { type: string }, answers: Answers) {
  const client = testClient(answers);
  const r = await runSaga({
    slices: [handover],
    context: {
      vehicleOrdersApi: createVehicleOrdersApi(client, { languageRegionCode: 'en-us' }),
      saveVehicleOrderDocument: () => undefined,
      webview: false,
      log: () => undefined,
    },
    saga: saga as never,
    action: action as never,
    before: [handoverRequested(ORDER), handoverLoaded(checklist)] as never,
  });
  return { client, state: r.state.handover as HandoverState };
}

const keysOf = (s: HandoverState) => s.checklist?.items.find((i) => i.id === 'keys');

it('keeps a tick the service confirmed, with the time it kept', async () => {
  const kept = { id: 'keys', done: true, checkedAt: '2026-11-28T10:00:00.000Z' };
  const { client, state } = await run(saveTick, tickRequested({ orderId: ORDER, itemId: 'keys', done: true }), {
    checkHandoverItem: ok({ ...checklist, items: [checklist.items[0]!, kept] }),
  } as Answers);
  expect(client.callsOf('checkHandoverItem').map((c) => c.options)).toEqual([
    { params: { orderId: ORDER, itemId: 'keys' }, body: { done: true } },
  ]);
  expect(keysOf(state)).toEqual(kept);
  expect(state.saving).toEqual([]);
  expect(state.failedItem).toBeNull();
});

it('takes a refused tick back and says which item', async () => {
  const { state } = await run(saveTick, tickRequested({ orderId: ORDER, itemId: 'keys', done: true }), {
    checkHandoverItem: failed(503),
  } as Answers);
  expect(keysOf(state)).toMatchObject({ done: false });
  expect(state.failedItem).toBe('keys');
});

it('shows a tick before the service answers', () => {
  let state = handover.reducer(undefined, handoverRequested(ORDER));
  state = handover.reducer(state, handoverLoaded(checklist));
  state = handover.reducer(state, tickRequested({ orderId: ORDER, itemId: 'keys', done: true }));
  expect(keysOf(state)).toMatchObject({ done: true });
  expect(state.saving).toEqual(['keys']);
});

it.each([
  ['not in delivery (409)', failed(409, 'order is not in delivery'), 'notOffered'],
  ['a failure', failed(503), 'failed'],
] as const)('has no checklist to show when %s', async (_case, refusal, status) => {
  const client = testClient({ handoverChecklist: refusal } as Answers);
  const r = await runSaga({
    slices: [handover],
    context: {
      vehicleOrdersApi: createVehicleOrdersApi(client, { languageRegionCode: 'en-us' }),
      saveVehicleOrderDocument: () => undefined,
      webview: false,
      log: () => undefined,
    },
    saga: loadHandover as never,
    action: handoverRequested(ORDER) as never,
    before: [handoverRequested(ORDER)] as never,
  });
  expect((r.state.handover as HandoverState).status).toBe(status);
});

it('has words for every item of markets/orders.json handover in every language', () => {
  for (const [language, texts] of Object.entries(bundles))
    for (const { id } of orders.handover.items)
      for (const part of ['title', 'hint'])
        expect([
          language,
          `handover.item.${id}.${part}`,
          typeof ({ ...bundles.en, ...texts } as Record<string, string>)[`handover.item.${id}.${part}`],
        ]).toEqual([language, `handover.item.${id}.${part}`, 'string']);
});
