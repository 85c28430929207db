import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ConnectedServicesState {
  garage: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The VINs of the owner's vehicles of this brand. */
  vins: string[];
}

const initialState: ConnectedServicesState = { garage: 'idle', vins: [] };

export const connectedServices = createSlice({
  name: 'connectedServices',
  initialState,
  reducers: {
    garageRequested: (s) => { s.garage = 'loading'; },
    garageLoaded: (s, a: PayloadAction<string[]>) => { s.garage = 'loaded'; s.vins = a.payload; },
    garageFailed: (s) => { s.garage = 'failed'; s.vins = []; },
  },
  selectors: { selectConnectedServices: (s) => s },
});

export const { garageRequested, garageLoaded, garageFailed } = connectedServices.actions;
export const { selectConnectedServices } = connectedServices.selectors;
