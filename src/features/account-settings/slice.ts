import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SectionEndpoint } from './api';
import type { SectionId } from './form';
import type { Profile } from '../../generated/types/api/owner';
import type { TextKey } from '../../lib/texts/text-key';

export interface SettingsState {
  load: 'idle' | 'loading' | 'loaded' | 'failed';
  profile: Profile | null;
  /** The section being edited; its form keeps what the owner typed until a save succeeds or the edit is cancelled. */
  editing: string | null;
  saving: boolean;
  /** Why the last save failed: a text key, or the service's own message (its httpStatus 400 refusals). */
  saveError: { key: TextKey; detail?: string } | null;
}

const initialState: SettingsState = { load: 'idle', profile: null, editing: null, saving: false, saveError: null };

/** A section's save: the section (its saved notice), the call it saves with and the body built from the definition. */
export interface SaveRequest {
  section: SectionId;
  endpoint: SectionEndpoint;
  body: Record<string, string>;
}

export const accountSettings = createSlice({
  name: 'accountSettings',
  initialState,
  reducers: {
    settingsRequested: (s) => {
      s.load = 'loading';
    },
    settingsLoaded: (s, a: PayloadAction<Profile>) => {
      s.load = 'loaded';
      s.profile = a.payload;
    },
    settingsFailed: (s) => {
      s.load = 'failed';
    },
    editStarted: (s, a: PayloadAction<string>) => {
      s.editing = a.payload;
      s.saveError = null;
    },
    editCancelled: (s) => {
      s.editing = null;
      s.saveError = null;
    },
    saveRequested: (s, _a: PayloadAction<SaveRequest>) => {
      s.saving = true;
      s.saveError = null;
    },
    saveSucceeded: (s, a: PayloadAction<Profile>) => {
      s.saving = false;
      s.editing = null;
      s.profile = a.payload;
    },
    /** null: the save did not happen, and something else on the page already says why (the offline notice). */
    saveFailed: (s, a: PayloadAction<{ key: TextKey; detail?: string } | null>) => {
      s.saving = false;
      s.saveError = a.payload;
    },
  },
  selectors: { selectSettings: (s) => s },
});

export const {
  settingsRequested,
  settingsLoaded,
  settingsFailed,
  editStarted,
  editCancelled,
  saveRequested,
  saveSucceeded,
  saveFailed,
} = accountSettings.actions;
export const { selectSettings } = accountSettings.selectors;
