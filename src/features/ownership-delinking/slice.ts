import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DelinkLink } from './link-data';
import type { Vehicle } from '../../generated/types/api/owner';

/**
 * checking: reading the link and the garage; invalid: the link is not one of ours; not-in-account: the VIN is not in
 * this owner's garage; load-failed: the garage could not be read; confirm: the question; removed: done.
 */
export type DelinkStep = 'checking' | 'invalid' | 'not-in-account' | 'load-failed' | 'confirm' | 'removed';

export interface DelinkState {
  step: DelinkStep;
  link: DelinkLink | null;
  /** The vehicle as the owner's garage names it. */
  vehicle: Vehicle | null;
  removing: boolean;
  /** The last removal failed: the confirm step says so. */
  removeFailed: boolean;
}

const initialState: DelinkState = { step: 'checking', link: null, vehicle: null, removing: false, removeFailed: false };

export const ownershipDelinking = createSlice({
  name: 'ownershipDelinking',
  initialState,
  reducers: {
    /** The page opened with the link's data segment (or asked again after a failed load). */
    delinkOpened: (_s, _a: PayloadAction<{ data: string }>) => initialState,
    linkRejected: (s) => {
      s.step = 'invalid';
    },
    linkRead: (s, a: PayloadAction<DelinkLink>) => {
      s.link = a.payload;
    },
    vehicleFound: (s, a: PayloadAction<Vehicle>) => {
      s.vehicle = a.payload;
      s.step = 'confirm';
    },
    vehicleNotInAccount: (s) => {
      s.vehicle = null;
      s.removing = false;
      s.step = 'not-in-account';
    },
    garageFailed: (s) => {
      s.step = 'load-failed';
    },
    /** Confirm pressed. */
    delinkConfirmed: (s) => {
      s.removing = true;
      s.removeFailed = false;
    },
    delinkRemoved: (s) => {
      s.removing = false;
      s.step = 'removed';
    },
    delinkFailed: (s) => {
      s.removing = false;
      s.removeFailed = true;
    },
    /** A 401: sign-in takes over, the page is left as it was. */
    delinkInterrupted: (s) => {
      s.removing = false;
    },
  },
  selectors: {
    selectDelink: (s) => s,
  },
});

export const {
  delinkOpened,
  linkRejected,
  linkRead,
  vehicleFound,
  vehicleNotInAccount,
  garageFailed,
  delinkConfirmed,
  delinkRemoved,
  delinkFailed,
  delinkInterrupted,
} = ownershipDelinking.actions;
export const { selectDelink } = ownershipDelinking.selectors;
