import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MfaOption, MfaOptionType, MfaOptionsResponse, Passkey } from '../../generated/types/api/owner';
import type { ChangeOutcome } from '../../lib/auth/change-return';

type Load = 'idle' | 'loading' | 'loaded' | 'failed';

export interface SecurityState {
  email: { status: Load; value: string | null };
  /** Spec 001 §4.2: a failed load hides the multi-factor section (the notification says why). */
  mfa: { status: Load; userRequiresMFA: boolean; options: MfaOption[]; passkeys: Passkey[] };
  /** The flag value being saved; the switch shows it until the answer (spec 001 §4.3). */
  savingFlag: boolean | null;
  /** The option whose removal is on its way. */
  removing: MfaOptionType | null;
  /** Spec 001 §4.4: removing the only option shows the error page instead. */
  errorPage: boolean;
  /**
   * The passkey being renamed (its dialog is open): editing, saving, failed (try again) or refused (the service would
   * not take the name, or the passkey is gone).
   */
  rename: { id: string; status: 'editing' | 'saving' | 'failed' | 'refused' } | null;
}

const initialState: SecurityState = {
  email: { status: 'idle', value: null },
  mfa: { status: 'idle', userRequiresMFA: false, options: [], passkeys: [] },
  savingFlag: null,
  removing: null,
  errorPage: false,
  rename: null,
};

export const signInSecurity = createSlice({
  name: 'signInSecurity',
  initialState,
  reducers: {
    /** The page opened (or asked again); change: what the provider reported on the way back, if anything. */
    securityRequested: (s, _a: PayloadAction<{ change: ChangeOutcome | null }>) => {
      s.email.status = 'loading';
      s.mfa.status = 'loading';
      s.errorPage = false;
    },
    emailLoaded: (s, a: PayloadAction<string>) => {
      s.email = { status: 'loaded', value: a.payload };
    },
    emailFailed: (s) => {
      s.email = { status: 'failed', value: null };
    },
    mfaLoaded: (s, a: PayloadAction<MfaOptionsResponse>) => {
      s.mfa = {
        status: 'loaded',
        userRequiresMFA: a.payload.userRequiresMFA,
        options: a.payload.mfaOptions,
        passkeys: a.payload.passkeys,
      };
    },
    mfaFailed: (s) => {
      s.mfa = { ...initialState.mfa, status: 'failed' };
    },
    /** Confirmed in the modal. */
    mfaFlagSaveRequested: (s, a: PayloadAction<{ value: boolean }>) => {
      s.savingFlag = a.payload.value;
    },
    mfaFlagSaved: (s, a: PayloadAction<boolean>) => {
      s.savingFlag = null;
      s.mfa.userRequiresMFA = a.payload;
    },
    /** The switch goes back to the stored value. */
    mfaFlagFailed: (s) => {
      s.savingFlag = null;
    },
    mfaOptionRemoveRequested: (s, a: PayloadAction<MfaOptionType>) => {
      s.removing = a.payload;
    },
    mfaOptionRemoved: (s, a: PayloadAction<MfaOptionType>) => {
      s.removing = null;
      s.mfa.options = s.mfa.options.filter((o) => o.type !== a.payload);
    },
    mfaOptionRemoveFailed: (s) => {
      s.removing = null;
    },
    errorPageShown: (s) => {
      s.removing = null;
      s.errorPage = true;
    },
    errorPageClosed: (s) => {
      s.errorPage = false;
    },
    passkeyRenameOpened: (s, a: PayloadAction<string>) => {
      s.rename = { id: a.payload, status: 'editing' };
    },
    passkeyRenameRequested: (s, a: PayloadAction<{ id: string; name: string }>) => {
      s.rename = { id: a.payload.id, status: 'saving' };
    },
    /** The dialog closes (its opener gets the focus back) and the list shows the passkey as the service answered it. */
    passkeyRenamed: (s, a: PayloadAction<Passkey>) => {
      s.rename = null;
      s.mfa.passkeys = s.mfa.passkeys.map((p) => (p.id === a.payload.id ? a.payload : p));
    },
    passkeyRenameFailed: (s) => {
      if (s.rename) s.rename.status = 'failed';
    },
    passkeyRenameRefused: (s) => {
      if (s.rename) s.rename.status = 'refused';
    },
    /** Cancelled, or a 401 (sign-in takes over). */
    passkeyRenameClosed: (s) => {
      s.rename = null;
    },
  },
  selectors: {
    selectSecurity: (s) => s,
    /** What the switch shows: the value being saved, else the stored one. */
    selectMfaSwitch: (s) => s.savingFlag ?? s.mfa.userRequiresMFA,
  },
});

export const {
  securityRequested,
  emailLoaded,
  emailFailed,
  mfaLoaded,
  mfaFailed,
  mfaFlagSaveRequested,
  mfaFlagSaved,
  mfaFlagFailed,
  mfaOptionRemoveRequested,
  mfaOptionRemoved,
  mfaOptionRemoveFailed,
  errorPageShown,
  errorPageClosed,
  passkeyRenameOpened,
  passkeyRenameRequested,
  passkeyRenamed,
  passkeyRenameFailed,
  passkeyRenameRefused,
  passkeyRenameClosed,
} = signInSecurity.actions;
export const { selectSecurity, selectMfaSwitch } = signInSecurity.selectors;
