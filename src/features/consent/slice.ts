import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConsentMode } from '../../lib/consent/policy';
import type { ScriptKind } from '../../lib/scripts/loader';

/** undecided: no choice yet (the banner may ask); accepted / declined: group 6 allowed or not. */
export type ConsentStatus = 'unknown' | 'undecided' | 'accepted' | 'declined';

export interface ConsentSliceState {
  mode: ConsentMode | null;
  status: ConsentStatus;
  bannerOpen: boolean;
  /** Set when the owner opened the banner from the footer: focus goes to it. */
  reopened: boolean;
  error: string | null;
}

const initialState: ConsentSliceState = {
  mode: null,
  status: 'unknown',
  bannerOpen: false,
  reopened: false,
  error: null,
};

export const consent = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    consentResolved: (s, a: PayloadAction<{ mode: ConsentMode; status: ConsentStatus }>) => {
      s.mode = a.payload.mode;
      s.status = a.payload.status;
    },
    bannerShown: (s) => {
      s.bannerOpen = true;
    },
    consentSettingsOpened: (s) => {
      s.bannerOpen = true;
      s.reopened = true;
    },
    consentChosen: (_s, _a: PayloadAction<'accept' | 'decline'>) => undefined,
    consentStored: (s, a: PayloadAction<'accepted' | 'declined'>) => {
      s.status = a.payload;
      s.bannerOpen = false;
      s.reopened = false;
      s.error = null;
    },
    consentFailed: (s, a: PayloadAction<string>) => {
      s.error = a.payload;
    },
    /** A page asks for a script (wallet, maps...): it loads once consent allows. */
    scriptRequested: (_s, _a: PayloadAction<ScriptKind>) => undefined,
  },
  selectors: {
    selectConsent: (s) => s,
    selectGroup6: (s) => s.status === 'accepted',
  },
});

export const {
  consentResolved,
  bannerShown,
  consentSettingsOpened,
  consentChosen,
  consentStored,
  consentFailed,
  scriptRequested,
} = consent.actions;
export const { selectConsent, selectGroup6 } = consent.selectors;
