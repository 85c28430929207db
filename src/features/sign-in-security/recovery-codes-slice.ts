import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RecoveryCodesResponse, RecoveryCodesStatus } from '../../generated/types/api/owner';

export interface RecoveryCodesState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** Codes in the owner's set (0: none yet) and of those not used yet. */
  total: number;
  left: number;
  createdAt: string | null;
  /** A new set on its way, or the last ask failed (the section says so, with a way to try again). */
  generate: 'idle' | 'saving' | 'failed';
  /**
   * The new set, shown once: kept in memory only, until the owner says they have saved them or leaves the page (the
   * service keeps only hashes, so nothing can show them again).
   */
  shown: string[] | null;
}

const initialState: RecoveryCodesState = {
  status: 'idle',
  total: 0,
  left: 0,
  createdAt: null,
  generate: 'idle',
  shown: null,
};

/** Recovery codes for two-step verification, on the sign-in and security page: the count left, and a new set. */
export const recoveryCodes = createSlice({
  name: 'recoveryCodes',
  initialState,
  reducers: {
    /** The section opened, or the owner asked again after a failure. */
    recoveryCodesRequested: (s) => {
      s.status = 'loading';
    },
    recoveryCodesLoaded: (s, a: PayloadAction<RecoveryCodesStatus>) => {
      s.status = 'loaded';
      s.total = a.payload.total;
      s.left = a.payload.left;
      s.createdAt = a.payload.createdTimestamp ?? null;
    },
    recoveryCodesFailed: (s) => {
      s.status = 'failed';
    },
    /** A 401 on the load: sign-in takes over, nothing is shown as failed. */
    recoveryCodesInterrupted: (s) => {
      if (s.status === 'loading') s.status = 'idle';
      s.generate = 'idle';
    },
    /** Confirmed where a set exists (it is replaced): make a new one. */
    recoveryCodesGenerateRequested: (s) => {
      s.generate = 'saving';
      s.shown = null;
    },
    recoveryCodesGenerated: (s, a: PayloadAction<RecoveryCodesResponse>) => {
      s.generate = 'idle';
      s.status = 'loaded';
      s.total = a.payload.total;
      s.left = a.payload.left;
      s.createdAt = a.payload.createdTimestamp;
      s.shown = a.payload.codes;
    },
    recoveryCodesGenerateFailed: (s) => {
      s.generate = 'failed';
    },
    /** "I have saved them", or the page closes: the codes are no longer kept. */
    recoveryCodesHidden: (s) => {
      s.shown = null;
      if (s.generate === 'failed') s.generate = 'idle';
    },
  },
  selectors: {
    selectRecoveryCodes: (s) => s,
  },
});

export const {
  recoveryCodesRequested,
  recoveryCodesLoaded,
  recoveryCodesFailed,
  recoveryCodesInterrupted,
  recoveryCodesGenerateRequested,
  recoveryCodesGenerated,
  recoveryCodesGenerateFailed,
  recoveryCodesHidden,
} = recoveryCodes.actions;
export const { selectRecoveryCodes } = recoveryCodes.selectors;
