import { createSlice } from '@reduxjs/toolkit';

/** The wallet script: not asked for yet, loading, registered (the screen mounts it), or failed (the owner may retry). */
export type WalletScriptStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface WalletState {
  script: WalletScriptStatus;
}

const initialState: WalletState = { script: 'idle' };

export const wallet = createSlice({
  name: 'wallet',
  initialState,
  reducers: {
    /** The wallet screen was opened, or the owner asked to try again after a failure. */
    walletRequested: (s) => {
      s.script = 'loading';
    },
    walletReady: (s) => {
      s.script = 'ready';
    },
    /** The script did not load, registered nothing, or its mount threw. */
    walletFailed: (s) => {
      s.script = 'failed';
    },
  },
  selectors: { selectWalletScript: (s) => s.script },
});

export const { walletRequested, walletReady, walletFailed } = wallet.actions;
export const { selectWalletScript } = wallet.selectors;
