import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PrognosticsResponse, VehicleStatusResponse } from '../../generated/types/api/owner';

/**
 * Why a vehicle's status and health are not shown: it is not in this owner's garage (404, or no VIN), it is not
 * connected (409: it reports nothing), it has not reported yet (404 of a connected vehicle), or the calls failed.
 */
export type HealthFailure = 'not-in-garage' | 'not-connected' | 'no-report' | 'error';

/**
 * The status and health of one VIN, loaded together (one page, one answer). idle: a sign-in interrupted the calls;
 * loading: under way; loaded: both answers; failed: why not (offline: the browser was offline).
 */
export type VinHealth =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; report: VehicleStatusResponse; prognostics: PrognosticsResponse }
  | { status: 'failed'; reason: HealthFailure; offline: boolean };

export interface VehicleHealthState {
  /** By VIN (upper case): coming back to a vehicle shows what was loaded while it reloads. */
  byVin: Record<string, VinHealth>;
}

const initialState: VehicleHealthState = { byVin: {} };

/** One object for every vehicle not asked about yet: a selector that made a new one would re-render its reader each time. */
const IDLE: VinHealth = { status: 'idle' };

export const vehicleHealthSlice = createSlice({
  name: 'vehicleHealth',
  initialState,
  reducers: {
    healthRequested: (s, a: PayloadAction<{ vin: string }>) => {
      if (s.byVin[a.payload.vin]?.status !== 'loaded') s.byVin[a.payload.vin] = { status: 'loading' };
    },
    healthLoaded: (
      s,
      a: PayloadAction<{ vin: string; report: VehicleStatusResponse; prognostics: PrognosticsResponse }>,
    ) => {
      const { vin, report, prognostics } = a.payload;
      s.byVin[vin] = { status: 'loaded', report, prognostics };
    },
    healthFailed: (s, a: PayloadAction<{ vin: string; reason: HealthFailure; offline?: boolean }>) => {
      const { vin, reason, offline = false } = a.payload;
      s.byVin[vin] = { status: 'failed', reason, offline };
    },
    healthInterrupted: (s, a: PayloadAction<{ vin: string }>) => {
      s.byVin[a.payload.vin] = { status: 'idle' };
    },
  },
  selectors: {
    selectHealthOf: (s, vin: string): VinHealth => s.byVin[vin] ?? IDLE,
  },
});

export const { healthRequested, healthLoaded, healthFailed, healthInterrupted } = vehicleHealthSlice.actions;
export const { selectHealthOf } = vehicleHealthSlice.selectors;
