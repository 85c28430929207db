import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Dealer, DealerError } from './dealer-details';
import { scriptLoaded } from '../../lib/events/analytics';
import type { TextKey } from '../../lib/texts/text-key';

type Load = 'idle' | 'loading' | 'loaded' | 'failed';

export interface PreferredDealerState {
  /** The owner's preferred dealer: null with status 'loaded' means none is chosen yet. */
  preferred: { status: Load; dealer: Dealer | null; error: DealerError | null };
  /** newVehiclesOnly: the "sells new vehicles" filter, kept from one search to the next. */
  search: { status: Load; query: string; results: Dealer[]; error: DealerError | null; newVehiclesOnly: boolean };
  /** The search result whose details are open. */
  selected: { status: Load; dealerCode: string | null; dealer: Dealer | null; error: DealerError | null };
  saving: boolean;
  /** A text key when setting the preferred dealer failed. */
  saveError: TextKey | null;
  /** Spec 001 §7: the rewards for the new preferred dealer; null when none came back (errors swallowed). */
  rewardPoints: number | null;
  /** The market's maps script has loaded (consent group 6 allowed it): the results show on a map too. */
  mapsLoaded: boolean;
}

const initialState: PreferredDealerState = {
  preferred: { status: 'idle', dealer: null, error: null },
  search: { status: 'idle', query: '', results: [], error: null, newVehiclesOnly: false },
  selected: { status: 'idle', dealerCode: null, dealer: null, error: null },
  saving: false,
  saveError: null,
  rewardPoints: null,
  mapsLoaded: false,
};

export const preferredDealer = createSlice({
  name: 'preferredDealer',
  initialState,
  reducers: {
    preferredDealerOpened: () => ({
      ...initialState,
      preferred: { status: 'loading' as const, dealer: null, error: null },
    }),
    preferredLoaded: (s, a: PayloadAction<Dealer | null>) => {
      s.preferred = { status: 'loaded', dealer: a.payload, error: null };
    },
    preferredFailed: (s, a: PayloadAction<DealerError>) => {
      s.preferred = { status: 'failed', dealer: null, error: a.payload };
    },
    searchRequested: (s, a: PayloadAction<string>) => {
      s.search = { ...s.search, status: 'loading', query: a.payload, results: [], error: null };
    },
    /** The owner turned the filter on or off: a search already made is made again with it (a saga). */
    newVehiclesOnlyChanged: (s, a: PayloadAction<boolean>) => {
      s.search.newVehiclesOnly = a.payload;
    },
    searchLoaded: (s, a: PayloadAction<Dealer[]>) => {
      s.search.status = 'loaded';
      s.search.results = a.payload;
    },
    searchFailed: (s, a: PayloadAction<DealerError>) => {
      s.search.status = 'failed';
      s.search.error = a.payload;
    },
    dealerSelected: (s, a: PayloadAction<{ dealerId: string; dealerCode: string }>) => {
      s.selected = { status: 'loading', dealerCode: a.payload.dealerCode, dealer: null, error: null };
      s.saveError = null;
    },
    detailsLoaded: (s, a: PayloadAction<Dealer>) => {
      s.selected.status = 'loaded';
      s.selected.dealer = a.payload;
    },
    detailsFailed: (s, a: PayloadAction<DealerError>) => {
      s.selected.status = 'failed';
      s.selected.error = a.payload;
    },
    /** Dispatched once the owner has accepted the dealer consent. */
    setPreferredRequested: (s, _a: PayloadAction<Dealer>) => {
      s.saving = true;
      s.saveError = null;
      s.rewardPoints = null;
    },
    preferredSet: (s, a: PayloadAction<Dealer>) => {
      s.saving = false;
      s.preferred = { status: 'loaded', dealer: a.payload, error: null };
    },
    setPreferredFailed: (s, a: PayloadAction<TextKey>) => {
      s.saving = false;
      s.saveError = a.payload;
    },
    rewardsLoaded: (s, a: PayloadAction<number | null>) => {
      s.rewardPoints = a.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(scriptLoaded, (s, a) => {
      if (a.payload.kind === 'maps') s.mapsLoaded = true;
    });
  },
  selectors: { selectPreferredDealer: (s) => s },
});

export const {
  preferredDealerOpened,
  preferredLoaded,
  preferredFailed,
  searchRequested,
  newVehiclesOnlyChanged,
  searchLoaded,
  searchFailed,
  dealerSelected,
  detailsLoaded,
  detailsFailed,
  setPreferredRequested,
  preferredSet,
  setPreferredFailed,
  rewardsLoaded,
} = preferredDealer.actions;
export const { selectPreferredDealer } = preferredDealer.selectors;
