import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Recall } from '../../generated/types/api/owner';

/** Why a vehicle's recalls are not shown: it is not in this owner's garage (404, or no VIN at all), or the call failed. */
export type RecallsFailure = 'not-in-garage' | 'error';

/**
 * The recalls of one VIN. idle: asked for, but a sign-in interrupted the call (the sign-in takes over); loading:
 * the call is under way; loaded: the service's answer; failed: why not.
 */
export type VinRecalls =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; checkedAt: string; recalls: Recall[] }
  | { status: 'failed'; reason: RecallsFailure; offline: boolean };

export interface RecallsState {
  /** By VIN (upper case): the page shows the one of its ?vin=, and finds the others again when the owner comes back. */
  byVin: Record<string, VinRecalls>;
}

const initialState: RecallsState = { byVin: {} };

export const recallsSlice = createSlice({
  name: 'recalls',
  initialState,
  reducers: {
    /** The page opened for a VIN, or asked again (retry, back online). What is shown already stays while it reloads. */
    recallsRequested: (s, a: PayloadAction<{ vin: string }>) => {
      if (s.byVin[a.payload.vin]?.status !== 'loaded') s.byVin[a.payload.vin] = { status: 'loading' };
    },
    recallsLoaded: (s, a: PayloadAction<{ vin: string; checkedAt: string; recalls: Recall[] }>) => {
      const { vin, checkedAt, recalls } = a.payload;
      s.byVin[vin] = { status: 'loaded', checkedAt, recalls };
    },
    /** offline: the call never reached the service because the browser was offline. */
    recallsFailed: (s, a: PayloadAction<{ vin: string; reason: RecallsFailure; offline?: boolean }>) => {
      const { vin, reason, offline = false } = a.payload;
      s.byVin[vin] = { status: 'failed', reason, offline };
    },
    /** A 401: sign-in takes over, and the page asks again when it is back. */
    recallsInterrupted: (s, a: PayloadAction<{ vin: string }>) => {
      if (s.byVin[a.payload.vin]?.status !== 'loaded') s.byVin[a.payload.vin] = { status: 'idle' };
    },
  },
  selectors: {
    /** The recalls of a VIN; idle until asked for. */
    selectRecallsOf: (s, vin: string): VinRecalls => s.byVin[vin] ?? IDLE,
  },
});

const IDLE: VinRecalls = { status: 'idle' };

/** Open: not remedied yet, whether or not a repair is booked. */
export const isOpen = (recall: Pick<Recall, 'status'>): boolean => recall.status !== 'remedied';

export const { recallsRequested, recallsLoaded, recallsFailed, recallsInterrupted } = recallsSlice.actions;
export const { selectRecallsOf } = recallsSlice.selectors;
