import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FeatureGuideResponse } from '../../generated/types/api/owner';

/**
 * The guide of one VIN. idle: a sign-in interrupted the call; loaded: which articles apply; failed: the vehicle is
 * not in this owner's garage (404, or no VIN), or the call failed (offline: the browser was offline).
 */
export type VinGuide =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; guide: FeatureGuideResponse }
  | { status: 'failed'; reason: 'not-in-garage' | 'error'; offline: boolean };

export interface FeatureGuideState {
  /** By VIN (upper case): coming back to a vehicle shows its guide at once. */
  byVin: Record<string, VinGuide>;
}

const initialState: FeatureGuideState = { byVin: {} };

/** One object for every vehicle not asked about yet: a selector that made a new one would re-render its reader each time. */
const IDLE: VinGuide = { status: 'idle' };

export const featureGuideSlice = createSlice({
  name: 'featureGuide',
  initialState,
  reducers: {
    guideRequested: (s, a: PayloadAction<{ vin: string }>) => {
      if (s.byVin[a.payload.vin]?.status !== 'loaded') s.byVin[a.payload.vin] = { status: 'loading' };
    },
    guideLoaded: (s, a: PayloadAction<{ vin: string; guide: FeatureGuideResponse }>) => {
      s.byVin[a.payload.vin] = { status: 'loaded', guide: a.payload.guide };
    },
    guideFailed: (s, a: PayloadAction<{ vin: string; reason: 'not-in-garage' | 'error'; offline?: boolean }>) => {
      const { vin, reason, offline = false } = a.payload;
      s.byVin[vin] = { status: 'failed', reason, offline };
    },
    guideInterrupted: (s, a: PayloadAction<{ vin: string }>) => {
      s.byVin[a.payload.vin] = { status: 'idle' };
    },
  },
  selectors: {
    selectGuideOf: (s, vin: string): VinGuide => s.byVin[vin] ?? IDLE,
  },
});

export const { guideRequested, guideLoaded, guideFailed, guideInterrupted } = featureGuideSlice.actions;
export const { selectGuideOf } = featureGuideSlice.selectors;
