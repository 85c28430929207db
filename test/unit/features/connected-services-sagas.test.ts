import { createSubscriptionsApi } from '../../../src/features/connected-services/api';
import { loadServices, switchService } from '../../../src/features/connected-services/sagas/services';
import {
  connectedServices,
  selectServicesOf,
  selectSwitchOf,
  servicesLoaded,
  servicesRequested,
  serviceSwitchRequested,
  type ConnectedServicesState,
} from '../../../src/features/connected-services/slice';
import type { ConnectedService } from '../../../src/generated/types/api/owner';
import { runSaga } from '../../support/saga';
import { failed, ok, testClient, type Answers } from '../../support/test-client';

const VIN = 'WF0FXXWPMFPT45678';
const remote: ConnectedService = {
  serviceId: 'remoteControls',
  status: 'active',
  startedOn: '2025-09-01',
  expiresOn: '2027-09-01',
  switchable: true,
  renewable: true,
};
const alerts: ConnectedService = {
  serviceId: 'healthAlerts',
  status: 'active',
  startedOn: '2024-03-01',
  switchable: true,
  renewable: false,
};

async function run(
  saga: typeof loadServices | typeof switchService,
  action: { type: string },
  answers: Answers,
  before: { type: string }[] = [],
) {
  const client = testClient(answers);
  const r = await runSaga({
    slices: [connectedServices],
    context: { subscriptionsApi: createSubscriptionsApi(client), webview: false, log: () => undefined },
    saga: saga as never,
    action: action as never,
    before: before as never,
  });
  return { client, state: { connectedServices: r.state.connectedServices as ConnectedServicesState } };
}

it("keeps the vehicle's services under its VIN, asked with the vin header", async () => {
  const { client, state } = await run(loadServices, servicesRequested({ vin: VIN }), {
    subscriptions: ok({ vin: VIN, services: [remote, alerts] }),
  } as Answers);
  expect(client.callsOf('subscriptions').map((c) => c.options)).toEqual([{ headers: { vin: VIN } }]);
  expect(selectServicesOf(state, VIN)).toEqual({ status: 'loaded', services: [remote, alerts] });
});

it('a vehicle that is not connected (409) has nothing to switch; another failure is shown with a retry', async () => {
  const notConnected = await run(loadServices, servicesRequested({ vin: VIN }), {
    subscriptions: failed(409, 'vehicle not connected'),
  } as Answers);
  expect(selectServicesOf(notConnected.state, VIN)).toEqual({ status: 'not-connected' });
  const down = await run(loadServices, servicesRequested({ vin: VIN }), { subscriptions: failed(503) } as Answers);
  expect(selectServicesOf(down.state, VIN)).toEqual({ status: 'failed', offline: false });
});

it('switches a service off: the answer replaces it and is announced', async () => {
  const loaded = [servicesLoaded({ vin: VIN, services: [remote, alerts] })];
  const { client, state } = await run(
    switchService,
    serviceSwitchRequested({ vin: VIN, serviceId: 'remoteControls', enabled: false }),
    { switchConnectedService: ok({ ...remote, status: 'off' }) } as Answers,
    loaded,
  );
  expect(client.callsOf('switchConnectedService').map((c) => c.options)).toEqual([
    { params: { serviceId: 'remoteControls' }, headers: { vin: VIN }, body: { enabled: false } },
  ]);
  expect(selectServicesOf(state, VIN)).toEqual({ status: 'loaded', services: [{ ...remote, status: 'off' }, alerts] });
  expect(selectSwitchOf(state, VIN, 'remoteControls')).toEqual({ status: 'idle', done: 'off' });
});

it('a refused switch (an expired subscription) keeps the service as it was and says so', async () => {
  const loaded = [servicesLoaded({ vin: VIN, services: [remote] })];
  const { state } = await run(
    switchService,
    serviceSwitchRequested({ vin: VIN, serviceId: 'remoteControls', enabled: false }),
    { switchConnectedService: failed(409, 'subscription expired: renew it first') } as Answers,
    loaded,
  );
  expect(selectServicesOf(state, VIN)).toEqual({ status: 'loaded', services: [remote] });
  expect(selectSwitchOf(state, VIN, 'remoteControls')).toEqual({ status: 'failed', done: null });
});
