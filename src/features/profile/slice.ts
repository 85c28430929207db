import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProfileData } from './profile-data';
import type { Profile, Vehicle } from '../../generated/types/api/owner';
import type { TextKey } from '../../lib/texts/text-key';

export type ProfileStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface ProfileState {
  status: ProfileStatus;
  profile: Profile | null;
  /** Only the current brand's vehicles: the API layer filtered them. */
  vehicles: Vehicle[];
  error: string | null;
  /** Spec 002 §3: isConnected per VIN, from the vehicle-type call; absent until known, false when it failed. */
  connected: Record<string, boolean>;
  /** The safety recalls of each vehicle, for its card's recall line: absent until known. */
  recalls: Record<string, RecallSummary>;
  /** A garage change under way, and the text key of the last one's failure (kept until the next try). */
  garage: { pending: 'add' | 'rename' | 'remove' | null; error: TextKey | null };
  /** The loyalty programme of markets that have one: the points, then the recent activity (each may fail alone). */
  loyalty: {
    status: 'idle' | 'loading' | 'loaded' | 'failed';
    total: number;
    expiring: number;
    activity: RewardActivity[] | null;
  };
}

/** What a page shows beside each vehicle, each from a call per vehicle: its connected status, its open recalls. */
export type VehicleLine = 'connected' | 'recalls';

/** What a vehicle card says of its safety recalls: how many are open (not remedied), as of when; or that it could not tell. */
export type RecallSummary = { status: 'loaded'; open: number; checkedAt: string } | { status: 'failed' };

export interface RewardActivity {
  date: string;
  description: string;
  points: number;
}

const initialState: ProfileState = {
  status: 'idle',
  profile: null,
  vehicles: [],
  error: null,
  connected: {},
  recalls: {},
  garage: { pending: null, error: null },
  loyalty: { status: 'idle', total: 0, expiring: 0, activity: null },
};

export const profile = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    profileRequested: (s) => {
      s.status = 'loading';
      s.error = null;
    },
    profileLoaded: (s, a: PayloadAction<ProfileData>) => {
      s.status = 'loaded';
      s.profile = a.payload.profile;
      s.vehicles = a.payload.vehicles;
    },
    /** The reason: 'unauthorized' or the error message. Spec 002 §8: no vehicles, so nothing connected. */
    profileFailed: (s, a: PayloadAction<string>) => {
      s.status = 'failed';
      s.error = a.payload;
      s.vehicles = [];
      s.connected = {};
      s.recalls = {};
    },
    /**
     * A page shows these lines of every vehicle: asked for by the page once it has drawn the vehicles (the calls do
     * not hold up the page's own scripts and data), and only by the pages that show them.
     */
    vehicleLinesRequested: (_s, _a: PayloadAction<readonly VehicleLine[]>) => undefined,
    /**
     * A part of the shell shows what depends on the vehicles' connected status (the shortcuts): asked for once the
     * page has settled (its own calls done, drawn), for the vehicles whose status is not known by then.
     */
    connectedStatusWanted: () => undefined,
    connectedStatusFound: (s, a: PayloadAction<{ vin: string; isConnected: boolean }>) => {
      s.connected[a.payload.vin] = a.payload.isConnected;
    },
    recallSummaryFound: (s, a: PayloadAction<{ vin: string; summary: RecallSummary }>) => {
      s.recalls[a.payload.vin] = a.payload.summary;
    },
    vehicleAddRequested: (s, _a: PayloadAction<{ vin: string; nickname?: string }>) => {
      s.garage = { pending: 'add', error: null };
    },
    vehicleRenameRequested: (s, _a: PayloadAction<{ vin: string; nickName: string }>) => {
      s.garage = { pending: 'rename', error: null };
    },
    vehicleRemoveRequested: (s, _a: PayloadAction<{ vin: string }>) => {
      s.garage = { pending: 'remove', error: null };
    },
    loyaltyRequested: (s) => {
      s.loyalty.status = 'loading';
    },
    loyaltyLoaded: (s, a: PayloadAction<{ total: number; expiring: number; activity: RewardActivity[] | null }>) => {
      s.loyalty = { status: 'loaded', ...a.payload };
    },
    loyaltyFailed: (s) => {
      s.loyalty = { ...initialState.loyalty, status: 'failed' };
    },
    garageDone: (s) => {
      s.garage = { pending: null, error: null };
    },
    garageFailed: (s, a: PayloadAction<TextKey>) => {
      s.garage = { pending: null, error: a.payload };
    },
  },
  selectors: {
    selectProfile: (s) => s.profile,
    selectVehicles: (s) => s.vehicles,
    selectProfileStatus: (s) => s.status,
    selectProfileError: (s) => s.error,
    selectConnected: (s) => s.connected,
    selectRecallSummaries: (s) => s.recalls,
    selectHasVehicles: (s) => s.vehicles.length > 0,
    selectGarage: (s) => s.garage,
    selectLoyalty: (s) => s.loyalty,
    /** Spec 002 §4: connected defaults to false (unknown or failed). */
    selectHasConnectedVehicle: (s) => s.vehicles.some((v) => s.connected[v.vin] === true),
  },
});

export const {
  profileRequested,
  profileLoaded,
  profileFailed,
  vehicleLinesRequested,
  connectedStatusWanted,
  connectedStatusFound,
  recallSummaryFound,
  vehicleAddRequested,
  vehicleRenameRequested,
  vehicleRemoveRequested,
  garageDone,
  garageFailed,
  loyaltyRequested,
  loyaltyLoaded,
  loyaltyFailed,
} = profile.actions;
export const {
  selectProfile,
  selectVehicles,
  selectProfileStatus,
  selectProfileError,
  selectConnected,
  selectRecallSummaries,
  selectHasVehicles,
  selectHasConnectedVehicle,
  selectGarage,
  selectLoyalty,
} = profile.selectors;
