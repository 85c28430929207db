import { loadWallet } from '../../../../src/features/wallet/sagas/wallet';
import type { WalletScript } from '../../../../src/features/wallet/services';
import {
  selectWalletScript,
  wallet,
  walletFailed,
  walletReady,
  walletRequested,
  type WalletState,
} from '../../../../src/features/wallet/slice';
import type { WalletApp } from '../../../../src/features/wallet/wallet-app';
import { scriptWanted } from '../../../../src/lib/events/analytics';
import { recordingLog, runSaga } from '../../../support/saga';

const app: WalletApp = { mount: () => undefined };

/** A wallet script that runs (or fails to load), registering the given application when it runs. */
function fakeScript(outcome: {
  loads: boolean;
  registers?: WalletApp;
  already?: WalletApp;
}): WalletScript & { loads: number } {
  let registered = outcome.already;
  const script = {
    loads: 0,
    app: () => registered,
    load: async () => {
      script.loads += 1;
      if (outcome.loads) registered = outcome.registers;
      return outcome.loads;
    },
  };
  return script;
}

async function load(script: WalletScript) {
  const { log, messages } = recordingLog();
  const { state, seen } = await runSaga({
    slices: [wallet],
    context: { walletScript: script, log, webview: false },
    saga: loadWallet,
    action: walletRequested(),
  });
  return { status: selectWalletScript({ wallet: state.wallet as WalletState }), seen, messages };
}

it('is ready once the script has run and registered its application', async () => {
  const script = fakeScript({ loads: true, registers: app });
  const { status, seen } = await load(script);
  expect(status).toBe('ready');
  expect(seen).toContainEqual(walletReady());
  expect(script.loads).toBe(1);
});

it('asks for the payments script with the wallet (spec 001 §7), without waiting for it', async () => {
  const { status, seen } = await load(fakeScript({ loads: true, registers: app }));
  expect(seen.filter((a) => scriptWanted.match(a)).map((a) => a.payload)).toEqual(['payments']);
  expect(status).toBe('ready');
});

it('fails, so the owner may retry, when the script does not load', async () => {
  const { status, seen } = await load(fakeScript({ loads: false }));
  expect(status).toBe('failed');
  expect(seen).toContainEqual(walletFailed());
});

it('fails, and logs why, when the script runs but registers nothing', async () => {
  const { status, messages } = await load(fakeScript({ loads: true }));
  expect(status).toBe('failed');
  expect(messages).toEqual(['wallet script registered no application']);
});

it('does not load the script again when it already ran on this page', async () => {
  const script = fakeScript({ loads: true, already: app });
  const { status } = await load(script);
  expect(status).toBe('ready');
  expect(script.loads).toBe(0);
});
