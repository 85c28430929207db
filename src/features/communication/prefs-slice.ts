import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { answerChanged, answersFromProfile, type Answers, type Question } from './options';
import type { Profile } from '../../generated/types/api/owner';

/**
 * Which page: both save their answers as privacy preferences of the profile, the communication page through the
 * market's privacy call, the email page through the marketing ECP call.
 */
export type PrefsPage = 'communication-preference' | 'email-preference';

export interface CommPrefsState {
  page: PrefsPage;
  load: 'idle' | 'loading' | 'loaded' | 'failed';
  questions: Question[];
  /** The email page's format question (its preference: 1 HTML, 0 plain text); null on the communication page. */
  format: string | null;
  /** As the profile has them. */
  saved: Answers;
  /** As the owner is choosing them. */
  answers: Answers;
  /** The account's email (the email page says where its emails go). */
  email: string | null;
  mode: 'view' | 'edit';
  saving: boolean;
  /** The last save failed: the answers are kept and the page says so. */
  saveFailed: boolean;
}

const initialState: CommPrefsState = {
  page: 'communication-preference',
  load: 'idle',
  questions: [],
  format: null,
  saved: {},
  answers: {},
  email: null,
  mode: 'view',
  saving: false,
  saveFailed: false,
};

export const commPrefs = createSlice({
  name: 'commPrefs',
  initialState,
  reducers: {
    prefsOpened: (_s, a: PayloadAction<{ page: PrefsPage; questions: Question[]; format?: string }>) => ({
      ...initialState,
      page: a.payload.page,
      questions: a.payload.questions,
      format: a.payload.format ?? null,
      load: 'loading',
    }),
    prefsLoaded: (s, a: PayloadAction<Profile>) => {
      s.load = 'loaded';
      s.saved = answersFromProfile(s.questions, a.payload.privacyPreferences);
      s.answers = s.saved;
      s.email = a.payload.email;
    },
    prefsLoadFailed: (s) => {
      s.load = 'failed';
    },
    prefsEditStarted: (s) => {
      s.mode = 'edit';
      s.answers = s.saved;
      s.saveFailed = false;
    },
    prefsEditCancelled: (s) => {
      s.mode = 'view';
      s.answers = s.saved;
      s.saveFailed = false;
    },
    prefsAnswered: (s, a: PayloadAction<{ variable: string; value: 1 | 0 }>) => {
      s.answers = answerChanged(s.questions, s.answers, a.payload.variable, a.payload.value);
    },
    prefsSaveRequested: (s) => {
      s.saving = true;
      s.saveFailed = false;
    },
    prefsSaved: (s) => {
      s.saving = false;
      s.saved = s.answers;
      s.mode = 'view';
    },
    /** The answers stay as they are, still in edit mode. */
    prefsSaveFailed: (s) => {
      s.saving = false;
      s.saveFailed = true;
    },
  },
  selectors: { selectCommPrefs: (s) => s },
});

export const {
  prefsOpened,
  prefsLoaded,
  prefsLoadFailed,
  prefsEditStarted,
  prefsEditCancelled,
  prefsAnswered,
  prefsSaveRequested,
  prefsSaved,
  prefsSaveFailed,
} = commPrefs.actions;
export const { selectCommPrefs } = commPrefs.selectors;
