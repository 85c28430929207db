import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Vehicle } from '../../generated/types/api/owner';

export interface ConnectedServicesState {
  garage: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The owner's vehicles of this brand: the page names and shows the one it is opened for. */
  vehicles: Vehicle[];
}

const initialState: ConnectedServicesState = { garage: 'idle', vehicles: [] };

export const connectedServices = createSlice({
  name: 'connectedServices',
  initialState,
  reducers: {
    garageRequested: (s) => {
      s.garage = 'loading';
    },
    garageLoaded: (s, a: PayloadAction<Vehicle[]>) => {
      s.garage = 'loaded';
      s.vehicles = a.payload;
    },
    garageFailed: (s) => {
      s.garage = 'failed';
      s.vehicles = [];
    },
  },
  selectors: { selectConnectedServices: (s) => s },
});

export const { garageRequested, garageLoaded, garageFailed } = connectedServices.actions;
export const { selectConnectedServices } = connectedServices.selectors;
