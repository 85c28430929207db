/*
 * The owner's units of measurement (the unitsOfMeasurement call). Here in src/ui, beside useUnits, so every
 * feature that shows a figure reads them without importing the units feature (src/features/units fetches and saves).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UnitChoice } from '../../lib/units/units';

export interface UnitsState {
  /** idle: not asked yet; market: nobody signed in, or the call failed: the market's units apply. */
  status: 'idle' | 'loading' | 'loaded' | 'market';
  chosen: UnitChoice;
  /** A failed save keeps the owner's choice on the page; the units page says what went wrong. */
  save: { status: 'idle' | 'saving' | 'saved' | 'failed' };
}

const initialState: UnitsState = { status: 'idle', chosen: {}, save: { status: 'idle' } };

export const units = createSlice({
  name: 'units',
  initialState,
  reducers: {
    unitsRequested: (s) => {
      // Asked once per page: every figure on it reads the same answer.
      if (s.status === 'idle') s.status = 'loading';
    },
    unitsLoaded: (s, a: PayloadAction<UnitChoice>) => {
      s.status = 'loaded';
      s.chosen = a.payload;
    },
    unitsUnavailable: (s) => {
      s.status = 'market';
    },
    unitsSaveRequested: (s, _a: PayloadAction<UnitChoice>) => {
      s.save = { status: 'saving' };
    },
    unitsSaved: (s, a: PayloadAction<UnitChoice>) => {
      s.status = 'loaded';
      s.chosen = a.payload;
      s.save = { status: 'saved' };
    },
    unitsSaveFailed: (s) => {
      s.save = { status: 'failed' };
    },
    unitsSaveReset: (s) => {
      s.save = { status: 'idle' };
    },
  },
});

export const {
  unitsRequested,
  unitsLoaded,
  unitsUnavailable,
  unitsSaveRequested,
  unitsSaved,
  unitsSaveFailed,
  unitsSaveReset,
} = units.actions;
