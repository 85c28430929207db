import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TextKey } from '../../lib/texts/text-key';

export interface ChangeEmailState {
  current: string | null;
  /** The current address could not be read: the page says so, with Try again, instead of loading for ever. */
  loadFailed: boolean;
  step: 'enter' | 'code' | 'done';
  /** The address the code was sent to. */
  pendingEmail: string | null;
  busy: boolean;
  /** A text key of the last refusal or failure. */
  error: TextKey | null;
}

const initialState: ChangeEmailState = {
  current: null,
  loadFailed: false,
  step: 'enter',
  pendingEmail: null,
  busy: false,
  error: null,
};

export const changeEmail = createSlice({
  name: 'changeEmail',
  initialState,
  reducers: {
    changeEmailOpened: () => initialState,
    currentEmailLoaded: (s, a: PayloadAction<string>) => {
      s.current = a.payload;
      s.loadFailed = false;
    },
    currentEmailFailed: (s) => {
      s.loadFailed = true;
    },
    codeRequested: (s, _a: PayloadAction<string>) => {
      s.busy = true;
      s.error = null;
    },
    codeSent: (s, a: PayloadAction<string>) => {
      s.busy = false;
      s.step = 'code';
      s.pendingEmail = a.payload;
    },
    codeSubmitted: (s, _a: PayloadAction<string>) => {
      s.busy = true;
      s.error = null;
    },
    emailChanged: (s, a: PayloadAction<string>) => {
      s.busy = false;
      s.step = 'done';
      s.current = a.payload;
    },
    /** backToEnter: the request is gone (expired, too many codes, address taken): the owner starts again. */
    changeRefused: (s, a: PayloadAction<{ key: TextKey; backToEnter: boolean }>) => {
      s.busy = false;
      s.error = a.payload.key;
      if (a.payload.backToEnter) s.step = 'enter';
    },
  },
  selectors: { selectChangeEmail: (s) => s },
});

export const {
  changeEmailOpened,
  currentEmailLoaded,
  currentEmailFailed,
  codeRequested,
  codeSent,
  codeSubmitted,
  emailChanged,
  changeRefused,
} = changeEmail.actions;
export const { selectChangeEmail } = changeEmail.selectors;
