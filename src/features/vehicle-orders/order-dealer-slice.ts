import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { orderStatusLoaded } from './slice';
import type { RawDealer } from '../../generated/types/api/owner';

/**
 * The selling dealer of the status page's order ("Your dealer"), looked up by the order's dealer code once the order
 * has loaded. idle: the order names no dealer code; failed: the look-up gave nothing, and the page shows the name
 * the order carries, nothing more (the order itself is shown all the same).
 */
export interface OrderDealerState {
  dealerCode: string | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  dealer: RawDealer | null;
}

const initialState: OrderDealerState = { dealerCode: null, status: 'idle', dealer: null };

export const orderDealer = createSlice({
  name: 'orderDealer',
  initialState,
  reducers: {
    orderDealerLoaded: (s, a: PayloadAction<{ dealerCode: string; dealer: RawDealer }>) => {
      if (s.dealerCode !== a.payload.dealerCode) return; // an answer for an order no longer shown
      s.status = 'loaded';
      s.dealer = a.payload.dealer;
    },
    orderDealerFailed: (s, a: PayloadAction<string>) => {
      if (s.dealerCode === a.payload) s.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(orderStatusLoaded, (s, a) => {
      const code = a.payload.dealerCode ?? null;
      if (code !== null && s.dealerCode === code && s.status === 'loaded') return; // the same dealer, already here
      Object.assign(s, initialState, { dealerCode: code, status: code === null ? 'idle' : 'loading' });
    });
  },
  selectors: {
    selectOrderDealer: (s) => s,
  },
});

export const { orderDealerLoaded, orderDealerFailed } = orderDealer.actions;
export const { selectOrderDealer } = orderDealer.selectors;
