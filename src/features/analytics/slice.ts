import { createSlice } from '@reduxjs/toolkit';
import { consentChanged } from '../../lib/events/analytics';

/** Whether the owner consented to analytics (the consent group of analytics, 6): nothing is sent before. */
export const analyticsState = createSlice({
  name: 'analytics',
  initialState: { group6: false },
  reducers: {},
  extraReducers: (b) => {
    b.addCase(consentChanged, (s, a) => {
      s.group6 = a.payload.group6;
    });
  },
  selectors: { selectAnalyticsConsent: (s) => s.group6 },
});
