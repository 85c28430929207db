import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DelinkLink } from './link-data';
import type { OwnershipEndReason, Vehicle } from '../../generated/types/api/owner';

/** The reasons the page offers, in its order: the delink call's enum (schemas/api/owner.schema.json). */
export const DELINK_REASONS: readonly OwnershipEndReason[] = ['sold', 'transferred', 'notMine'];

/**
 * checking: reading the link and the garage; invalid: the link is not one of ours; not-in-account: the VIN is not in
 * this owner's garage; load-failed: the garage could not be read; confirm: the question (with its reason); removed:
 * the ownership ended and the vehicle left the garage.
 */
export type DelinkStep = 'checking' | 'invalid' | 'not-in-account' | 'load-failed' | 'confirm' | 'removed';

export interface DelinkState {
  step: DelinkStep;
  link: DelinkLink | null;
  /** The vehicle as the owner's garage names it. */
  vehicle: Vehicle | null;
  /** Why the ownership ends, as the owner chose it; none chosen yet: null. */
  reason: OwnershipEndReason | null;
  /** Confirm was pressed before a reason was chosen: the reasons say one is needed. */
  reasonMissing: boolean;
  removing: boolean;
  /** The last delinking failed: the confirm step says so. */
  removeFailed: boolean;
}

const initialState: DelinkState = {
  step: 'checking',
  link: null,
  vehicle: null,
  reason: null,
  reasonMissing: false,
  removing: false,
  removeFailed: false,
};

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
    delinkReasonChosen: (s, a: PayloadAction<OwnershipEndReason>) => {
      s.reason = a.payload;
      s.reasonMissing = false;
    },
    /** Confirm pressed: without a reason nothing is sent, and the page asks for one. */
    delinkConfirmed: (s) => {
      if (s.reason === null) {
        s.reasonMissing = true;
        return;
      }
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
  delinkReasonChosen,
  delinkConfirmed,
  delinkRemoved,
  delinkFailed,
  delinkInterrupted,
} = ownershipDelinking.actions;
export const { selectDelink } = ownershipDelinking.selectors;
