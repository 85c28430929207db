import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProfileData } from '../../api/profile';
import type { Profile, Vehicle } from '../../generated/types/api/owner';

export type ProfileStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface ProfileState {
  status: ProfileStatus;
  profile: Profile | null;
  /** Only the current brand's vehicles: the API layer filtered them. */
  vehicles: Vehicle[];
  error: string | null;
}

const initialState: ProfileState = { status: 'idle', profile: null, vehicles: [], error: null };

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
    /** The reason: 'unauthorized' or the error message. */
    profileFailed: (s, a: PayloadAction<string>) => {
      s.status = 'failed';
      s.error = a.payload;
    },
  },
  selectors: {
    selectProfile: (s) => s.profile,
    selectVehicles: (s) => s.vehicles,
    selectProfileStatus: (s) => s.status,
    selectProfileError: (s) => s.error,
  },
});

export const { profileRequested, profileLoaded, profileFailed } = profile.actions;
export const { selectProfile, selectVehicles, selectProfileStatus, selectProfileError } = profile.selectors;
