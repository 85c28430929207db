import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

type Load = 'idle' | 'loading' | 'loaded' | 'failed';
/** idle: the form; deleting: the call is on its way; failed: the form again, with the error; deleted: the confirmation. */
export type DeleteStatus = 'idle' | 'deleting' | 'failed' | 'deleted';

export interface DeleteAccountState {
  email: { status: Load; value: string | null };
  status: DeleteStatus;
}

const initialState: DeleteAccountState = { email: { status: 'idle', value: null }, status: 'idle' };

export const deleteAccount = createSlice({
  name: 'deleteAccount',
  initialState,
  reducers: {
    /** The page opened (or asked again after a failed load). A deleted account stays deleted. */
    deleteAccountOpened: (s) => {
      if (s.status === 'deleted') return;
      s.email = { status: 'loading', value: null };
      s.status = 'idle';
    },
    emailLoaded: (s, a: PayloadAction<string>) => {
      s.email = { status: 'loaded', value: a.payload };
    },
    emailFailed: (s) => {
      s.email = { status: 'failed', value: null };
    },
    /** Delete pressed, with what the owner typed and ticked (the saga checks both again). */
    deleteRequested: (s, _a: PayloadAction<{ typedEmail: string; understood: boolean }>) => {
      s.status = 'deleting';
    },
    deleteSucceeded: (s) => {
      s.status = 'deleted';
    },
    deleteFailed: (s) => {
      s.status = 'failed';
    },
    /** Not sent (not confirmed) or a 401 (sign-in takes over): back to the form, without an error. */
    deleteInterrupted: (s) => {
      s.status = 'idle';
    },
  },
  selectors: {
    selectDeleteAccount: (s) => s,
  },
});

export const {
  deleteAccountOpened,
  emailLoaded,
  emailFailed,
  deleteRequested,
  deleteSucceeded,
  deleteFailed,
  deleteInterrupted,
} = deleteAccount.actions;
export const { selectDeleteAccount } = deleteAccount.selectors;
