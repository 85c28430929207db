import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SignIn } from '../../generated/types/api/owner';

export interface SignInsState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The load failed because the browser is offline: it is asked again once the connection is back. */
  offline: boolean;
  /** The first load has its answer (loaded, failed or sign-in needed): the page shows its sections from then on. */
  answered: boolean;
  /** This browser's sign-in first, then the most recently active (the service's order). */
  list: SignIn[];
  /** What is being signed out while the call is out: one sign-in's id, or every other one. */
  ending: { id: string } | 'others' | null;
}

const initialState: SignInsState = { status: 'idle', offline: false, answered: false, list: [], ending: null };

/** Devices and sign-ins, on the sign-in and security page: the owner's sign-ins, and signing them out. */
export const signIns = createSlice({
  name: 'signIns',
  initialState,
  reducers: {
    /** The section opened, or the owner asked again: a list already shown stays while it is asked for. */
    signInsRequested: (s) => {
      if (s.status !== 'loaded') s.status = 'loading';
      s.offline = false;
    },
    signInsLoaded: (s, a: PayloadAction<SignIn[]>) => {
      s.status = 'loaded';
      s.answered = true;
      s.list = a.payload;
    },
    signInsFailed: (s, a: PayloadAction<{ offline: boolean }>) => {
      s.status = 'failed';
      s.answered = true;
      s.offline = a.payload.offline;
    },
    /** A 401 on the load: sign-in takes over, the section shows nothing failed. */
    signInsInterrupted: (s) => {
      if (s.status !== 'loaded') s.status = 'idle';
      s.answered = true;
    },
    /** Confirmed: sign this one out. */
    signInEndRequested: (s, a: PayloadAction<{ id: string }>) => {
      s.ending = { id: a.payload.id };
    },
    /** Confirmed: sign out every browser but this one. */
    signOutOthersRequested: (s) => {
      s.ending = 'others';
    },
    /** The service's list after the ending. */
    signInsEnded: (s, a: PayloadAction<SignIn[]>) => {
      s.ending = null;
      s.status = 'loaded';
      s.list = a.payload;
    },
    signInEndFailed: (s) => {
      s.ending = null;
    },
  },
  selectors: {
    selectSignIns: (s) => s,
  },
});

export const {
  signInsRequested,
  signInsLoaded,
  signInsFailed,
  signInsInterrupted,
  signInEndRequested,
  signOutOthersRequested,
  signInsEnded,
  signInEndFailed,
} = signIns.actions;
export const { selectSignIns } = signIns.selectors;
