import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Offer, OffersQuery } from '../../generated/types/api/owner';

/**
 * The owner's offers. Nothing is shown unless the service sent some: an owner who said no gets none (consented
 * false), and a failure to load them leaves the dashboard as it is (offers are never worth an error message).
 */
export interface OffersState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  consented: boolean;
  offers: Offer[];
}

const initialState: OffersState = { status: 'idle', consented: false, offers: [] };

export const offersSlice = createSlice({
  name: 'offers',
  initialState,
  reducers: {
    offersRequested: (s, _a: PayloadAction<OffersQuery>) => {
      if (s.status !== 'loaded') s.status = 'loading';
    },
    offersLoaded: (_s, a: PayloadAction<{ consented: boolean; offers: Offer[] }>) => ({
      status: 'loaded' as const,
      consented: a.payload.consented,
      // Offers reach no one who said no: an answer with offers but no consent shows none.
      offers: a.payload.consented ? a.payload.offers : [],
    }),
    offersFailed: (s) => {
      s.status = 'failed';
    },
  },
  selectors: {
    selectOffers: (s) => s,
  },
});

export const { offersRequested, offersLoaded, offersFailed } = offersSlice.actions;
export const { selectOffers } = offersSlice.selectors;
