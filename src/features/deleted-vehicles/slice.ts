import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RemovedVehicle, Vehicle } from '../../generated/types/api/owner';
import type { TextKey } from '../../lib/texts/text-key';

/** A restore the owner asked for: on its way, or refused with why (the vehicle stays in the list). */
export interface Restoring {
  status: 'working' | 'failed';
  error: TextKey | null;
}

export interface DeletedVehiclesState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  offline: boolean;
  vehicles: RemovedVehicle[];
  /** By VIN. */
  restoring: Record<string, Restoring>;
  /** The vehicle last restored, for the page's announcement and its way to the garage. */
  restored: Vehicle | null;
}

const initialState: DeletedVehiclesState = {
  status: 'idle',
  offline: false,
  vehicles: [],
  restoring: {},
  restored: null,
};

export const deletedVehiclesSlice = createSlice({
  name: 'deletedVehicles',
  initialState,
  reducers: {
    removedRequested: (s) => {
      if (s.status !== 'loaded') s.status = 'loading';
      s.restored = null;
    },
    removedLoaded: (s, a: PayloadAction<RemovedVehicle[]>) => {
      s.status = 'loaded';
      s.vehicles = a.payload;
    },
    removedFailed: (s, a: PayloadAction<{ offline: boolean }>) => {
      s.status = 'failed';
      s.offline = a.payload.offline;
    },
    restoreRequested: (s, a: PayloadAction<{ vin: string }>) => {
      s.restoring[a.payload.vin] = { status: 'working', error: null };
      s.restored = null;
    },
    vehicleRestored: (s, a: PayloadAction<Vehicle>) => {
      s.vehicles = s.vehicles.filter((v) => v.vin !== a.payload.vin);
      delete s.restoring[a.payload.vin];
      s.restored = a.payload;
    },
    restoreFailed: (s, a: PayloadAction<{ vin: string; error: TextKey; gone: boolean }>) => {
      const { vin, error, gone } = a.payload;
      s.restoring[vin] = { status: 'failed', error };
      // No longer restorable (past its period): it leaves the list, the message stays with the page.
      if (gone) s.vehicles = s.vehicles.filter((v) => v.vin !== vin);
    },
  },
  selectors: { selectDeletedVehicles: (s) => s },
});

export const { removedRequested, removedLoaded, removedFailed, restoreRequested, vehicleRestored, restoreFailed } =
  deletedVehiclesSlice.actions;
export const { selectDeletedVehicles } = deletedVehiclesSlice.selectors;
