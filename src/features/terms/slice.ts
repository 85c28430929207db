import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TermsConsent } from '../../generated/types/api/owner';

/**
 * The owner's accepted versions. accept: one acceptance (or the dialog's several) on its way, saved, or refused.
 * askedThisVisit: the dialog was shown and put off ("Not now"): it is not shown again until the next visit.
 */
export interface TermsState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  consents: TermsConsent[];
  accept: { status: 'idle' | 'saving' | 'saved' | 'failed'; documentIds: string[] };
  askedThisVisit: boolean;
}

const initialState: TermsState = {
  status: 'idle',
  consents: [],
  accept: { status: 'idle', documentIds: [] },
  askedThisVisit: false,
};

export interface AcceptRequest {
  documents: { id: string; version: string }[];
  /** The dialog thanks the owner in the page's notification banner once it closes; the page says it in place. */
  from: 'dialog' | 'page';
}

export const termsSlice = createSlice({
  name: 'terms',
  initialState,
  reducers: {
    /** background: the check the page makes on its own (the dialog), not the owner's terms page. */
    consentsRequested: (s, _a: PayloadAction<{ background?: boolean } | undefined>) => {
      if (s.status !== 'loaded') s.status = 'loading';
    },
    consentsLoaded: (s, a: PayloadAction<TermsConsent[]>) => {
      s.status = 'loaded';
      s.consents = a.payload;
    },
    consentsFailed: (s) => {
      s.status = 'failed';
    },
    /** A 401: sign-in takes over; the list loads again when the owner is back. */
    consentsInterrupted: (s) => {
      s.status = 'idle';
    },
    acceptRequested: (s, a: PayloadAction<AcceptRequest>) => {
      s.accept = { status: 'saving', documentIds: a.payload.documents.map((d) => d.id) };
    },
    accepted: (s, a: PayloadAction<TermsConsent[]>) => {
      s.consents = a.payload;
      s.accept.status = 'saved';
    },
    acceptFailed: (s) => {
      s.accept.status = 'failed';
    },
    askedPutOff: (s) => {
      s.askedThisVisit = true;
    },
  },
  selectors: {
    selectTerms: (s) => s,
  },
});

export const {
  consentsRequested,
  consentsLoaded,
  consentsFailed,
  consentsInterrupted,
  acceptRequested,
  accepted,
  acceptFailed,
  askedPutOff,
} = termsSlice.actions;
export const { selectTerms } = termsSlice.selectors;
