import { configureStore } from '@reduxjs/toolkit';
import {
  profile,
  profileFailed,
  profileLoaded,
  profileRequested,
  selectProfileError,
  selectProfileStatus,
} from '../../../../src/features/profile/slice';

const store = () => configureStore({ reducer: { [profile.reducerPath]: profile.reducer } });

it('starts idle', () => {
  expect(selectProfileStatus(store().getState())).toBe('idle');
});

it('is loading once requested', () => {
  const s = store();
  s.dispatch(profileRequested());
  expect(selectProfileStatus(s.getState())).toBe('loading');
});

it('clears an earlier error when requested again', () => {
  const s = store();
  s.dispatch(profileFailed('down'));
  s.dispatch(profileRequested());
  expect(selectProfileError(s.getState())).toBeNull();
});

it('keeps the loaded profile when a later reload fails', () => {
  const s = store();
  const data = {
    profile: {
      userGuid: 'u',
      firstName: 'A',
      lastName: 'B',
      email: 'e',
      country: 'USA',
      mobilePhoneNumber: null,
      privacyPreferences: [],
    },
    vehicles: [],
  };
  s.dispatch(profileLoaded(data));
  s.dispatch(profileFailed('down'));
  expect(s.getState().profile.profile).toEqual(data.profile);
});
